import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDuckdbStore } from '../store/duckdbStore';
import { migrate } from '../store/migrations';
import { duckdbDialect } from '../store/sqlDialect';
import type { Store } from '../store/store';
import { importFile } from './importFile';
import { openRealStore } from './openRealStore';

const dir = mkdtempSync(join(tmpdir(), 'import-file-'));
const write = (name: string, text: string) => { const p = join(dir, name); writeFileSync(p, text); return p; };
const count = async (store: Store, table: string) => Number((await store.query(`SELECT count(*) AS n FROM ${table}`))[0]!.n);

describe('importFile', () => {
  let store: Store;
  beforeEach(async () => { store = await openDuckdbStore(':memory:'); await migrate(store); });
  afterEach(async () => { await store.close(); });

  it('writes the rows, claims the store for real data and reports the range', async () => {
    const path = write('ptf.csv', 'Tarih;Saat;PTF (TL/MWh)\n01.01.2025;00:00;2.494,00\n01.01.2025;01:00;1.799,98\n');
    const outcome = await importFile(store, duckdbDialect, path);
    expect(outcome.problems).toEqual([]);
    expect(outcome.written).toEqual([{ dataset: 'dam.mcp', table: 'dam_mcp', rows: 2, firstTs: Date.UTC(2025, 0, 1, 0), lastTs: Date.UTC(2025, 0, 1, 1) }]);
    expect(await store.query("SELECT strftime(ts, '%Y-%m-%d %H:%M') AS ts, price FROM dam_mcp ORDER BY ts")).toEqual([{ ts: '2025-01-01 00:00', price: 2494 }, { ts: '2025-01-01 01:00', price: 1799.98 }]);
    expect(await store.query("SELECT value FROM world_state WHERE key = 'simulated'")).toEqual([{ value: 'false' }]);
  });

  it('rejects rows that overlap stored data, naming their lines, and writes none of the file', async () => {
    await importFile(store, duckdbDialect, write('a.csv', 'Tarih;Saat;PTF (TL/MWh)\n01.01.2025;01:00;10,00\n'));
    const outcome = await importFile(store, duckdbDialect, write('b.csv', 'Tarih;Saat;PTF (TL/MWh)\n01.01.2025;00:00;1,00\n01.01.2025;01:00;2,00\n01.01.2025;02:00;3,00\n'));
    expect(outcome.written).toEqual([]);
    expect(outcome.problems.map((p) => `${p.line}: ${p.reason}`)).toEqual(['3: dam.mcp already has a row for 2025-01-01T01:00:00+03:00']);
    expect(await count(store, 'dam_mcp')).toBe(1);
  });

  it('writes the generation rollup without plants', async () => {
    const outcome = await importFile(store, duckdbDialect, write('g.csv', 'Tarih;Saat;Toplam;Rüzgar;Güneş\n01.01.2025;00:00;100,5;100;,5\n'));
    expect(outcome.problems).toEqual([]);
    expect(await store.query('SELECT total, wind, sun FROM generation_realtime')).toEqual([{ total: 100.5, wind: 100, sun: 0.5 }]);
  });

  it('refuses a store that holds the simulated market', async () => {
    await store.exec("INSERT INTO world_state VALUES ('simulated', 'true')");
    const outcome = await importFile(store, duckdbDialect, write('c.csv', 'Tarih;Saat;PTF (TL/MWh)\n01.01.2025;00:00;1,00\n'));
    expect(outcome.problems[0]!.reason).toMatch(/simulated market.*DATA_DIR \(or DATABASE_URL\).*SIMULATION=off/);
    expect(await count(store, 'dam_mcp')).toBe(0);
  });
});

describe('openRealStore', () => {
  it('claims a fresh store, reports the stored range and refuses a simulated store', async () => {
    const store = await openDuckdbStore(':memory:');
    await migrate(store);
    await importFile(store, duckdbDialect, write('d.csv', 'Tarih;Saat;Tüketim Miktarı (MWh)\n31.12.2024;23:00;1,00\n01.01.2025;00:00;2,00\n'));
    const facts = await openRealStore(store, duckdbDialect, '2030-01-01');
    expect([facts.simulated, facts.dataStart, facts.dataEnd()]).toEqual([false, '2024-12-31', '2025-01-01']);
    await store.exec("UPDATE world_state SET value = 'true' WHERE key = 'simulated'");
    await expect(openRealStore(store, duckdbDialect, '2030-01-01')).rejects.toThrow(/simulated market/);
    await store.close();
  });
});
