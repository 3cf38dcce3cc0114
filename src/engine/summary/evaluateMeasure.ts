// One measure of derived data (parseMeasureExpression.ts) over the rows of one bucket, in JavaScript: the
// meaning the server's SQL (src/server/reports/measureSql.ts) is tested against. A time band keeps the rows
// whose delivery hour lies in it; minAt/maxAt answer the time of the lowest/highest value, the earliest on a
// tie; a condition (`when`) keeps the rows whose fields hold the given values; everything else is the summary
// language's own evaluator (over the row-by-row totals, for fields added up: sum(a + b)).
import { inBand } from '../bands/timeBands';
import type { CellValue, ReportRow } from '../rows/reportRow';
import { evaluateSummary } from './evaluateSummary';
import type { MeasureExpression } from './parseMeasureExpression';

/** The hour (0–23) of a wall time such as '2024-07-29T13:00:00+03:00'. */
function hourOf(time: CellValue): number | undefined {
  if (typeof time !== 'string') return undefined;
  const hour = Number(time.slice(11, 13));
  return Number.isInteger(hour) ? hour : undefined;
}

/**
 * `rows` carry their time in `timeField`, as wall-time text that sorts as time does; `when` keeps only the rows
 * whose fields hold those values (a conditional measure).
 */
export function evaluateMeasure(measure: MeasureExpression, rows: readonly ReportRow[], options: { timeField?: string; when?: Readonly<Record<string, string | number>> } = {}): CellValue {
  const { band } = measure;
  const timeField = options.timeField ?? 'ts';
  const when = Object.entries(options.when ?? {});
  const kept = rows.filter((row) => {
    if (!when.every(([field, value]) => row[field] === value)) return false;
    if (band === undefined) return true;
    const hour = hourOf(row[timeField] ?? null);
    return hour !== undefined && inBand(band, hour);
  });
  if (measure.op === 'minAt' || measure.op === 'maxAt') return extremeTime(measure.op, measure.field, kept, timeField);
  if (measure.addends?.length) {
    const fields = [measure.field, ...measure.addends];
    const added = kept.map((row) => ({ added: addedUp(row, fields) }));
    return evaluateSummary({ op: measure.op, field: 'added' }, added);
  }
  return evaluateSummary({ op: measure.op, field: measure.field, ...(measure.weight ? { weight: measure.weight } : {}) }, kept);
}

/** The row's fields added up, or null when any of them has no number. */
function addedUp(row: ReportRow, fields: readonly string[]): number | null {
  let total = 0;
  for (const field of fields) {
    const value = row[field];
    if (typeof value !== 'number' || !Number.isFinite(value)) return null;
    total += value;
  }
  return total;
}

function extremeTime(op: 'minAt' | 'maxAt', field: string, rows: readonly ReportRow[], timeField: string): CellValue {
  let best: { value: number; time: string } | undefined;
  for (const row of rows) {
    const value = row[field];
    const time = row[timeField];
    if (typeof value !== 'number' || !Number.isFinite(value) || typeof time !== 'string') continue;
    const better = !best || (op === 'minAt' ? value < best.value : value > best.value) || (value === best.value && time < best.time);
    if (better) best = { value, time };
  }
  return best?.time ?? null;
}
