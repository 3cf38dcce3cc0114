// The profile coefficients of each distribution company (consumption.multiple-factor-company) are derived, never
// stored: the stored national coefficients (consumption.multiple-factor) times the company's tilt for the group and
// hour of day (consumption.multiple-factor-tilts, simulator/markets/consumerCounts/companyTilts.ts), renormalised
// so that each day's time band (the whole day for single-rate meters, day/peak/night for three-rate ones) adds up
// to what the national day's band adds up to. The national month adds up to 1 per band, so every company's month
// does too, within the rounding of each row to 1e-9; the tilts only move weight between the hours of a band.
// 21 companies' rows would be some 5,000 rows a day more in the store; the view costs nothing to keep.
import { findDataset } from '../datasets/datasets';
import { bandOf, METER_READING_TYPES } from '../simulator/markets/consumerCounts/profileCoefficients';
import { dialectOf } from '../store/sqlDialect';
import { fixedLiteral, sqlName } from '../store/sqlIdentifier';
import type { Store } from '../store/store';

const VIEW_DATASET = 'consumption.multiple-factor-company';
const TILTS_DATASET = 'consumption.multiple-factor-tilts';

/** The CREATE VIEW statement; every name comes from the dataset registry or the simulator's fixed lists. */
export function multipleFactorViewSql(store: Store): string {
  const view = findDataset(VIEW_DATASET)!;
  const national = findDataset(view.viewOf!)!;
  const tilts = findDataset(TILTS_DATASET)!;
  const double = (e: string) => `CAST(${e} AS DOUBLE PRECISION)`;
  const hour = 'CAST(EXTRACT(HOUR FROM n.ts) AS INTEGER)';
  // The hours of each band, from the simulator's own rule (profileCoefficients.ts bandOf).
  const hours = Array.from({ length: 24 }, (_, h) => h);
  const bands = ['day', 'peak'] as const;
  const bandCase = `CASE ${bands.map((band) => `WHEN ${hour} IN (${hours.filter((h) => bandOf(h) === band).join(', ')}) THEN ${fixedLiteral(band)}`).join(' ')} ELSE ${fixedLiteral('night')} END`;
  const banded = METER_READING_TYPES.filter((t) => t.bands).map((t) => t.id);
  const band = `CASE WHEN n."meterReadingType" IN (${banded.join(', ')}) THEN ${bandCase} ELSE ${fixedLiteral('all')} END`;
  const window = 'PARTITION BY t."distributionId", t."meterReadingType", t."subscriberProfileGroup", t.day, t.band';
  const share = `t.tilted * sum(t.national) OVER (${window}) / NULLIF(sum(t.tilted) OVER (${window}), ${double('0')})`;
  return `
    CREATE VIEW ${sqlName(view.table)} AS
    WITH t AS (
      SELECT n.ts, k."distributionId", n."meterReadingType", n."subscriberProfileGroup",
             ${double('n.multiplier')} AS national, ${double('n.multiplier')} * ${double('k.tilt')} AS tilted,
             CAST(n.ts AS DATE) AS day, ${band} AS band
      FROM ${sqlName(national.table)} n
      JOIN ${sqlName(tilts.table)} k ON k."subscriberProfileGroup" = n."subscriberProfileGroup" AND k.hour = ${hour}),
    s AS (SELECT t.ts, t."distributionId", t."meterReadingType", t."subscriberProfileGroup", ${share} AS share FROM t)
    SELECT s.ts, s."distributionId", s."meterReadingType", s."subscriberProfileGroup", ${dialectOf(store).round('s.share', 9)} AS multiplier
    FROM s`;
}

/** (Re)creates the view; run with the migrations, after the dataset tables exist. */
export async function buildMultipleFactorView(store: Store): Promise<void> {
  // Dropped first: PostgreSQL cannot replace a view whose columns changed.
  await store.exec(`DROP VIEW IF EXISTS ${sqlName(findDataset(VIEW_DATASET)!.table)}`);
  await store.exec(multipleFactorViewSql(store));
}
