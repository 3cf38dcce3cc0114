// What a page may say about a column over many rows, as its descriptor declares: a total only for
// quantities that add up (volumes), never for prices or levels; nothing for codes and ids.
import type { ColumnAggregate, ReportColumn } from '../../../schemas/report.schema';
import { isNumericColumn } from '../columns/columnTypes';
import type { SummaryOp } from './parseSummaryExpression';

const DEFAULT_AGGREGATES: readonly ColumnAggregate[] = ['avg', 'min', 'max'];

export function columnAggregates(column: ReportColumn): readonly ColumnAggregate[] {
  if (!isNumericColumn(column)) return [];
  return column.aggregates ?? DEFAULT_AGGREGATES;
}

/** Whether a summary expression's op is meaningful for the column: a weighted average goes with the average; a count always. */
export function allowsSummaryOp(column: ReportColumn, op: SummaryOp): boolean {
  if (op === 'count') return true;
  const allowed = columnAggregates(column);
  return allowed.includes(op === 'wavg' ? 'avg' : op);
}
