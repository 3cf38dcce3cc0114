// What an upload would do to the list: each file row matched to the current row with the same key is a change
// (when any value differs: the fields before and after) or left as it is; a file row with a new key is an
// addition; a current row whose key the file lacks is a removal. Also the stored rows that replace the list:
// a matched row keeps its stored fields the file does not carry (an organisation's number), a new row gets the
// list's defaults and the next free number.
import type { CellValue } from './cellParsers';
import type { CurrentRow } from './listRows';
import { toStore, YEAR_FIELD, type InsertRow } from './listRows';
import { keyText, type ParsedRow } from './parseUploadRows';
import type { ResolvedList } from './uploadColumns';

export interface RowChange { row: number; before: Record<string, CellValue>; after: Record<string, CellValue>; changed: string[] }

export interface ListDiff {
  adds: ParsedRow[];
  changes: RowChange[];
  removes: Record<string, CellValue>[];
  unchanged: number;
}

function same(a: CellValue, b: CellValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));
  return a === b;
}

export function diffLists(resolved: ResolvedList, current: readonly CurrentRow[], incoming: readonly ParsedRow[]): ListDiff {
  const byKey = new Map(current.map((r) => [keyText(r.values, resolved.keyColumns), r]));
  const matched = new Set<string>();
  const diff: ListDiff = { adds: [], changes: [], removes: [], unchanged: 0 };
  for (const row of incoming) {
    const key = keyText(row.values, resolved.keyColumns);
    const old = byKey.get(key);
    if (!old) { diff.adds.push(row); continue; }
    matched.add(key);
    const changed = resolved.columns.filter((c) => !same(old.values[c.key] ?? null, row.values[c.key] ?? null)).map((c) => c.key);
    if (changed.length === 0) diff.unchanged += 1;
    else diff.changes.push({ row: row.row, before: old.values, after: row.values, changed });
  }
  for (const [key, row] of byKey) if (!matched.has(key)) diff.removes.push(row.values);
  return diff;
}

/** The rows stored in place of the list (of the year). */
export function replacementRows(resolved: ResolvedList, current: readonly CurrentRow[], incoming: readonly ParsedRow[], year: number | null, nextId: number): InsertRow[] {
  const byKey = new Map(current.map((r) => [keyText(r.values, resolved.keyColumns), r]));
  const { generatedId, newRowDefaults, perYear } = resolved.list;
  let next = nextId;
  return incoming.map((row) => {
    const old = byKey.get(keyText(row.values, resolved.keyColumns));
    const base: InsertRow = old
      ? Object.fromEntries(Object.entries(old.stored).map(([k, v]) => [k, typeof v === 'boolean' ? Number(v) : v]))
      : { ...newRowDefaults, ...(generatedId ? { [generatedId]: next++ } : {}) };
    const own = Object.fromEntries(resolved.columns.map((c) => [c.field, toStore(c, row.values[c.key] ?? null)]));
    return { ...base, ...own, ...(perYear ? { [YEAR_FIELD]: year } : {}) };
  });
}
