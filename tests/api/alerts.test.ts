// Alert rules and follows on both stores: evaluated when a publication happens (the scheduler sees the schedule
// advance under the app's injected clock), a rule fires once for the newly published period and not again, a
// rule that does not hold stays quiet, and a follow (an order 'on publication') delivers when its report is out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverySchedulerOf } from '../../src/server/deliveries/registerDeliveries';
import type { MailMessage } from '../../src/server/identity/mailer';
import { TEST_MEMBER, postJson, signIn, startTestServer, type TestServer } from '../support/testServer';

process.env.DELIVERY_SCHEDULER = 'off';

/** 2024-08-20 13:30 Istanbul: tomorrow's day-ahead results come out at 14:00. */
let clock = Date.parse('2024-08-20T10:30:00Z');
let server: TestServer;
let member: string;
const outbox: MailMessage[] = [];
const tick = () => deliverySchedulerOf(server.app).tick();
const rule = (over: Record<string, unknown> = {}) => ({ name: 'PTF yüksek', reportId: 'dam-mcp', column: 'price', aggregate: 'max', comparator: 'gt', threshold: 0, ...over });

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), mailer: { send: async (m) => { outbox.push(m); } } });
  member = await signIn(server.app, TEST_MEMBER);
});
afterAll(async () => { await server.close(); });

describe('alert rules', () => {
  it('refuses a rule on a column that holds no numbers, naming every field at fault', async () => {
    const bad = await postJson(server.app, '/app-api/member/alerts', rule({ column: 'date', aggregate: 'median', threshold: 'high' }), { cookie: member, 'accept-language': 'tr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { errorMessage: string }) => e.errorMessage.split(':')[0])).toEqual(['column', 'aggregate', 'threshold']);
    expect(bad.json().errors[0].errorMessage).toContain('sütun');
  });

  it('fires once when the day-ahead results are published, and not again', async () => {
    const holds = await postJson(server.app, '/app-api/member/alerts', rule(), { cookie: member });
    expect(holds.statusCode).toBe(201);
    await postJson(server.app, '/app-api/member/alerts', rule({ name: 'Never', threshold: 1_000_000 }), { cookie: member });
    const follow = await postJson(server.app, '/app-api/member/orders', {
      name: 'Yarının PTF', reportId: 'dam-mcp', range: 'today', format: 'csv', schedule: { kind: 'onPublication' }, channel: { kind: 'email' },
    }, { cookie: member });
    expect(follow.json().nextRunAt).toBeNull();
    expect((await tick()).published).toEqual([]); // the first tick notes the schedule

    clock = Date.parse('2024-08-20T10:55:00Z'); // 13:55: nothing new of the day-ahead market
    expect((await tick()).alerts).toBe(0);
    clock = Date.parse('2024-08-20T11:05:00Z'); // 14:05
    const report = await tick();
    expect(report.published).toEqual(expect.arrayContaining(['dayAheadPrice', 'realtime']));
    expect(report.alerts).toBe(1);
    expect(report.orders).toBe(1);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.attachments![0]!.filename).toMatch(/^dam-mcp_2024-08-20_2024-08-20/);

    clock = Date.parse('2024-08-20T11:10:00Z');
    expect(await tick()).toMatchObject({ published: [], alerts: 0, orders: 0 });
    const firings = (await server.app.inject({ method: 'GET', url: '/app-api/member/alerts/firings', headers: { cookie: member } })).json().items;
    expect(firings).toEqual([expect.objectContaining({ ruleName: 'PTF yüksek', periodStart: '2024-08-21', periodEnd: '2024-08-21' })]);
    expect(firings[0].value).toBeGreaterThan(0);
  });

  it('lists, edits and deletes a member\'s rules', async () => {
    const list = (await server.app.inject({ method: 'GET', url: '/app-api/member/alerts', headers: { cookie: member } })).json().items;
    expect(list.map((r: { name: string }) => r.name)).toEqual(['PTF yüksek', 'Never']);
    const edited = await server.app.inject({ method: 'PUT', url: `/app-api/member/alerts/${list[1].id}`, headers: { cookie: member, 'content-type': 'application/json' }, payload: JSON.stringify(rule({ name: 'Low', comparator: 'lt', aggregate: 'avg', paused: true })) });
    expect(edited.json()).toMatchObject({ name: 'Low', comparator: 'lt', paused: true });
    expect((await server.app.inject({ method: 'DELETE', url: `/app-api/member/alerts/${list[1].id}`, headers: { cookie: member } })).statusCode).toBe(204);
    expect((await server.app.inject({ method: 'DELETE', url: `/app-api/member/alerts/${list[1].id}`, headers: { cookie: member } })).statusCode).toBe(404);
  });
});
