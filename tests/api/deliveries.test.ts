// Scheduled exports on both stores: an order runs at its Istanbul time and the mail carries the right file; a
// webhook to a local HTTP server carries a valid signature; a failing one is retried with growing waits and then
// marked failed; an administrator sees every delivery, retries one and pauses a member. The clock is the app's
// injected `now`, moved by the test, and the scheduler is ticked by hand (DELIVERY_SCHEDULER=off).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverySchedulerOf } from '../../src/server/deliveries/registerDeliveries';
import { verifyWebhook } from '../../src/server/deliveries/webhookSignature';
import type { MailMessage } from '../../src/server/identity/mailer';
import { TEST_ADMIN, TEST_MEMBER, TEST_NOW, postJson, signIn, startTestServer, type TestServer } from '../support/testServer';

process.env.DELIVERY_SCHEDULER = 'off';
process.env.WEBHOOK_ALLOW_PRIVATE = 'true';

const MINUTE = 60_000;
let clock = TEST_NOW.getTime(); // 2024-08-20 14:30 Istanbul
let server: TestServer;
let member: string;
let admin: string;
const outbox: MailMessage[] = [];
const received: { url: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
let receiver: Server;
let receiverUrl: string;

const orderBody = (over: Record<string, unknown> = {}) => ({
  name: 'Dünkü PTF', reportId: 'dam-mcp', range: 'yesterday', filters: {}, format: 'csv',
  schedule: { kind: 'daily', time: '15:00' }, channel: { kind: 'email' }, ...over,
});
const create = (body: unknown) => postJson(server.app, '/app-api/member/orders', body, { cookie: member });
const tick = () => deliverySchedulerOf(server.app).tick();

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = request.url === '/fail' ? 500 : 200;
      response.end('ok');
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  server = await startTestServer({ now: () => new Date(clock), mailer: { send: async (m) => { outbox.push(m); } } });
  member = await signIn(server.app, TEST_MEMBER);
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
});
afterAll(async () => {
  await server.close();
  await new Promise((done) => receiver.close(done));
});

