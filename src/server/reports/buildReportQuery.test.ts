// Hostile values stay values: whatever a request carries, it reaches the SQL only as a bound parameter, and a
// sort or page that validation should have refused is refused here too, before any SQL exists.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { findDataset, primaryDatasetId } from '../datasets/datasets';
import { openDuckdbStore } from '../store/duckdbStore';
import { migrate } from '../store/migrations';
import { duckdbDialect, postgresDialect } from '../store/sqlDialect';
import type { Store } from '../store/store';
import { UnsafeIdentifier } from '../store/sqlIdentifier';
import { UnsafeReportRequest, buildReportQuery, type ReportQuery } from './buildReportQuery';
import { loadReports } from './loadReports';
import type { ReportRequest } from './reportRequest';

const { reports } = loadReports(resolve('reports'));
const report = (id: string) => reports.find((r) => r.id === id)!;
const NOW = new Date('2024-08-20T11:30:00Z');
const RANGE = { start: '2024-08-01', end: '2024-08-02' };

const HOSTILE = [
  "1 --", "1; DROP TABLE accounts", "(SELECT password_hash FROM accounts LIMIT 1)", "' OR '1'='1", "read_text('/etc/passwd')",
  '"; SELECT 1; --', "<script>alert(1)</script>", 'x\u0000y', '\u202eprice', "1) UNION SELECT * FROM accounts --",
];

const sqlOf = (query: ReportQuery) => [query.rows.sql, query.count.sql, query.summary?.sql ?? ''].join('\n');

