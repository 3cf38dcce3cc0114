// A list's rows as stored and as the upload reads them: the current rows (of the year, for a yearly list) in the
// cell values of the file's columns, the stored row kept beside them, and the conversion back to stored values.
// Table and column names come from the dataset registry only; the year is a bound parameter.
import { createHash } from 'node:crypto';
import { quoteIdentifier, sqlName } from '../../store/sqlIdentifier';
import type { InsertRow, Store, StoreRow, StoreValue } from '../../store/store';
import type { CellValue } from './cellParsers';
import type { ResolvedColumn, ResolvedList } from './uploadColumns';

export interface CurrentRow { values: Record<string, CellValue>; stored: StoreRow }

/** The dataset dimension a yearly list is kept under. */
export const YEAR_FIELD = 'year';

function fromStore(column: ResolvedColumn, raw: StoreValue | undefined): CellValue {
  if (raw === null || raw === undefined) return null;
  switch (column.type) {
    case 'boolean': return raw === true || Number(raw) !== 0;
    case 'date': return String(raw).slice(0, 10);
    case 'number': case 'integer': return Number(raw);
    default: return String(raw);
  }
}

/** A cell value as the store keeps it: yes/no as 1/0 in an INTEGER column, a date as Istanbul midnight ISO text. */
export function toStore(column: ResolvedColumn, value: CellValue): string | number | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return column.storeType === 'VARCHAR' ? String(value) : value ? 1 : 0;
  if (column.type === 'date') return `${value}T00:00:00+03:00`;
  return value;
}

function scope(resolved: ResolvedList, year: number | null): { where: string; params: StoreValue[] } {
  return resolved.list.perYear ? { where: `WHERE ${quoteIdentifier(YEAR_FIELD)} = $1`, params: [year] } : { where: '', params: [] };
}

export async function readCurrentRows(store: Pick<Store, 'query'>, resolved: ResolvedList, year: number | null): Promise<CurrentRow[]> {
  const { where, params } = scope(resolved, year);
  const fields = [...resolved.dataset.dimensions, ...resolved.dataset.fields].map((f) => quoteIdentifier(f.name));
  const order = resolved.keyColumns.map((c) => quoteIdentifier(c.field)).join(', ');
  const rows = await store.query(`SELECT ${fields.join(', ')} FROM ${sqlName(resolved.dataset.table)} ${where} ORDER BY ${order}`, params);
  return rows.map((stored) => ({ stored, values: Object.fromEntries(resolved.columns.map((c) => [c.key, fromStore(c, stored[c.field])])) }));
}

/** Changes whenever any stored row of the list (of the year) changes: what a preview was made against. */
export function fingerprint(rows: readonly CurrentRow[]): string {
  return createHash('sha256').update(JSON.stringify(rows.map((r) => r.stored))).digest('hex');
}

/** The statement removing the list (of the year) before the new rows go in. */
export function deleteStatement(resolved: ResolvedList, year: number | null): { sql: string; params: StoreValue[] } {
  const { where, params } = scope(resolved, year);
  return { sql: `DELETE FROM ${sqlName(resolved.dataset.table)} ${where}`, params };
}

export type { InsertRow };
