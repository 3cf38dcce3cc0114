// The only way a stored row changes after it is written: an explicit revision. The changed values and the
// values they replace are recorded in `revisions` in the same transaction, so a reader can always tell what
// was published before and why it changed (see datasets/README.md).
import { findDataset, type DatasetDefinition, type DatasetField } from '../datasets/datasets';
import { quoteIdentifier, sqlName } from '../store/sqlIdentifier';
import type { Store, StoreValue } from '../store/store';
import { serializeWrites } from './serializeWrites';
import { bumpDataVersion } from '../store/dataVersion';

/** One row to revise: `ts` as published (`2024-08-20T13:00:00+03:00`), every dimension, and the fields to change. */
export type RevisedRow = Record<string, string | number | null>;

export interface RevisionSummary { id: number; dataset: string; tsFrom: string; tsTo: string; rows: number }

export class RevisionRejected extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
    this.name = 'RevisionRejected';
  }
}

const ISO_WALL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})\+03:00$/;

export async function reviseRows(store: Store, datasetId: string, rows: readonly RevisedRow[], reason: string, now: Date = new Date()): Promise<RevisionSummary> {
  const dataset = findDataset(datasetId);
  if (!dataset || dataset.grain === 'none') throw new RevisionRejected('UNKNOWN_DATASET', `"${datasetId}" is not a time-series dataset.`);
  if (dataset.viewOf) throw new RevisionRejected('DERIVED_DATASET', `"${datasetId}" is derived from "${dataset.viewOf}": revise that one.`);
  if (!reason.trim()) throw new RevisionRejected('MISSING_REASON', 'A revision needs a reason.');
  if (rows.length === 0) throw new RevisionRejected('NO_ROWS', 'A revision needs at least one row.');
  const target = revisionTarget(dataset);
  const planned = rows.map((row) => planRow(target, row));
  const keys = new Set(planned.map((p) => p.keyText));
  if (keys.size !== planned.length) throw new RevisionRejected('DUPLICATE_ROW', 'The same row appears twice in one revision.');

  // Queued behind other writers: the old values are read just before the transaction, so two overlapping
  // revisions of the same row must not interleave.
  return serializeWrites(store, () => apply(store, dataset.id, target, planned, reason, now));
}

interface Target { table: string; keys: DatasetField[]; fields: DatasetField[] }
interface PlannedRow { ts: string; key: [DatasetField, StoreValue][]; changes: [DatasetField, StoreValue][]; keyText: string }

/** A rolled-up dataset is revised at its system level (the per-member relation is derived from it). */
function revisionTarget(dataset: DatasetDefinition): Target {
  return dataset.rollupTable
    ? { table: dataset.rollupTable, keys: [], fields: dataset.fields }
    : { table: dataset.table, keys: dataset.dimensions, fields: dataset.fields };
}

function planRow(target: Target, row: RevisedRow): PlannedRow {
  const ts = ISO_WALL.exec(String(row.ts ?? ''));
  if (!ts) throw new RevisionRejected('INVALID_TS', `ts must look like 2024-08-20T13:00:00+03:00, not ${JSON.stringify(row.ts)}.`);
  const known = new Set(['ts', ...target.keys.map((f) => f.name), ...target.fields.map((f) => f.name)]);
  const unknown = Object.keys(row).filter((k) => !known.has(k));
  if (unknown.length) throw new RevisionRejected('UNKNOWN_FIELD', `${unknown.join(', ')} is not a field of this dataset.`);
  const key = target.keys.map((f): [DatasetField, StoreValue] => {
    if (row[f.name] === undefined || row[f.name] === null) throw new RevisionRejected('MISSING_DIMENSION', `The row must name its ${f.name}.`);
    return [f, checked(f, row[f.name]!)];
  });
  const changes = target.fields.filter((f) => row[f.name] !== undefined).map((f): [DatasetField, StoreValue] => [f, checked(f, row[f.name]!)]);
  if (changes.length === 0) throw new RevisionRejected('NO_CHANGE', 'A revised row must change at least one field.');
  const wall = `${ts[1]} ${ts[2]}`;
  return { ts: wall, key, changes, keyText: JSON.stringify([wall, ...key.map(([, v]) => v)]) };
}

