// Reads every export in a folder that maps to a dataset (the real files of ../shared/data/real/) into rows per
// dataset, in memory, for the calibration report. Where files overlap (they agree, see that README) the first
// file read, in name order, keeps the hour.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CalibrationInput } from '../simulator/calibrationReport';
import type { SimRow } from '../simulator/simulateWorld';
import { readImportFile } from './readImportFile';

export interface RealWorld extends CalibrationInput { files: { file: string; datasets: string[] }[] }

export async function readRealWorld(dir: string): Promise<RealWorld> {
  const byDataset = new Map<string, Map<number, SimRow>>();
  const files: RealWorld['files'] = [];
  for (const name of readdirSync(dir).filter((f) => /\.(csv|xlsx)$/i.test(f)).sort()) {
    const read = await readImportFile(join(dir, name));
    if (read.targets.length === 0) continue;
    files.push({ file: name, datasets: read.targets.map((t) => t.dataset.id) });
    for (const target of read.targets) {
      let rows = byDataset.get(target.dataset.id);
      if (!rows) byDataset.set(target.dataset.id, (rows = new Map()));
      for (const row of target.rows) if (!rows.has(row.ts as number)) rows.set(row.ts as number, row);
    }
  }
  const datasets: Record<string, SimRow[]> = {};
  for (const [id, rows] of byDataset) datasets[id] = [...rows.values()].sort((a, b) => (a.ts as number) - (b.ts as number));
  return { datasets, files };
}
