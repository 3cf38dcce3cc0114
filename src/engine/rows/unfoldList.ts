// A flat answer whose only field is a list of objects (YEKDEM installed capacity:
// `{installedCapacities: [{sourceType, installedCapacity, plantCount}, ...]}`) is read as the list's items, one row
// each, with one column per item field. The page (web/report/reportRows.ts) and the export files
// (engine/export/unfoldedExportInput.ts) unfold it by these same rules.
import type { ReportColumn, ReportDescriptor } from '../../../schemas/report.schema';
import { toList } from '../columns/listColumn';
import type { ReportRow } from './reportRow';

type WithColumns = Pick<ReportDescriptor, 'columns'>;

/** The list a flat answer unfolds into rows: the descriptor's one column, a list whose item fields its valueLabels name. */
export function unfoldedList(descriptor: WithColumns): ReportColumn | undefined {
  const [only, ...others] = descriptor.columns;
  return only?.type === 'list' && others.length === 0 && only.valueLabels && Object.keys(only.valueLabels).length > 0 ? only : undefined;
}

/** The items of `list` in each row, in order, as rows of their own; an item that is not an object is left out. */
export function unfoldListRows(rows: readonly ReportRow[], list: Pick<ReportColumn, 'key'>): ReportRow[] {
  return rows.flatMap((row) => (toList(row[list.key]) ?? []).filter(isRecord) as ReportRow[]);
}

/**
 * One column per item field of `list`, labelled by its valueLabels, in their order; a field is a whole number or a
 * number where every value in `rows` is one, else text.
 */
export function unfoldedColumns(list: ReportColumn, rows: readonly ReportRow[]): ReportColumn[] {
  return Object.entries(list.valueLabels ?? {}).map(([key, label]) => {
    const values = rows.map((row) => row[key]).filter((value) => value !== null && value !== undefined);
    const numbers = values.length > 0 && values.every((value) => typeof value === 'number');
    if (!numbers) return { key, type: 'text', label, hidden: false };
    return values.every((value) => Number.isInteger(value)) ? { key, type: 'integer', label, hidden: false } : { key, type: 'number', label, decimals: 2, hidden: false };
  });
}

/**
 * The descriptor an unfolded list is shown and written with: the item columns, and no table sort (the list's sort
 * names the list itself: the items keep the order they are answered in). Any other descriptor comes back as it is.
 */
export function unfoldedDescriptor<D extends ReportDescriptor>(descriptor: D, rows: readonly ReportRow[]): D {
  const list = unfoldedList(descriptor);
  if (!list) return descriptor;
  const { table: _table, ...rest } = descriptor;
  return { ...rest, columns: unfoldedColumns(list, rows) } as D;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