describe.each([['duckdb', duckdbDialect], ['postgres', postgresDialect]] as const)('buildReportQuery on %s', (_name, dialect) => {
  it.each(HOSTILE)('keeps the dimension value %j out of the SQL text', (value) => {
    const query = buildReportQuery(report('realtime-generation'), { range: RANGE, values: { powerPlantId: value } }, dialect, NOW);
    expect(sqlOf(query)).not.toContain(value);
    expect(query.rows.params).toContain(value);
    expect(query.count.params).toContain(value);
  });

  it('binds LIMIT and OFFSET as parameters, in the rows statement only', () => {
    const query = buildReportQuery(report('dam-mcp'), { range: RANGE, values: {}, page: { number: 3, size: 24 } }, dialect, NOW);
    expect(query.rows.sql).toMatch(/LIMIT \$\d+ OFFSET \$\d+$/);
    expect(query.rows.params.slice(-2)).toEqual([24, 48]);
    expect(query.count.sql).not.toContain('LIMIT');
    expect(query.count.params).toHaveLength(query.rows.params.length - 2);
  });

  it.each<[string, unknown]>([
    ['text in the size', '1 --'], ['a sub-select in the size', '(SELECT count(*) FROM accounts)'], ['a fraction', 1.5],
    ['zero', 0], ['a negative size', -1], ['a size beyond 2^63', 2 ** 64], ['too large a page', 100_001], ['NaN', Number.NaN],
  ])('refuses %s as a page size', (_label, size) => {
    const request = { range: RANGE, values: {}, page: { number: 1, size } } as unknown as ReportRequest;
    expect(() => buildReportQuery(report('dam-mcp'), request, dialect, NOW)).toThrow(UnsafeReportRequest);
  });

  it.each<unknown>(['1 --', 0, -3, 2.5, 2 ** 63, '2'])('refuses %j as a page number', (number) => {
    const request = { range: RANGE, values: {}, page: { number, size: 10 } } as unknown as ReportRequest;
    expect(() => buildReportQuery(report('dam-mcp'), request, dialect, NOW)).toThrow(UnsafeReportRequest);
  });

  it.each<[unknown, unknown]>([
    ['price" --', 'ASC'], ['accounts', 'ASC'], ['(SELECT 1)', 'DESC'], ['price', 'ASC; DROP TABLE x'], ['price', 'asc'],
    ['constructor', 'ASC'], ['price', 'constructor'], ['__proto__', '__proto__'], [null, 'ASC'], [{}, 'ASC'],
  ])('refuses the sort %j %j', (field, direction) => {
    const request = { range: RANGE, values: {}, page: { number: 1, size: 10, sort: { field, direction } } } as unknown as ReportRequest;
    expect(() => buildReportQuery(report('dam-mcp'), request, dialect, NOW)).toThrow(UnsafeReportRequest);
  });

  it('writes a valid sort with the descriptor\'s column name', () => {
    const query = buildReportQuery(report('dam-mcp'), { range: RANGE, values: {}, page: { number: 1, size: 10, sort: { field: 'price', direction: 'DESC' } } }, dialect, NOW);
    expect(query.rows.sql).toContain('ORDER BY "price" DESC NULLS LAST');
  });

  it('ignores page, sort included, on a report that is not paged', () => {
    const hostile = { number: 1, size: '1 --', sort: { field: 'x"; --', direction: 'UP' } } as unknown as ReportRequest['page'];
    const query = buildReportQuery(report('mcp-monthly-average'), { range: RANGE, values: {}, page: hostile! }, dialect, NOW);
    expect(query.rows.sql).not.toMatch(/LIMIT|OFFSET|--/);
    expect(query.rows.params).toEqual(query.count.params);
  });

  it('refuses range days that are not days', () => {
    const request = { range: { start: "2024-01-01' OR 1=1 --", end: '2024-01-02' }, values: {} } as ReportRequest;
    expect(() => buildReportQuery(report('dam-mcp'), request, dialect, NOW)).toThrow(UnsafeReportRequest);
  });

  it('refuses a descriptor name that is not a plain identifier', () => {
    const base = report('dam-mcp');
    const evil = { ...base, columns: [...base.columns, { key: 'x" FROM accounts --', type: 'number', label: { tr: 'x', en: 'x' } }] } as unknown as ReportDescriptor;
    expect(() => buildReportQuery(evil, { range: RANGE, values: {} }, dialect, NOW)).toThrow(UnsafeIdentifier);
  });

  it.each<unknown>(['hour', 'year', "day') --", 'DAY', 1, null, {}, 'constructor'])('refuses %j as a resolution', (resolution) => {
    const request = { range: RANGE, values: {}, resolution } as unknown as ReportRequest;
    expect(() => buildReportQuery(report('dam-mcp'), request, dialect, NOW)).toThrow(UnsafeReportRequest);
  });

  it('averages prices per step and leaves the hour empty', () => {
    const query = buildReportQuery(report('dam-mcp'), { range: RANGE, values: {}, resolution: 'week' }, dialect, NOW);
    expect(query.rows.sql).toMatch(/GREATEST\(date_trunc\('week', raw\.ts\), CAST\(\$\d+ AS TIMESTAMP\)\) AS ts/);
    expect(query.rows.sql).toMatch(/avg\(raw\."price"\)/);
    expect(query.rows.sql).not.toMatch(/sum\(raw\./);
    expect(query.rows.sql).toContain('CAST(NULL AS VARCHAR) AS "hour"');
    expect(query.rows.sql).toMatch(/GROUP BY GREATEST\(date_trunc\('week', raw\.ts\)/);
  });

  it('adds up volumes per step', () => {
    const query = buildReportQuery(report('realtime-consumption'), { range: RANGE, values: {}, resolution: 'month' }, dialect, NOW);
    expect(query.rows.sql).toMatch(/sum\(raw\."consumption"\)/);
    expect(query.rows.sql).not.toMatch(/avg\(raw\./);
  });

  it('keeps the summary over the hourly rows, not over the steps', () => {
    const query = buildReportQuery(report('dam-mcp'), { range: RANGE, values: {}, resolution: 'day' }, dialect, NOW);
    expect(query.summary?.sql ?? '').not.toContain('date_trunc');
  });

  it('orders rows whose key may repeat by every answered column after the key', () => {
    const forecast = reports.find((r) => findDataset(primaryDatasetId(r.data))?.keyRepeats && r.data.kind === 'dataset');
    expect(forecast, 'a report reading a dataset whose key repeats').toBeDefined();
    const query = buildReportQuery(forecast!, { values: {} }, dialect, NOW, { paged: false });
    expect(query.rows.sql).toMatch(new RegExp(`ORDER BY .*${forecast!.columns.map((_c, i) => String(i + 1)).join(', ')}$`));
  });

  it('sorts an export by the sort it carries, refusing one that names no column', () => {
    const query = buildReportQuery(report('dam-mcp'), { range: RANGE, values: {}, sort: { field: 'price', direction: 'DESC' } }, dialect, NOW, { paged: false });
    // Then by the row key: the time, one row each, so no further order is needed.
    expect(query.rows.sql).toMatch(/ORDER BY "price" DESC NULLS LAST, src\.ts$/);
    const hostile = { range: RANGE, values: {}, sort: { field: 'price; --', direction: 'DESC' } } as ReportRequest;
    expect(() => buildReportQuery(report('dam-mcp'), hostile, dialect, NOW, { paged: false })).toThrow(UnsafeReportRequest);
  });
});

// A dataset kept per member without a rollup table (gas storage facilities, entry points), read with its filter
// left empty: the whole, one row per day. Run on a real store with known rows.
describe('an empty dimension filter without a rollup table', () => {
  const DAYS = ['2024-08-01', '2024-08-02'];
  const FACILITIES: Record<number, [number, number, number]> = { 1: [10, 2, 400], 2: [20, 0, 700], 3: [1, 4, 300] };
  const POINTS: Record<number, number> = { 101: 500, 102: 700, 103: 300 };
  let store: Store;

  beforeAll(async () => {
    store = await openDuckdbStore(':memory:');
    await migrate(store);
    const storage = findDataset('gas.storage')!;
    await store.insertRows(storage.table, [...storage.dimensions, ...storage.fields], DAYS.flatMap((day, d) => Object.entries(FACILITIES).map(([id, [injection, reproduction, stock]]) => ({
      ts: Date.parse(`${day}T00:00:00Z`), storageFacilityId: Number(id), injection: injection + d, reproduction, stockAmount: stock,
    }))), true);
    const points = findDataset('gas.transmission.entry-point')!;
    await store.insertRows(points.table, [...points.dimensions, ...points.fields], DAYS.flatMap((day) => Object.entries(POINTS).map(([id, max]) => ({
      ts: Date.parse(`${day}T00:00:00Z`), pointId: Number(id), entryAmount: max / 2, maxEntryAmount: max, rezerveEntryAmount: max / 4,
    }))), true);
  });
  afterAll(async () => { await store.close(); });

  const run = async (id: string, values: ReportRequest['values']) => {
    const query = buildReportQuery(report(id), { range: { start: DAYS[0]!, end: DAYS[1]! }, values }, duckdbDialect, NOW);
    return store.query(query.rows.sql, query.rows.params);
  };

  it('answers one row per day with the quantities added up over every member', async () => {
    const rows = await run('gas-storage-actualization', {});
    expect(rows.map((r) => [r.injection, r.reproduction])).toEqual([[31, 6], [34, 6]]);
  });

  it('answers one member alone when it is chosen', async () => {
    const rows = await run('gas-storage-actualization', { storageFacilityId: 2 });
    expect(rows.map((r) => r.injection)).toEqual([20, 21]);
  });

  it('averages a column whose aggregates do not add it up (a capacity)', async () => {
    expect((await run('gas-max-entry-capacity', {})).map((r) => r.maxEntryAmount)).toEqual([500, 500]);
  });

  it('keeps one row per member when the columns name the member (dam levels)', () => {
    const query = buildReportQuery(report('dam-daily-level'), { range: RANGE, values: {} }, duckdbDialect, NOW);
    expect(query.rows.sql).not.toContain('GROUP BY');
  });
});
