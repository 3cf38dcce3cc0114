// The summary block of a report (descriptor api.summary): each field's aggregate, the decimals it is rounded to,
// and the two ways of computing it with one meaning.
//  - In SQL over the report's source, when the rows at hand are not all of them (a page) or not the report's own
//    (a coarser chart step): a second query selecting the aggregates unrounded, rounded here.
//  - From the rows themselves, when every own row comes back anyway: no second query, the summary in the same
//    scan. The rows query then also selects any field a summary reads that no column carries as a number (a
//    weight), under a hidden name that never reaches the answer.
// Both round with roundLikeStore (bit for bit the stores' rounding); the aggregates follow the engine's evaluator
// (engine/summary/evaluateSummary.ts), which measureSql's SQL is tested against.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { columnField, columnTypeOf } from '../../engine/columns/columnTypes';
import type { ReportRow } from '../../engine/rows/reportRow';
import { evaluateSummary, fieldStats, type FieldStats } from '../../engine/summary/evaluateSummary';
import { parseSummaryExpression, type SummaryExpression } from '../../engine/summary/parseSummaryExpression';
import type { SqlDialect } from '../store/sqlDialect';
import { quoteIdentifier } from '../store/sqlIdentifier';
import type { StoreRow } from '../store/store';
import { measureSql } from './measureSql';
import { roundLikeStore } from './roundLikeStore';

interface SummaryField {
  name: string;
  /** Over source fields: the column key of the expression already read as its column's field. */
  measure: SummaryExpression;
  decimals: number;
}

export interface SummaryPlan {
  fields: readonly SummaryField[];
  /** The aggregates over `source`, unrounded, one per field, under the field's name. */
  sql(source: string, dialect: SqlDialect): string;
  /** The rounded summary from the SQL summary's one row. */
  fromAggregates(row: StoreRow | undefined): Record<string, number | null>;
  /** What the rows query adds so that the rows can give the summary themselves: `expr AS "name"` items. */
  rowSelections(): string[];
  /** The summary computed from the store's rows (of the rows query with rowSelections), and the rows without the hidden values. */
  fromRows(rows: readonly StoreRow[]): { summary: Record<string, number | null>; rows: StoreRow[] };
}

const HIDDEN_PREFIX = '__summary_';

export function summaryPlanOf(descriptor: ReportDescriptor): SummaryPlan | undefined {
  const expressions = descriptor.api.summary?.fields;
  if (!expressions) return undefined;
  const fields: SummaryField[] = Object.entries(expressions).map(([name, expression]) => {
    const parsed = parseSummaryExpression(expression);
    const column = descriptor.columns.find((c) => c.key === parsed.field);
    const measure: SummaryExpression = { ...parsed, field: column ? columnField(column) : parsed.field };
    return { name, measure, decimals: column?.decimals ?? 2 };
  });
  // Each source field a summary reads, and the row key that carries it as a double: a number column reading it,
  // else a hidden selection.
  const sourceFields = [...new Set(fields.flatMap((f) => [f.measure.field, ...(f.measure.weight ? [f.measure.weight] : [])]))];
  const rowKeyOf = new Map<string, string>();
  const hidden: string[] = [];
  for (const field of sourceFields) {
    const column = descriptor.columns.find((c) => columnField(c) === field && columnTypeOf(c).storeShape === 'double');
    if (column) rowKeyOf.set(field, column.key);
    else {
      rowKeyOf.set(field, `${HIDDEN_PREFIX}${field}`);
      hidden.push(field);
    }
  }
  const countedOnly = new Set(sourceFields.filter((field) => fields.every((f) => f.measure.weight !== field && (f.measure.field !== field || f.measure.op === 'count'))));
  const round = (field: SummaryField, value: number | null) => (field.measure.op === 'count' ? value : roundLikeStore(value, field.decimals));

  return {
    fields,
    sql: (source, dialect) => `SELECT ${fields.map((f) => `${measureSql(f.measure, { ref: quoteIdentifier, ts: 'ts' }, dialect, null)} AS ${quoteIdentifier(f.name)}`).join(', ')} FROM ${source}`,
    fromAggregates(row) {
      const summary: Record<string, number | null> = {};
      for (const field of fields) {
        const value = row?.[field.name];
        summary[field.name] = round(field, typeof value === 'number' ? value : null);
      }
      return summary;
    },
    // A field only counted (a time, a text) need not be a number: 1 where it has a value is what count reads.
    rowSelections: () => hidden.map((field) => `${countedOnly.has(field) ? `CASE WHEN src.${quoteIdentifier(field)} IS NULL THEN NULL ELSE 1.0 END` : `CAST(src.${quoteIdentifier(field)} AS DOUBLE PRECISION)`} AS ${quoteIdentifier(`${HIDDEN_PREFIX}${field}`)}`),
    fromRows(storeRows) {
      const summary: Record<string, number | null> = {};
      const values = storeRows as readonly ReportRow[];
      // Each field read once however many aggregates read it (an average, a minimum and a maximum of one price).
      const stats = new Map<string, FieldStats>();
      const statsOf = (key: string) => stats.get(key) ?? stats.set(key, fieldStats(values, key)).get(key)!;
      for (const field of fields) {
        const { op, field: source, weight } = field.measure;
        const expression: SummaryExpression = { op, field: rowKeyOf.get(source)!, ...(weight ? { weight: rowKeyOf.get(weight)! } : {}) };
        summary[field.name] = round(field, evaluateSummary(expression, values, statsOf));
      }
      if (hidden.length === 0 || storeRows.length === 0) return { summary, rows: storeRows as StoreRow[] };
      // New objects of the visible keys (deleting a key would leave every row a slow dictionary object).
      const visibleKeys = Object.keys(storeRows[0]!).filter((key) => !key.startsWith(HIDDEN_PREFIX));
      const rows = storeRows.map((row) => {
        const visible: StoreRow = {};
        for (const key of visibleKeys) visible[key] = row[key]!;
        return visible;
      });
      return { summary, rows };
    },
  };
}