describe('member orders', () => {
  it('refuses a visitor, and a body with every field at fault at once', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/app-api/member/orders' })).statusCode).toBe(401);
    const bad = await create({ name: '', reportId: 'no-such-report', range: 'someday', format: 'pdf', schedule: { kind: 'daily', time: '25:00' }, channel: { kind: 'webhook', url: 'https://10.0.0.1/x', payload: 'file' }, extra: 1 });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { errorMessage: string }) => e.errorMessage.split(':')[0]);
    expect(fields).toEqual(expect.arrayContaining(['extra', 'name', 'reportId', 'range', 'format', 'schedule.time']));
  });

  it('runs a daily order at its Istanbul time and mails the CSV of yesterday', async () => {
    const created = await create(orderBody());
    expect(created.statusCode).toBe(201);
    expect(created.json().nextRunAt).toBe('2024-08-20T15:00:00+03:00');
    clock = Date.parse('2024-08-20T11:50:00Z'); // 14:50: not yet
    expect((await tick()).orders).toBe(0);
    expect(outbox).toHaveLength(0);
    clock = Date.parse('2024-08-20T12:00:30Z'); // 15:00:30
    expect((await tick()).orders).toBe(1);
    expect(outbox).toHaveLength(1);
    const mail = outbox[0]!;
    expect(mail.to).toBe(TEST_MEMBER.email);
    const file = mail.attachments![0]!;
    expect(file.filename).toMatch(/^dam-mcp_2024-08-19_2024-08-19.*\.csv$/);
    const text = file.content.toString('utf8');
    // 24 delivery hours of the 19th, each a row.
    expect(text.split(/\r?\n/).filter((line) => /19[./]08[./]2024|2024-08-19/.test(line))).toHaveLength(24);
    // The next run is tomorrow; the tick after does nothing more.
    expect((await tick()).orders).toBe(0);
    const list = (await server.app.inject({ method: 'GET', url: '/app-api/member/orders', headers: { cookie: member } })).json();
    expect(list.items[0]).toMatchObject({ nextRunAt: '2024-08-21T15:00:00+03:00', lastRun: { status: 'delivered', reason: 'schedule', attempts: 1 } });
  });

  it('signs a webhook delivery with the member\'s secret', async () => {
    const secret = (await postJson(server.app, '/app-api/member/orders/webhook-secret', {}, { cookie: member })).json().secret as string;
    const order = (await create(orderBody({ name: 'Webhook', format: 'xlsx', schedule: { kind: 'weekdays', time: '08:00' }, channel: { kind: 'webhook', url: `${receiverUrl}/ok`, payload: 'file' } }))).json();
    const run = await postJson(server.app, `/app-api/member/orders/${order.id}/run`, {}, { cookie: member });
    expect(run.json()).toMatchObject({ status: 'delivered', responseCode: 200, attempts: 1, reason: 'runNow' });
    const call = received.at(-1)!;
    expect(call.headers['content-type']).toMatch(/spreadsheetml/);
    expect(call.body.subarray(0, 2).toString()).toBe('PK');
    const timestamp = Number(call.headers['x-seffaflik-timestamp']);
    expect(verifyWebhook(secret, timestamp, call.body, String(call.headers['x-seffaflik-signature']))).toBe(true);
    expect(verifyWebhook('whsec_other', timestamp, call.body, String(call.headers['x-seffaflik-signature']))).toBe(false);
  });

  it('retries a failing webhook after 1, 5 and 25 minutes, then marks it failed; an administrator retries it', async () => {
    const order = (await create(orderBody({ name: 'Failing', schedule: { kind: 'onPublication' }, channel: { kind: 'webhook', url: `${receiverUrl}/fail`, payload: 'link' } }))).json();
    const first = (await postJson(server.app, `/app-api/member/orders/${order.id}/run`, {}, { cookie: member })).json();
    expect(first).toMatchObject({ status: 'retrying', attempts: 1, responseCode: 500 });
    const link = JSON.parse(received.at(-1)!.body.toString());
    expect(link.export).toMatchObject({ method: 'POST', url: '/electricity-service/v1/markets/dam/export/mcp', body: { exportType: 'CSV' } });
    for (const [wait, attempts] of [[MINUTE, 2], [5 * MINUTE, 3], [25 * MINUTE, 4]] as const) {
      clock += wait - 1000;
      expect((await tick()).retries).toBe(0);
      clock += 1000;
      expect((await tick()).retries).toBe(1);
      const runs = (await server.app.inject({ method: 'GET', url: `/app-api/member/orders/${order.id}/runs`, headers: { cookie: member } })).json().items;
      expect(runs[0]).toMatchObject({ attempts, status: attempts === 4 ? 'failed' : 'retrying' });
    }
    const listed = (await postJson(server.app, '/administration-service/v1/deliveries/get-deliveries', { status: 'failed' }, { cookie: admin })).json().items;
    expect(listed).toEqual([expect.objectContaining({ id: first.id, memberEmail: TEST_MEMBER.email, orderName: 'Failing', attempts: 4, responseCode: 500 })]);
    const retried = await postJson(server.app, '/administration-service/v1/deliveries/retry-delivery', { id: first.id }, { cookie: admin });
    expect(retried.json()).toMatchObject({ status: 'retrying', attempts: 1 });
    const audit = await server.store.query("SELECT target FROM audit_log WHERE action = 'retry-delivery'");
    expect(audit.map((r) => r.target)).toEqual([`delivery:${first.id}`]);
    // A member may not use the administration calls.
    expect((await postJson(server.app, '/administration-service/v1/deliveries/get-deliveries', {}, { cookie: member })).statusCode).toBe(403);
  });

  it('holds a paused member\'s deliveries until an administrator resumes them', async () => {
    const accountId = Number((await server.store.query('SELECT id FROM accounts WHERE email = $1', [TEST_MEMBER.email]))[0]!.id);
    const bad = await postJson(server.app, '/administration-service/v1/deliveries/pause-member', { accountId: 'x', paused: 'yes' }, { cookie: admin });
    expect(bad.json().errors).toHaveLength(2);
    expect((await postJson(server.app, '/administration-service/v1/deliveries/pause-member', { accountId, paused: true }, { cookie: admin })).json()).toMatchObject({ paused: true });
    const order = (await create(orderBody({ name: 'Held' }))).json();
    const mails = outbox.length;
    expect((await postJson(server.app, `/app-api/member/orders/${order.id}/run`, {}, { cookie: member })).json()).toMatchObject({ status: 'held', attempts: 0 });
    expect(outbox).toHaveLength(mails);
    await postJson(server.app, '/administration-service/v1/deliveries/pause-member', { accountId, paused: false }, { cookie: admin });
    expect((await postJson(server.app, `/app-api/member/orders/${order.id}/run`, {}, { cookie: member })).json()).toMatchObject({ status: 'delivered' });
    expect(outbox).toHaveLength(mails + 1);
  });

  it('edits, pauses and deletes an order; another member\'s order is not found', async () => {
    const order = (await create(orderBody({ name: 'To edit' }))).json();
    const edited = await server.app.inject({ method: 'PUT', url: `/app-api/member/orders/${order.id}`, headers: { cookie: member, 'content-type': 'application/json' }, payload: JSON.stringify(orderBody({ name: 'Edited', paused: true, schedule: { kind: 'monthly', time: '06:30', dayOfMonth: 1 } })) });
    expect(edited.json()).toMatchObject({ name: 'Edited', paused: true, nextRunAt: '2024-09-01T06:30:00+03:00' });
    expect((await server.app.inject({ method: 'DELETE', url: `/app-api/member/orders/${order.id}`, headers: { cookie: admin } })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'DELETE', url: `/app-api/member/orders/${order.id}`, headers: { cookie: member } })).statusCode).toBe(204);
    expect((await server.app.inject({ method: 'GET', url: `/app-api/member/orders/${order.id}/runs`, headers: { cookie: member } })).statusCode).toBe(404);
  });
});
