// One SQL meaning for every measure and summary expression, used by the summary block and by derived data
// alike, and tested against the engine's evaluator (src/engine/summary/evaluateSummary.ts): a weighted average
// counts a row's weight only where its value is there (a missing price does not dilute the average), and is
// empty when those weights add up to 0. A time band keeps the rows whose hour lies in the band; minAt/maxAt
// give the time of the lowest/highest value (the earliest such time when it repeats); fields added up row by
// row (sum(a + b)) count where every one of them has a value.
import { timeBands } from '../../engine/bands/timeBands';
import type { MeasureExpression } from '../../engine/summary/parseMeasureExpression';
import type { SqlDialect } from '../store/sqlDialect';
import { quoteIdentifier } from '../store/sqlIdentifier';

/** `ref` is how a field name is written in the query (e.g. raw."price"); `ts` the row time column. */
export interface MeasureColumns {
  ref(field: string): string;
  ts: string;
}

/**
 * `keep`, when given, is a further condition on the rows the measure reads (a conditional measure's `when`,
 * written with bound parameters by the caller). `decimals` null: the value as a double, unrounded, for a caller
 * that rounds it itself (roundLikeStore.ts, bit for bit the same).
 */
export function measureSql(measure: MeasureExpression, columns: MeasureColumns, dialect: SqlDialect, decimals: number | null, keep?: string): string {
  const conditions = [
    // Hours come from the fixed band registry, never from a request.
    ...(measure.band ? [`${dialect.hourNumber(columns.ts)} IN (${timeBands[measure.band].hours.map((h) => String(Math.trunc(h))).join(', ')})`] : []),
    ...(keep ? [keep] : []),
  ];
  const inBand = (value: string) => (conditions.length > 0 ? `CASE WHEN ${conditions.join(' AND ')} THEN ${value} END` : value);
  // Fields added up row by row are empty where any of them is (SQL's + does that already).
  const fieldValue = measure.addends?.length ? `(${[measure.field, ...measure.addends].map((f) => columns.ref(f)).join(' + ')})` : columns.ref(measure.field);
  const value = inBand(fieldValue);
  const round = (expression: string) => (decimals === null ? `CAST(${expression} AS DOUBLE PRECISION)` : dialect.round(expression, decimals));
  switch (measure.op) {
    case 'wavg': {
      const weight = columns.ref(measure.weight!);
      const weighted = inBand(`${columns.ref(measure.field)} * ${weight}`);
      const weights = inBand(`CASE WHEN ${columns.ref(measure.field)} IS NULL THEN NULL ELSE ${weight} END`);
      return round(`sum(${weighted}) / NULLIF(sum(${weights}), 0)`);
    }
    case 'count':
      return `CAST(count(${value}) AS INTEGER)`;
    case 'minAt': case 'maxAt':
      return dialect.argExtreme(measure.op === 'minAt' ? 'min' : 'max', inBand(columns.ts), value);
    default:
      return round(`${measure.op}(${value})`);
  }
}

/** Plain field references: "price". */
export const plainColumns: MeasureColumns = { ref: (field) => quoteIdentifier(field), ts: 'ts' };
