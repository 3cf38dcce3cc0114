// The same simulated world on DuckDB and on PostgreSQL answers every report byte for byte alike: default
// views, other ranges, paging with a sort on every column, a dimension filter, summaries, CSV exports.
// Also: migrations are idempotent on both, and a failed transaction writes nothing on PostgreSQL.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDescriptor } from '../../schemas/report.schema';
import { firstOptionFilters } from '../../src/engine/filters/lookup/firstOptionFilters';
import { lookups } from '../../src/engine/lookups/lookups';
import { spanLimitExceeded } from '../../src/engine/request/spanLimitExceeded';
import { answerItems } from '../../src/engine/catalogue/answerItemFields';
import { findOperation } from '../../src/engine/catalogue/catalogue';
import { findDataset } from '../../src/server/datasets/datasets';
import { loadReports } from '../../src/server/reports/loadReports';
import { seedWorld } from '../../src/server/seed/seedWorld';
import { migrate } from '../../src/server/store/migrations';
import type { Store } from '../../src/server/store/store';
import { resolveDefaultRequest } from '../support/resolveDefaultRequest';
import { openTestStore, postJson, startTestServer, type TestServer } from '../support/testServer';

const { reports } = loadReports(resolve('reports'));
let duckdb: TestServer;
let postgres: TestServer;
beforeAll(async () => {
  [duckdb, postgres] = await Promise.all([startTestServer({ store: 'duckdb' }), startTestServer({ store: 'postgres' })]);
});
afterAll(async () => { await Promise.all([duckdb?.close(), postgres?.close()]); });

const wall = (day: string) => `${day}T00:00:00+03:00`;

/** Bodies that exercise every part of the generated SQL for one report. */
async function bodiesFor(descriptor: ReportDescriptor): Promise<Array<[string, Record<string, unknown>]>> {
  const base = await resolveDefaultRequest(duckdb.app, descriptor);
  const bodies: Array<[string, Record<string, unknown>]> = [['default view', base]];
  // A GET operation (a dashboard) takes no body: its window is its only view.
  if (descriptor.api.method === 'GET') return bodies;
  // A longer range, as long as the report allows (a lookup following the range, the day's contract, is asked again).
  const range = descriptor.filters.find((f) => f.widget === 'dateRange');
  // The first that holds rows: a report published months late (retroactive items) has none in the recent ones.
  const longer = ([['a month and a half', '2024-07-01', '2024-08-15'], ['a week', '2024-08-05', '2024-08-11'], ['the first half of the year', '2024-01-01', '2024-06-30']] as const)
    .filter(([, from, to]) => !range || !spanLimitExceeded(from, to, range.maxSpan));
  if ('startDate' in base) {
    const firstOptions = firstOptionFilters(descriptor).length > 0;
    for (const [name, from, to] of longer) {
      const body = firstOptions ? await resolveDefaultRequest(duckdb.app, descriptor, { startDate: from, endDate: to }) : { ...base, startDate: wall(from), endDate: wall(to) };
      const answer = (await postJson(duckdb.app, `/${descriptor.api.service}${descriptor.api.path}`, body)).json();
      if (answerItems(findOperation(descriptor.api.service, descriptor.api.path)!, answer).length === 0) continue;
      bodies.push([name, body]);
      break;
    }
  }
  if (descriptor.api.paged) {
    // Pages small enough that a second one exists, even for a report of a few monthly rows.
    const total = ((await postJson(duckdb.app, `/${descriptor.api.service}${descriptor.api.path}`, base)).json() as { items: unknown[] }).items.length;
    const size = Math.max(1, Math.min(7, Math.floor(total / 2)));
    for (const column of descriptor.columns) {
      for (const direction of ['ASC', 'DESC']) {
        bodies.push([`page 2 sorted by ${column.key} ${direction}`, { ...base, page: { number: 2, size, sort: { field: column.key, direction } } }]);
      }
    }
  }
  if (descriptor.data.kind === 'dataset') {
    const dataset = findDataset(descriptor.data.dataset)!;
    const dimensions = Object.entries(descriptor.data.dimensions ?? {});
    // Optional dimension filters are cleared so each is tried alone; a required one (a region) keeps its value.
    const optional = (field: string) => descriptor.api.request[field]?.required !== true;
    const unfiltered = Object.fromEntries(Object.entries(base).filter(([field]) => !(optional(field) && dimensions.some(([requestField]) => requestField === field))));
    // A member the default view shows, when its items name it (a sparse dataset, market messages, may not have the
    // most frequent member in the default range); else the most frequent member of the dataset.
    const shown = ((await postJson(duckdb.app, `/${descriptor.api.service}${descriptor.api.path}`, unfiltered)).json().items ?? []) as Record<string, unknown>[];
    for (const [requestField, dimension] of dimensions) {
      // A required member the default view asks for (the day's first contract) stays the one of its range.
      const required = optional(requestField) ? undefined : base[requestField];
      const fromView = required ?? shown.find((item) => item[requestField] !== undefined && item[requestField] !== null)?.[requestField];
      const [row] = fromView === undefined ? await duckdb.store.query(`SELECT "${dimension}" AS v FROM ${dataset.table} GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`) : [{ v: fromView }];
      // A list field (powerPlantIds) takes its member as a one-member list.
      const isList = ['integerList', 'stringList'].includes(descriptor.api.request[requestField]?.type ?? '');
      const member = row!.v;
      bodies.push([`filtered by ${requestField}`, { ...unfiltered, [requestField]: isList && !Array.isArray(member) ? [member] : member }]);
    }
  }
  return bodies;
}

