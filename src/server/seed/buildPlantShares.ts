// Per-plant real-time generation is derived from the system generation by source: each plant gets a daily
// share of its source's output, proportional to its capacity times a deterministic availability factor.
// Shares of a source add up to exactly 1 each day, so the plants always add up to the system figures.
// A plant's availability that day (its units' outage and maintenance notices in force at noon, umm.messages)
// scales its weight: a plant whose units are all down generates nothing.
// The view generation_realtime_plant reads one plant's hours, with the plant's name, without storing plants × hours rows.
import { GENERATION_SOURCES } from '../datasets/datasets';
import { columnType, dialectOf } from '../store/sqlDialect';
import { fixedLiteral, quoteIdentifier } from '../store/sqlIdentifier';
import type { Store } from '../store/store';

export async function buildPlantShares(store: Store, extendAfterDay: string | null): Promise<void> {
  await createPlantGenerationView(store);
  // A hash both stores compute alike (DuckDB's hash() has no PostgreSQL twin), in doubles for the same bits.
  const mix = `(p.id * 2654435761 + CAST(d.day - DATE '2000-01-01' AS BIGINT) * 40503) % 1000003`;
  const double = (e: string) => `CAST(${e} AS DOUBLE PRECISION)`;
  const from = extendAfterDay ? 'WHERE CAST(ts AS DATE) > CAST($1 AS DATE)' : '';
  // The window sums in plant order, so a day's shares are the same bits whether the day came with the first
  // build or with a later extension (an unordered parallel sum differs in the last digit).
  await store.exec(`
    INSERT INTO plant_day_share
    WITH days AS (SELECT DISTINCT CAST(ts AS DATE) AS day FROM generation_realtime ${from}),
    noon AS (SELECT day, CAST(day AS TIMESTAMP) + INTERVAL '12 hours' AS at FROM days),
    lost AS (
      SELECT m."powerPlantId", n.day, sum(m."operatorPower" - m."capacityAtCaseTime") AS mw
      FROM umm_messages m JOIN noon n ON m.ts <= n.at AND CAST(substr(m."caseEndDate", 1, 19) AS TIMESTAMP) > n.at
      GROUP BY m."powerPlantId", n.day),
    weights AS (
      SELECT p.id AS "powerPlantId", d.day, p.source,
             ${double('p."installedCapacity"')} * (${double('0.55')} + ${double('0.9')} * ${double(`(${mix}) * (${mix}) % 1000`)} / ${double('1000')})
             * greatest(${double('0')}, ${double('1')} - coalesce(${double('l.mw')}, ${double('0')}) / ${double('p."installedCapacity"')}) AS w
      FROM registry_power_plants p CROSS JOIN days d
      LEFT JOIN lost l ON l."powerPlantId" = p.id AND l.day = d.day)
    SELECT "powerPlantId", day, source,
           w / sum(w) OVER (PARTITION BY source, day ORDER BY "powerPlantId" ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS share
    FROM weights ORDER BY "powerPlantId", day`, extendAfterDay ? [extendAfterDay] : []);
}

/**
 * The shares table and the per-plant view over it. Run by every migration too (store/migrations.ts), so a store
 * built by an older version answers with the view's current columns (powerPlantName) from its first request,
 * not only after its next daily extension.
 */
export async function createPlantGenerationView(store: Store): Promise<void> {
  await store.exec(`CREATE TABLE IF NOT EXISTS plant_day_share ("powerPlantId" BIGINT, day DATE, source VARCHAR, share ${columnType('DOUBLE', store)})`);
  // PostgreSQL reads one plant's days through an index; DuckDB's zone maps already skip by the insert order.
  if (store.dialect === 'postgres') await store.exec('CREATE INDEX IF NOT EXISTS plant_day_share_plant_day ON plant_day_share ("powerPlantId", day)');
  const round2 = (e: string) => dialectOf(store).round(e, 2);
  // A view takes no parameters: the source names are the registry's fixed list, written through fixedLiteral.
  const sourceValue = `CASE s.source ${GENERATION_SOURCES.map((src) => `WHEN ${fixedLiteral(src)} THEN g.${quoteIdentifier(src)}`).join(' ')} ELSE 0 END`;
  const perSource = GENERATION_SOURCES.map((src) => `CASE WHEN s.source = ${fixedLiteral(src)} THEN ${round2(`${sourceValue} * s.share`)} ELSE 0 END AS ${quoteIdentifier(src)}`);
  await store.exec(`
    CREATE OR REPLACE VIEW generation_realtime_plant AS
    SELECT g.ts, s."powerPlantId", p.name AS "powerPlantName", ${round2(`${sourceValue} * s.share`)} AS total, ${perSource.join(', ')}
    FROM plant_day_share s JOIN generation_realtime g ON CAST(g.ts AS DATE) = s.day
    JOIN registry_power_plants p ON p.id = s."powerPlantId"`);
}
