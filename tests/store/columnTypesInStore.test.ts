// Yes/no flags and nested lists go through both stores as the column types promise: a stored 0/1 answers a real
// boolean, a list kept as JSON text answers a real array, and a time kept as ISO text passes through unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportColumn } from '../../schemas/report.schema';
import { readRow } from '../../src/engine/columns/readRow';
import { findDataset } from '../../src/server/datasets/datasets';
import { columnSql } from '../../src/server/reports/columnSql';
import { dialectOf } from '../../src/server/store/sqlDialect';
import type { Store } from '../../src/server/store/store';
import { openTestStore } from '../support/testServer';

let store: Store;
beforeAll(async () => { store = await openTestStore(); });
afterAll(async () => { await store.close(); });

const column = (key: string, type: ReportColumn['type']): ReportColumn => ({ key, type, hidden: false, label: { tr: key, en: key } });

describe('column types in the store', () => {
  it('answers flags as booleans and fault details as arrays', async () => {
    const dataset = findDataset('umm.messages')!;
    const base = { regionId: 1, mesajTipId: 1, organizationId: 7, powerPlantId: 8, uevcbId: 9, orgName: 'A', powerPlantName: 'B', uevcbName: 'C', caseEndDate: null, operatorPower: 100, capacityAtCaseTime: 0, reason: 'x' };
    await store.insertRows(dataset.table, [...dataset.dimensions, ...dataset.fields], [
      { ...base, ts: Date.UTC(2024, 6, 29, 13), id: 1, caseStartDate: '2024-07-29T13:20:00+03:00', faultDetails: '[{"hour":"2024-07-29T13:00:00+03:00","faultCausedPowerLoss":12.5}]' },
      { ...base, ts: Date.UTC(2024, 6, 29, 14), id: 2, caseStartDate: '2024-07-29T14:00:00+03:00', faultDetails: '[]' },
    ], true);
    const columns = [
      column('id', 'integer'), column('faultDetails', 'list'),
      // A time column reads the row time unless it names its field: a case's start and end are kept as ISO text.
      { ...column('caseStartDate', 'datetime'), field: 'caseStartDate' }, { ...column('caseEndDate', 'datetime'), field: 'caseEndDate' },
      { ...column('hour', 'hour') },
      { ...column('hasCapacity', 'boolean'), field: 'capacityAtCaseTime' }, { ...column('isRunning', 'boolean'), field: 'operatorPower' },
    ];
    const textFields = new Set(dataset.fields.filter((f) => f.type === 'VARCHAR').map((f) => f.name));
    const select = columns.map((c) => `${columnSql(c, dialectOf(store), textFields)} AS "${c.key}"`).join(', ');
    const rows = (await store.query(`SELECT ${select} FROM ${dataset.table} AS src ORDER BY src.id`, [])).map((row) => readRow(columns, row));
    expect(rows).toEqual([
      { id: 1, caseStartDate: '2024-07-29T13:20:00+03:00', caseEndDate: null, hour: '13:00', faultDetails: [{ hour: '2024-07-29T13:00:00+03:00', faultCausedPowerLoss: 12.5 }], hasCapacity: false, isRunning: true },
      { id: 2, caseStartDate: '2024-07-29T14:00:00+03:00', caseEndDate: null, hour: '14:00', faultDetails: [], hasCapacity: false, isRunning: true },
    ]);
  });
});
