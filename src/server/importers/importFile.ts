// Imports one export into the store, all or nothing: the file is read and checked completely (columns, numbers,
// dates, duplicates, overlap with stored rows) before a single row is written, and the write is one transaction.
import { buildPlantShares } from '../seed/buildPlantShares';
import type { SqlDialect } from '../store/sqlDialect';
import type { Store } from '../store/store';
import type { ImportProblem } from './importProblem';
import { readImportFile, type DatasetRows } from './readImportFile';
import { SIMULATED_STORE_MESSAGE, claimRealStoreSql, storeKind } from './realStoreState';
import { bumpDataVersion } from '../store/dataVersion';

export interface WrittenDataset { dataset: string; table: string; rows: number; firstTs: number; lastTs: number }
export interface ImportOutcome { file: string; written: WrittenDataset[]; problems: ImportProblem[]; notes: string[] }

const wallIso = (ts: number): string => `${new Date(ts).toISOString().slice(0, 19)}+03:00`;
const wallParam = (ts: number): string => new Date(ts).toISOString().slice(0, 19).replace('T', ' ');

export async function importFile(store: Store, dialect: SqlDialect, path: string): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { file: path, written: [], problems: [], notes: [] };
  if ((await storeKind(store)) === 'simulated') {
    outcome.problems.push({ file: path, line: 0, reason: SIMULATED_STORE_MESSAGE });
    return outcome;
  }
  const read = await readImportFile(path);
  outcome.notes.push(...read.notes);
  outcome.problems.push(...read.problems);
  if (outcome.problems.length > 0) return outcome;

  for (const target of read.targets) outcome.problems.push(...(await overlaps(store, dialect, path, target)));
  if (outcome.problems.length > 0) {
    outcome.problems.sort((a, b) => a.line - b.line);
    return outcome;
  }

  await store.exec('BEGIN TRANSACTION');
  try {
    for (const { dataset, rows, firstTs } of read.targets) {
      const table = dataset.rollupTable ?? dataset.table;
      const fields = dataset.rollupTable ? dataset.fields : [...dataset.dimensions, ...dataset.fields];
      await store.insertRows(table, fields, rows, dataset.grain !== 'none');
      // Per-plant rows are derived from the rollup; this keeps the derived view in place (no plants: no shares).
      if (dataset.id === 'generation.realtime') await buildPlantShares(store, new Date(firstTs - 86_400_000).toISOString().slice(0, 10));
    }
    for (const sql of claimRealStoreSql()) await store.exec(sql);
    await bumpDataVersion(store);
    await store.exec('COMMIT');
  } catch (error) {
    await store.exec('ROLLBACK');
    outcome.problems.push({ file: path, line: 0, reason: `nothing written: ${(error as Error).message}` });
    return outcome;
  }
  outcome.written = read.targets.map((t) => ({ dataset: t.dataset.id, table: t.dataset.rollupTable ?? t.dataset.table, rows: t.rows.length, firstTs: t.firstTs, lastTs: t.lastTs }));
  return outcome;
}

async function overlaps(store: Store, dialect: SqlDialect, file: string, target: DatasetRows): Promise<ImportProblem[]> {
  const { dataset } = target;
  const table = dataset.rollupTable ?? dataset.table;
  // Only the series this file writes: SMP rows are the TR1 region.
  const region = dataset.id === 'bpm.smp' ? " AND region = 'TR1'" : '';
  const stored = await store.query(
    `SELECT ${dialect.isoWall('ts')} AS ts FROM ${table} WHERE ts BETWEEN ${dialect.timestampParam(1)} AND ${dialect.timestampParam(2)}${region}`,
    [wallParam(target.firstTs), wallParam(target.lastTs)],
  );
  if (stored.length === 0) return [];
  const existing = new Set(stored.map((r) => String(r.ts)));
  const problems: ImportProblem[] = [];
  target.rows.forEach((row, i) => {
    const iso = wallIso(row.ts as number);
    if (existing.has(iso)) problems.push({ file, line: target.lines[i]!, reason: `${dataset.id} already has a row for ${iso}` });
  });
  return problems;
}
