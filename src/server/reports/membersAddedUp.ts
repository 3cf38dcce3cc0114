// A dataset kept per member (a gas point, a storage facility) with no rollup table, read with a dimension filter
// left empty: the answer is the whole, one row per time, not one row per member. Each number column is added up
// where its aggregates include "sum" (quantities), else averaged (prices, levels); a text column, or a code
// without aggregates, keeps its value where every member agrees on it, else stays empty. A report whose columns name the member (the dam of a dam
// level) is a list of members, and keeps its rows.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { resolutionAggregate } from '../../engine/charts/chartResolutions';
import { columnField } from '../../engine/columns/columnTypes';
import type { DatasetDefinition } from '../datasets/datasets';
import type { SqlDialect } from '../store/sqlDialect';
import { quoteIdentifier } from '../store/sqlIdentifier';

const NUMBER_TYPES = new Set(['number', 'integer']);

/** Whether `rows` (the members' rows of `dataset`) must be added up per time for this request. */
export function addsUpMembers(descriptor: ReportDescriptor, dataset: DatasetDefinition, emptyDimensions: readonly string[]): boolean {
  if (emptyDimensions.length === 0 || dataset.grain === 'none') return false;
  const dimensionNames = new Set(dataset.dimensions.map((d) => d.name));
  return !descriptor.columns.some((c) => dimensionNames.has(columnField(c)));
}

/** `SELECT ts, <each column's field added up or averaged> FROM (rows) GROUP BY ts`. */
export function membersAddedUpSql(descriptor: ReportDescriptor, rows: string, dialect: SqlDialect): string {
  const outputs = new Map<string, string>();
  for (const column of descriptor.columns) {
    const field = columnField(column);
    if (field === 'ts' || outputs.has(field)) continue;
    const value = `members.${quoteIdentifier(field)}`;
    // Codes and ids (no aggregates) are kept only where every member has the same one, like text.
    const aggregate = NUMBER_TYPES.has(column.type) ? resolutionAggregate(column) : null;
    const sql = aggregate
      ? dialect.round(`${aggregate}(${value})`, column.decimals ?? 2)
      : `CASE WHEN count(DISTINCT ${value}) = 1 THEN min(${value}) END`;
    outputs.set(field, `${sql} AS ${quoteIdentifier(field)}`);
  }
  return `SELECT ${['members.ts AS ts', ...outputs.values()].join(', ')} FROM (${rows}) AS members GROUP BY members.ts`;
}