describe.each(reports.map((r) => [r.id, r] as const))('%s', (_id, descriptor) => {
  it('answers the same JSON bytes on both stores', async () => {
    const url = `/${descriptor.api.service}${descriptor.api.path}`;
    for (const [name, body] of await bodiesFor(descriptor)) {
      const call = (app: TestServer['app']) => (descriptor.api.method === 'GET' ? app.inject({ method: 'GET', url }) : postJson(app, url, body));
      const [a, b] = await Promise.all([call(duckdb.app), call(postgres.app)]);
      expect(a.statusCode, `${name}: ${a.body.slice(0, 200)}`).toBe(200);
      // Under `items`, or the one DTO of a RestResponse (answerItems).
      expect(answerItems(findOperation(descriptor.api.service, descriptor.api.path)!, a.json()).length, name).toBeGreaterThan(0);
      // A RestResponse names the call it answers (its correlation id): every other byte is the same.
      const perCall = (text: string) => text.replace(/"correlationId":"[^"]*"/, '"correlationId":""');
      expect(perCall(b.body), name).toBe(perCall(a.body));
    }
  });

  if (descriptor.api.exportPath && descriptor.export.includes('csv')) {
    it('exports the same CSV bytes on both stores', async () => {
      const url = `/${descriptor.api.service}${descriptor.api.exportPath}`;
      const body = { ...(await resolveDefaultRequest(duckdb.app, descriptor)), exportType: 'CSV' };
      const [a, b] = await Promise.all([postJson(duckdb.app, url, body), postJson(postgres.app, url, body)]);
      expect(a.statusCode).toBe(200);
      // More than the header line: the file carries rows.
      expect(a.rawPayload.toString('utf8').trim().split('\n').length).toBeGreaterThan(1);
      expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    });
  }
});

describe.each(Object.values(lookups).map((l) => [l.id, l] as const))('lookup %s', (_id, lookup) => {
  // Names with Turkish letters and mixed case: the order holds only if PostgreSQL compares text as DuckDB does.
  it('lists the same items in the same order on both stores', async () => {
    const request = { method: lookup.method, url: `/${lookup.service}${lookup.path}`, payload: {} } as const;
    const [a, b] = await Promise.all([duckdb.app.inject(request), postgres.app.inject(request)]);
    expect(a.statusCode).toBe(200);
    expect(a.body.length).toBeGreaterThan(20);
    expect(b.body).toBe(a.body);
  });
});

describe('the stores', () => {
  it('hand back numbers and naive timestamps alike', async () => {
    const sql = "SELECT CAST(12345678901 AS BIGINT) AS big, CAST(1.25 AS DECIMAL(10, 2)) AS dec, CAST(2.5 AS DOUBLE PRECISION) AS dbl, CAST(7 AS INTEGER) AS i, TIMESTAMP '2024-03-31 03:30:00' AS ts, CAST(NULL AS VARCHAR) AS nothing";
    const [a, b] = await Promise.all([duckdb.store.query(sql), postgres.store.query(sql)]);
    expect(a).toEqual([{ big: 12345678901, dec: 1.25, dbl: 2.5, i: 7, ts: new Date('2024-03-31T03:30:00Z'), nothing: null }]);
    expect(b).toEqual(a);
  });

  it.each(['duckdb', 'postgres'] as const)('run the migrations a second time as a no-op on %s', async (kind) => {
    const store = (kind === 'duckdb' ? duckdb : postgres).store;
    const snapshot = async () => JSON.stringify(await store.query('SELECT version, name FROM schema_migrations ORDER BY version'))
      + JSON.stringify(await store.query('SELECT CAST(count(*) AS INTEGER) AS n FROM dam_mcp'));
    const before = await snapshot();
    await migrate(store);
    expect(await snapshot()).toBe(before);
  });

  it('write nothing on PostgreSQL when a transaction fails half-way', async () => {
    const store = await openTestStore('postgres');
    try {
      // Fails on the last statement of the world build, after every dataset was inserted.
      const failing: Store = { ...store, exec: (sql, params) => (sql.includes('CREATE OR REPLACE VIEW') ? Promise.reject(new Error('disk full')) : store.exec(sql, params)) };
      await expect(seedWorld(failing, { startDay: '2024-08-01', endDay: '2024-08-03' })).rejects.toThrow('disk full');
      for (const table of ['dam_mcp', 'generation_realtime', 'registry_power_plants', 'plant_day_share', 'world_state']) {
        const [row] = await store.query(`SELECT CAST(count(*) AS INTEGER) AS n FROM ${table}`);
        expect(row, table).toEqual({ n: 0 });
      }
      // The views the migrations build over those tables are still there, and answer with nothing.
      expect(await store.query('SELECT CAST(count(*) AS INTEGER) AS n FROM generation_realtime_plant')).toEqual([{ n: 0 }]);
      // The pinned connection went back to the pool: the same store still builds the world afterwards.
      expect((await seedWorld(store, { startDay: '2024-08-01', endDay: '2024-08-03' })).action).toBe('created');
      expect(await store.query('SELECT CAST(count(*) AS INTEGER) AS n FROM dam_mcp')).toEqual([{ n: 72 }]);
    } finally {
      await store.close();
    }
  });
});
