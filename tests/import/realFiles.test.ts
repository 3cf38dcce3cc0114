// Imports every real file of ../shared/data/real/ that maps to a dataset into an in-memory store, and checks the
// daily means read back from the store (SQL, and the MCP report route for sample days) against the source rows.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { importFile } from '../../src/server/importers/importFile';
import { readImportFile } from '../../src/server/importers/readImportFile';
import { loadReports } from '../../src/server/reports/loadReports';
import { openDuckdbStore } from '../../src/server/store/duckdbStore';
import { migrate } from '../../src/server/store/migrations';
import { duckdbDialect } from '../../src/server/store/sqlDialect';
import type { Store } from '../../src/server/store/store';
import { REAL_FILE_SPECS, UNMAPPED_REAL_FILES, sourceDailyMeans } from './realFileSpecs';

const REAL = resolve('../shared/data/real');
const present = existsSync(REAL);
if (!present) console.warn(`tests/import: ${REAL} is absent, the real-file import tests are skipped`);

async function freshStore(): Promise<Store> {
  const store = await openDuckdbStore(':memory:', 1);
  await migrate(store);
  return store;
}

async function storeDailyMeans(store: Store, table: string, fields: string[]): Promise<Map<string, Record<string, number>>> {
  const rows = await store.query(`SELECT strftime(ts, '%Y-%m-%d') AS day, ${fields.map((f) => `avg("${f}") AS "${f}"`).join(', ')} FROM ${table} GROUP BY day`);
  return new Map(rows.map((r) => [String(r.day), Object.fromEntries(fields.map((f) => [f, Number(r[f])]))]));
}

describe.skipIf(!present)('importing the real files', () => {
  const byFile = new Map<string, typeof REAL_FILE_SPECS[number][]>();
  for (const spec of REAL_FILE_SPECS) byFile.set(spec.file, [...(byFile.get(spec.file) ?? []), spec]);

  for (const [file, specs] of byFile) {
    it(`${file}: imports and keeps every daily mean to the cent`, async () => {
      const store = await freshStore();
      const outcome = await importFile(store, duckdbDialect, resolve(REAL, file));
      expect(outcome.problems).toEqual([]);
      expect(outcome.written.map((w) => w.dataset)).toEqual(specs.map((s) => s.dataset));
      const bytes = new Uint8Array(readFileSync(resolve(REAL, file)));
      for (const spec of specs) {
        const expected = sourceDailyMeans(bytes, spec);
        const actual = await storeDailyMeans(store, spec.table, spec.values.map((v) => v.field));
        expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
        for (const [day, means] of expected) {
          for (const [field, mean] of Object.entries(means)) {
            expect(Math.abs(actual.get(day)![field]! - mean), `${spec.dataset} ${field} on ${day}`).toBeLessThan(0.005);
          }
        }
      }
      await store.close();
    });
  }

  it('reports the files that map to no dataset', async () => {
    for (const file of UNMAPPED_REAL_FILES) {
      const r = await readImportFile(resolve(REAL, file));
      expect(r.problems.map((p) => p.reason.startsWith('maps to no dataset')), file).toEqual([true]);
    }
  });

  it('serves the imported MCP through the report route with the source daily averages, DST day included', async () => {
    const store = await freshStore();
    const spec = REAL_FILE_SPECS.find((s) => s.file.startsWith('aliagdeniz_PTF'))!;
    expect((await importFile(store, duckdbDialect, resolve(REAL, spec.file))).problems).toEqual([]);
    const { reports } = loadReports(resolve('reports'));
    const app = await buildApp({ store, dialect: duckdbDialect, reports, facts: { simulated: false, dataStart: '2016-01-01', dataEnd: () => '2018-12-08' }, publicData: true });
    const expected = sourceDailyMeans(new Uint8Array(readFileSync(resolve(REAL, spec.file))), spec);
    for (const day of ['2016-01-01', '2016-03-27', '2017-07-15', '2018-12-08']) {
      const res = await app.inject({
        method: 'POST', url: '/electricity-service/v1/markets/dam/data/mcp', headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ startDate: `${day}T00:00:00+03:00`, endDate: `${day}T00:00:00+03:00` }),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.items, day).toHaveLength(24);
      expect(Math.abs(body.statistic.priceAvg - expected.get(day)!.price!), day).toBeLessThan(0.005);
    }
    await app.close();
    await store.close();
  });
});
