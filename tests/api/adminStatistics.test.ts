// The usage statistics for administrators, on both stores: only administrator sessions may read them; calls are
// counted by Istanbul day, Monday week and month, by outcome (success, client error, refused by the limit, server
// error), by user (most rows first) and by service; a wrong query says what is wrong per field; the tables export
// as CSV in the reader's language; and a real data call shows up a moment after it was answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, TEST_MEMBER, getTicket, postJson, signIn, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let memberId: number;
let adminId: number;
const USAGE = '/administration-service/v1/statistics/usage';

const at = (iso: string) => new Date(iso).getTime();
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
  const ids = await server.store.query('SELECT id, email FROM accounts');
  memberId = Number(ids.find((r) => r.email === TEST_MEMBER.email)!.id);
  adminId = Number(ids.find((r) => r.email === TEST_ADMIN.email)!.id);
  const records: [number | null, string, number, number, number | null][] = [
    [memberId, '2024-06-30T23:59:00+03:00', 200, 7, 1], // the day before the range, in Istanbul
    [memberId, '2024-07-01T00:30:00+03:00', 200, 800, 100],
    [memberId, '2024-07-01T23:30:00+03:00', 429, 0, null],
    [memberId, '2024-07-03T12:00:00+03:00', 400, 0, null],
    [adminId, '2024-07-08T10:00:00+03:00', 200, 9000, 5000],
    [null, '2024-07-09T10:00:00+03:00', 500, 0, null],
  ];
  for (const [account, time, status, bytes, rows] of records) {
    await server.store.query(
      'INSERT INTO usage_records (account_id, via, service, called_at, status, row_count, bytes, duration_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [account, account === null ? 'public' : 'ticket', status === 500 ? '/electricity-service/v1/markets/dam/data/mcp' : '/electricity-service/v1/markets/idm/data/weighted-average-price', at(time), status, rows, bytes, 12.5],
    );
  }
});
afterAll(async () => { await server.close(); });

const asAdmin = (query: string, locale = 'en') => server.app.inject({ method: 'GET', url: `${USAGE}${query}`, headers: { cookie: admin, 'accept-language': locale } });
const JULY = '?startDate=2024-07-01&endDate=2024-07-14';

describe('who may read the usage statistics', () => {
  it('refuses visitors with 401 and members with 403', async () => {
    expect((await server.app.inject({ method: 'GET', url: USAGE })).statusCode).toBe(401);
    const member = await signIn(server.app, TEST_MEMBER);
    const refused = await server.app.inject({ method: 'GET', url: `${USAGE}/export`, headers: { cookie: member } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].errorCode).toBe('FORBIDDEN');
  });
});

describe('usage statistics', () => {
  it('counts the calls of a range by outcome, in total and by Istanbul day', async () => {
    const answer = (await asAdmin(JULY)).json();
    expect(answer.total).toMatchObject({ calls: 5, success: 2, clientError: 1, refused: 1, serverError: 1, users: 2, visitorCalls: 1, rows: 5100 });
    expect(answer.periods).toHaveLength(14);
    expect(answer.periods[0]).toEqual({ period: '2024-07-01', calls: 2, success: 1, clientError: 0, refused: 1, serverError: 0 });
    expect(answer.periods[1].calls).toBe(0);
  });

  it('groups by Monday weeks and by months', async () => {
    const weeks = (await asAdmin(`${JULY}&period=week`)).json().periods;
    expect(weeks.map((p: { period: string; calls: number }) => [p.period, p.calls])).toEqual([['2024-07-01', 3], ['2024-07-08', 2]]);
    const months = (await asAdmin('?startDate=2024-06-30&endDate=2024-07-31&period=month')).json().periods;
    expect(months.map((p: { period: string; calls: number }) => [p.period, p.calls])).toEqual([['2024-06-01', 1], ['2024-07-01', 5]]);
  });

  it('lists the users who pulled the most rows first, visitors as one line, and the services by calls', async () => {
    const { users, services } = (await asAdmin(JULY)).json();
    expect(users.map((u: { email: string | null; rows: number; calls: number }) => [u.email, u.rows, u.calls])).toEqual([
      [TEST_ADMIN.email, 5000, 1], [TEST_MEMBER.email, 100, 3], [null, 0, 1],
    ]);
    expect(services[0]).toMatchObject({ service: '/electricity-service/v1/markets/idm/data/weighted-average-price', calls: 4, success: 2, averageMs: 12.5 });
  });

  it('says what is wrong with each field of a bad query', async () => {
    const bad = await asAdmin('?startDate=2024-02-30&period=year');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { errorMessage: string }) => e.errorMessage.split(':')[0])).toEqual(['startDate', 'period']);
    expect((await asAdmin('?startDate=2024-07-02&endDate=2024-07-01')).statusCode).toBe(400);
    expect((await asAdmin('?endDate=20240701')).json().errors.map((e: { errorMessage: string }) => e.errorMessage.split(':')[0])).toEqual(['endDate']);
    expect((await asAdmin('?startDate=2024-07-01&startDate=2024-07-02')).statusCode).toBe(400);
    const long = await asAdmin('?startDate=2023-01-01&endDate=2024-07-01', 'tr');
    expect(long.json().errors[0].errorMessage).toContain('en çok 366 gün');
    expect((await asAdmin('/export?table=hours')).statusCode).toBe(400);
  });

  it('exports each table as CSV with headers in the reader\'s language', async () => {
    const tr = await asAdmin(`/export${JULY}&table=users`, 'tr');
    expect(tr.headers['content-type']).toContain('text/csv');
    expect(tr.headers['content-disposition']).toContain('usage-users-2024-07-01-2024-07-14.csv');
    const lines = tr.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFHesap;E-posta;Ad soyad;Satır;Bayt;Çağrı;Başarılı;İstemci hatası;Sınır nedeniyle reddedilen;Sunucu hatası');
    expect(lines[3]).toContain('Ziyaretçi (hesapsız)');
    const en = await asAdmin(`/export${JULY}&period=week`);
    expect(en.body.split('\r\n').slice(0, 2)).toEqual(['\uFEFFPeriod start,Calls,Successful,Client errors,Refused by the limit,Server errors', '2024-07-01,3,1,1,1,0']);
  });

  it('counts a real data call a moment after it was answered', async () => {
    const ticket = await getTicket(server.app, TEST_MEMBER);
    const before = (await asAdmin('?startDate=2024-08-20&endDate=2024-08-20')).json().total.calls;
    const call = await postJson(server.app, '/electricity-service/v1/markets/dam/data/mcp', { startDate: '2024-08-19T00:00:00+03:00', endDate: '2024-08-19T00:00:00+03:00' }, { tgt: ticket });
    expect(call.statusCode).toBe(200);
    await expect.poll(async () => (await asAdmin('?startDate=2024-08-20&endDate=2024-08-20')).json().total.calls, { timeout: 8_000, interval: 500 }).toBeGreaterThan(before);
    const { users } = (await asAdmin('?startDate=2024-08-20&endDate=2024-08-20')).json();
    expect(users.find((u: { email: string }) => u.email === TEST_MEMBER.email)).toMatchObject({ success: expect.any(Number), rows: 24 });
  });
});
