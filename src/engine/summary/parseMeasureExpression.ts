// The measure mini-language of derived data (schemas/report.schema.ts, measureExpression): the summary
// language (avg, min, max, sum, count, wavg) plus minAt/maxAt, the time of the lowest/highest value, and an
// optional time band suffix (@peak) that keeps only that band's hours. avg, min, max and sum also read fields
// added up row by row (sum(unitCost + ptf)); a row counts only where every one of them has a value.
import { isTimeBand, type TimeBandId } from '../bands/timeBands';
import { parseSummaryExpression, type SummaryOp } from './parseSummaryExpression';

export type MeasureOp = SummaryOp | 'minAt' | 'maxAt';

export interface MeasureExpression {
  op: MeasureOp;
  field: string;
  weight?: string;
  /** Further fields added to `field` in each row before the measure is taken. */
  addends?: string[];
  band?: TimeBandId;
}

const AT = /^(minAt|maxAt)\(([a-zA-Z][a-zA-Z0-9]*)\)$/;
const ADDED = /^(avg|min|max|sum)\(([a-zA-Z][a-zA-Z0-9]*(?: ?\+ ?[a-zA-Z][a-zA-Z0-9]*){1,5})\)$/;

/** `avg(price)@peak` → `{ op: 'avg', field: 'price', band: 'peak' }`; `maxAt(price)` → `{ op: 'maxAt', field: 'price' }`. */
export function parseMeasureExpression(expression: string): MeasureExpression {
  const [body = '', band, extra] = expression.split('@');
  if (extra !== undefined || (band !== undefined && !isTimeBand(band))) {
    throw new Error(`Measure "${expression}" names an unknown time band: use one of src/engine/bands/timeBands.ts.`);
  }
  const at = AT.exec(body);
  const added = ADDED.exec(body);
  const parsed = at?.[1] && at[2]
    ? { op: at[1] as MeasureOp, field: at[2] }
    : added?.[1] && added[2] ? addedFields(added[1] as MeasureOp, added[2]) : parseSummaryExpression(body);
  return { ...parsed, ...(band ? { band: band as TimeBandId } : {}) };
}

function addedFields(op: MeasureOp, fields: string): MeasureExpression {
  const [field = '', ...addends] = fields.split('+').map((f) => f.trim());
  return { op, field, addends };
}
