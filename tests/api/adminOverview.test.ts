// The administrator's overview and the membership decisions behind it, on both stores: the overview counts the
// requests waiting and shows the newest, today's web-service use, the newest audit records and what each
// publication has made public; a rejection needs a reason, which is stored; every decision leaves an audit record
// with before and after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitMembershipRequest } from '../../src/server/identity/membershipRequests';
import { TEST_ADMIN, TEST_MEMBER, TEST_NOW, postJson, signIn, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
const OVERVIEW = '/administration-service/v1/overview';
const form = (email: string) => ({ name: 'Zeynep', surname: 'Çelik', nationalId: '10000000146', email, organization: 'Örnek Enerji A.Ş.', purpose: 'Piyasa analizi' });

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
});
afterAll(async () => { await server.close(); });

const overview = async () => (await server.app.inject({ method: 'GET', url: OVERVIEW, headers: { cookie: admin } })).json();
const decide = (id: number, decision: 'approve' | 'reject', body?: unknown, locale = 'en') => (body === undefined
  ? server.app.inject({ method: 'POST', url: `/app-api/admin/membership-requests/${id}/${decision}`, headers: { cookie: admin, 'accept-language': locale } })
  : postJson(server.app, `/app-api/admin/membership-requests/${id}/${decision}`, body, { cookie: admin, 'accept-language': locale }));
const auditOf = async (id: number) => (await server.app.inject({ method: 'GET', url: '/app-api/admin/audit-log?limit=500', headers: { cookie: admin } })).json()
  .items.filter((e: { target: string }) => e.target === `membership-request:${id}`);

describe('the administrator\'s overview', () => {
  it('is for administrators only', async () => {
    expect((await server.app.inject({ method: 'GET', url: OVERVIEW })).statusCode).toBe(401);
    const member = await signIn(server.app, TEST_MEMBER);
    expect((await server.app.inject({ method: 'GET', url: OVERVIEW, headers: { cookie: member } })).statusCode).toBe(403);
  });

  it('counts the requests waiting, newest first, and says when each publication last went out', async () => {
    const before = await overview();
    const first = await submitMembershipRequest(server.store, form('ilk@example.com'), TEST_NOW.getTime() - 60_000);
    const second = await submitMembershipRequest(server.store, form('ikinci@example.com'), TEST_NOW.getTime());
    if (!first.ok || !second.ok) throw new Error('requests not stored');
    const after = await overview();
    expect(after.membership.pending).toBe(before.membership.pending + 2);
    expect(after.membership.newest[0]).toMatchObject({ id: second.id, name: 'Zeynep Çelik', email: 'ikinci@example.com', createdAt: '2024-08-20T14:30:00+03:00' });
    expect(after.usageToday.day).toBe('2024-08-20');
    expect(after.publication.map((p: { topic: string }) => p.topic)).toEqual(['dayAheadPrice', 'interimPrice', 'realtime', 'gasReferencePrice']);
    // Tomorrow's day-ahead prices are out at 14:30 Istanbul time (after 14:00).
    expect(after.publication[0].publishedAt.slice(0, 10)).toBe('2024-08-20');
  });
});

describe('membership decisions', () => {
  it('refuses a rejection without a reason and changes nothing', async () => {
    const request = await submitMembershipRequest(server.store, form('gerekce@example.com'), TEST_NOW.getTime());
    if (!request.ok) throw new Error('request not stored');
    for (const body of [undefined, {}, { reason: '   ' }, { reason: 'x', extra: 1 }]) {
      const refused = await decide(request.id, 'reject', body, 'tr');
      expect(refused.statusCode).toBe(400);
    }
    expect((await decide(request.id, 'reject', {}, 'tr')).json().errors[0].errorMessage).toBe('reason: Ret gerekçesi boş olamaz.');
    expect(await auditOf(request.id)).toHaveLength(0);

    const rejected = await decide(request.id, 'reject', { reason: '  Kurum bilgisi doğrulanamadı.  ' });
    expect(rejected.json().item).toMatchObject({ status: 'rejected', decisionReason: 'Kurum bilgisi doğrulanamadı.' });
    const listed = (await server.app.inject({ method: 'GET', url: '/app-api/admin/membership-requests?status=rejected', headers: { cookie: admin } })).json().items;
    expect(listed.find((r: { id: number }) => r.id === request.id).decisionReason).toBe('Kurum bilgisi doğrulanamadı.');
    const [record] = await auditOf(request.id);
    expect(record).toMatchObject({
      action: 'reject-membership-request', email: TEST_ADMIN.email,
      before: { status: 'pending' }, after: { status: 'rejected', decisionReason: 'Kurum bilgisi doğrulanamadı.' },
    });
  });

  it('records an approval with the new account in the audit log, and the overview shows it', async () => {
    const request = await submitMembershipRequest(server.store, form('onay@example.com'), TEST_NOW.getTime());
    if (!request.ok) throw new Error('request not stored');
    const approved = await decide(request.id, 'approve');
    expect(approved.statusCode).toBe(200);
    const [record] = await auditOf(request.id);
    expect(record).toMatchObject({ action: 'approve-membership-request', after: { status: 'approved', accountId: approved.json().item.accountId } });
    expect((await overview()).audit[0]).toMatchObject({ action: 'approve-membership-request', target: `membership-request:${request.id}` });
  });
});