function checked(field: DatasetField, value: string | number | null): StoreValue {
  if (value === null) return null;
  const ok = field.type === 'VARCHAR'
    ? typeof value === 'string'
    : typeof value === 'number' && Number.isFinite(value) && (field.type === 'DOUBLE' || Number.isInteger(value));
  if (!ok) throw new RevisionRejected('INVALID_VALUE', `${field.name} must be ${field.type === 'VARCHAR' ? 'text' : field.type === 'DOUBLE' ? 'a number' : 'an integer'}.`);
  return value;
}

async function apply(store: Store, datasetId: string, target: Target, planned: PlannedRow[], reason: string, now: Date): Promise<RevisionSummary> {
  const oldValues: Record<string, StoreValue>[] = [];
  const newValues: Record<string, StoreValue>[] = [];
  for (const row of planned) {
    const where = rowWhere(row, 1);
    const found = await store.query(`SELECT ${row.changes.map(([f]) => quoteIdentifier(f.name)).join(', ')} FROM ${sqlName(target.table)} WHERE ${where.sql}`, where.params);
    if (found.length !== 1) throw new RevisionRejected('ROW_NOT_FOUND', `There is no stored row at ${toIso(row.ts)}${row.key.length ? ` for ${row.key.map(([f, v]) => `${f.name}=${String(v)}`).join(', ')}` : ''}.`);
    const identity = { ts: toIso(row.ts), ...Object.fromEntries(row.key.map(([f, v]) => [f.name, v])) };
    oldValues.push({ ...identity, ...Object.fromEntries(row.changes.map(([f]) => [f.name, found[0]![f.name] ?? null])) });
    newValues.push({ ...identity, ...Object.fromEntries(row.changes.map(([f, v]) => [f.name, v])) });
  }
  const id = Number((await store.query("SELECT nextval('revision_ids') AS id"))[0]!.id);
  const sorted = planned.map((p) => p.ts).sort();
  const tsFrom = sorted[0]!;
  const tsTo = sorted.at(-1)!;

  // Every statement of the transaction goes through exec, which runs on the transaction's connection (query
  // may pick another one); every value is a bound parameter.
  await store.exec('BEGIN TRANSACTION');
  try {
    for (const row of planned) {
      const set = row.changes.map(([f], i) => `${quoteIdentifier(f.name)} = $${i + 1}`).join(', ');
      const where = rowWhere(row, row.changes.length + 1);
      await store.exec(`UPDATE ${sqlName(target.table)} SET ${set} WHERE ${where.sql}`, [...row.changes.map(([, v]) => v), ...where.params]);
    }
    await store.exec(
      `INSERT INTO revisions (id, dataset, ts_from, ts_to, reason, old_values, new_values, revised_at)
       VALUES ($1, $2, CAST($3 AS TIMESTAMP), CAST($4 AS TIMESTAMP), $5, $6, $7, CAST($8 AS TIMESTAMP))`,
      [id, datasetId, tsFrom, tsTo, reason.trim(), JSON.stringify(oldValues), JSON.stringify(newValues), istanbulWall(now)],
    );
    await bumpDataVersion(store);
    await store.exec('COMMIT');
  } catch (error) {
    await store.exec('ROLLBACK');
    throw error;
  }
  return { id, dataset: datasetId, tsFrom: toIso(tsFrom), tsTo: toIso(tsTo), rows: planned.length };
}

/** The row's time and dimensions as `ts = … AND "dim" = …`, parameters numbered from `first`. */
function rowWhere(row: PlannedRow, first: number): { sql: string; params: StoreValue[] } {
  const terms = [`ts = CAST($${first} AS TIMESTAMP)`, ...row.key.map(([f], i) => `${quoteIdentifier(f.name)} = $${first + i + 1}`)];
  return { sql: terms.join(' AND '), params: [row.ts, ...row.key.map(([, v]) => v)] };
}

const toIso = (wall: string) => `${wall.replace(' ', 'T')}+03:00`;
const istanbulWall = (now: Date) => new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
