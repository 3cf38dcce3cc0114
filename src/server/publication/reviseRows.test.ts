import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorld } from '../seed/seedWorld';
import { openDuckdbStore } from '../store/duckdbStore';
import { migrate } from '../store/migrations';
import type { Store } from '../store/store';
import { listRevisions } from './listRevisions';
import { reviseRows, RevisionRejected } from './reviseRows';

let store: Store;
beforeAll(async () => {
  store = await openDuckdbStore(':memory:');
  await migrate(store);
  await seedWorld(store, { startDay: '2024-08-01', endDay: '2024-08-02' });
});
afterAll(async () => { await store.close(); });

const NOW = new Date('2024-08-02T09:15:00Z'); // 12:15 in Istanbul
const price = async (hour: string) => (await store.query(`SELECT price FROM dam_mcp WHERE ts = TIMESTAMP '2024-08-01 ${hour}'`))[0]!.price as number;
const tableText = async (table: string) => JSON.stringify(await store.query(`SELECT * EXCLUDE (ts), CAST(ts AS VARCHAR) AS t FROM ${table} ORDER BY ALL`));

describe('reviseRows', () => {
  it('changes the named rows and records old and new values, the range, the reason and the time', async () => {
    const before = [await price('10:00:00'), await price('11:00:00')];
    const summary = await reviseRows(store, 'dam.mcp', [
      { ts: '2024-08-01T11:00:00+03:00', price: 2500.5 },
      { ts: '2024-08-01T10:00:00+03:00', price: 2400, volume: 12_000 },
    ], 'Correction after an objection', NOW);
    expect(summary).toMatchObject({ dataset: 'dam.mcp', tsFrom: '2024-08-01T10:00:00+03:00', tsTo: '2024-08-01T11:00:00+03:00', rows: 2 });
    expect([await price('10:00:00'), await price('11:00:00')]).toEqual([2400, 2500.5]);

    const [revision] = await listRevisions(store, { dataset: 'dam.mcp' });
    expect(revision).toMatchObject({ id: summary.id, reason: 'Correction after an objection', revisedAt: '2024-08-02T12:15:00+03:00', tsFrom: summary.tsFrom, tsTo: summary.tsTo });
    expect(revision!.newValues).toEqual([
      { ts: '2024-08-01T11:00:00+03:00', price: 2500.5 },
      { ts: '2024-08-01T10:00:00+03:00', price: 2400, volume: 12_000 },
    ]);
    expect(revision!.oldValues).toEqual([
      { ts: '2024-08-01T11:00:00+03:00', price: before[1] },
      { ts: '2024-08-01T10:00:00+03:00', price: before[0], volume: expect.any(Number) },
    ]);
  });

  it('applies overlapping revisions of one row in turn, each recording what the previous one wrote', async () => {
    const [a, b] = await Promise.all([
      reviseRows(store, 'dam.mcp', [{ ts: '2024-08-01T05:00:00+03:00', price: 1 }], 'first', NOW),
      reviseRows(store, 'dam.mcp', [{ ts: '2024-08-01T05:00:00+03:00', price: 2 }], 'second', NOW),
    ]);
    const revisions = await listRevisions(store, { dataset: 'dam.mcp', limit: 2 });
    expect(revisions.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(revisions[0]!.oldValues[0]!.price).toBe(1);
    expect(await price('05:00:00')).toBe(2);
  });

  it('revises a row of a dataset with dimensions by its key only', async () => {
    const key = { ts: '2024-08-01T03:00:00+03:00', region: 'TR1' };
    await reviseRows(store, 'bpm.smp', [{ ...key, systemMarginalPrice: 999 }], 'region key', NOW);
    const rows = await store.query("SELECT region, \"systemMarginalPrice\" AS smp FROM bpm_smp WHERE ts = TIMESTAMP '2024-08-01 03:00:00'");
    expect(rows.find((r) => r.region === 'TR1')!.smp).toBe(999);
    expect(rows.filter((r) => r.smp === 999)).toHaveLength(1);
  });

  it.each([
    ['an unknown dataset', 'nope', [{ ts: '2024-08-01T10:00:00+03:00', price: 1 }], 'r', 'UNKNOWN_DATASET'],
    ['registry data', 'registry.dams', [{ ts: '2024-08-01T10:00:00+03:00' }], 'r', 'UNKNOWN_DATASET'],
    ['a view over another dataset', 'consumption.multiple-factor-company', [{ ts: '2024-08-01T10:00:00+03:00', distributionId: 1, meterReadingType: 1, subscriberProfileGroup: 1, multiplier: 0.001 }], 'r', 'DERIVED_DATASET'],
    ['an empty reason', 'dam.mcp', [{ ts: '2024-08-01T10:00:00+03:00', price: 1 }], '  ', 'MISSING_REASON'],
    ['a row that is not stored', 'dam.mcp', [{ ts: '2030-01-01T10:00:00+03:00', price: 1 }], 'r', 'ROW_NOT_FOUND'],
    ['a malformed ts', 'dam.mcp', [{ ts: '2024-08-01 10:00', price: 1 }], 'r', 'INVALID_TS'],
    ['an unknown field', 'dam.mcp', [{ ts: '2024-08-01T10:00:00+03:00', cost: 1 }], 'r', 'UNKNOWN_FIELD'],
    ['text for a number', 'dam.mcp', [{ ts: '2024-08-01T10:00:00+03:00', price: '1' }], 'r', 'INVALID_VALUE'],
    ['a missing dimension', 'bpm.smp', [{ ts: '2024-08-01T10:00:00+03:00', systemMarginalPrice: 1 }], 'r', 'MISSING_DIMENSION'],
    ['the same row twice', 'dam.mcp', [{ ts: '2024-08-01T10:00:00+03:00', price: 1 }, { ts: '2024-08-01T10:00:00+03:00', price: 2 }], 'r', 'DUPLICATE_ROW'],
    ['a row with nothing to change', 'dam.mcp', [{ ts: '2024-08-01T10:00:00+03:00' }], 'r', 'NO_CHANGE'],
  ])('refuses %s and writes nothing', async (_name, dataset, rows, reason, code) => {
    const revisionsBefore = (await listRevisions(store)).length;
    const dataBefore = await tableText('dam_mcp');
    const error = await reviseRows(store, dataset, rows, reason, NOW).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RevisionRejected);
    expect((error as RevisionRejected).code).toBe(code);
    expect((await listRevisions(store)).length).toBe(revisionsBefore);
    expect(await tableText('dam_mcp')).toBe(dataBefore);
  });

  it('rolls the row changes back when the revision cannot be recorded', async () => {
    const failing: Store = {
      dialect: store.dialect,
      query: (sql, params) => store.query(sql, params),
      insertRows: (...args) => store.insertRows(...args),
      queryBatches: (sql, params) => store.queryBatches(sql, params),
      close: () => store.close(),
      transaction: (work) => store.transaction(work),
      exec: async (sql, params) => {
        if (sql.startsWith('INSERT INTO revisions')) throw new Error('the log is unavailable');
        return store.exec(sql, params);
      },
    };
    const dataBefore = await tableText('dam_mcp');
    await expect(reviseRows(failing, 'dam.mcp', [{ ts: '2024-08-01T20:00:00+03:00', price: 7 }, { ts: '2024-08-01T21:00:00+03:00', price: 8 }], 'r', NOW)).rejects.toThrow('the log is unavailable');
    expect(await tableText('dam_mcp')).toBe(dataBefore);
  });

  it('quotes text values, so a reason cannot break out of its literal', async () => {
    const reason = "operator's note'); DROP TABLE dam_mcp; --";
    const { id } = await reviseRows(store, 'dam.mcp', [{ ts: '2024-08-01T22:00:00+03:00', price: 3 }], reason, NOW);
    expect((await listRevisions(store, { limit: 1 }))[0]).toMatchObject({ id, reason });
    expect(await price('22:00:00')).toBe(3);
  });
});
