// A member's report defaults (/app-api/member/parameters), on both stores: members only, saved whole and read
// back, each member's own, and a bad body refused with one error per field and nothing saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, TEST_MEMBER, getTicket, postJson, signIn, startTestServer, type TestServer } from '../support/testServer';

const PARAMETERS = '/app-api/member/parameters';

let server: TestServer;
let member: string;
beforeAll(async () => {
  server = await startTestServer();
  member = await signIn(server.app, TEST_MEMBER);
});
afterAll(async () => { await server.close(); });

const read = (headers: Record<string, string>) => server.app.inject({ method: 'GET', url: PARAMETERS, headers });

describe('member parameters', () => {
  it('refuses visitors, and starts with the pages\' own defaults', async () => {
    expect((await read({})).statusCode).toBe(401);
    expect((await postJson(server.app, PARAMETERS, { region: 'TR1', dateRange: null })).statusCode).toBe(401);
    expect((await read({ cookie: member })).json()).toEqual({ region: null, dateRange: null });
  });

  it('saves them whole for this member alone, also read with the member\'s ticket', async () => {
    const saved = await postJson(server.app, PARAMETERS, { region: 'TR1', dateRange: 'last7Days' }, { cookie: member });
    expect(saved.statusCode).toBe(200);
    const ticket = await getTicket(server.app, TEST_MEMBER);
    expect((await read({ tgt: ticket })).json()).toEqual({ region: 'TR1', dateRange: 'last7Days' });
    const other = await getTicket(server.app, TEST_ADMIN);
    expect((await read({ tgt: other })).json()).toEqual({ region: null, dateRange: null });
    await postJson(server.app, PARAMETERS, { region: null, dateRange: 'thisMonth' }, { cookie: member });
    expect((await read({ cookie: member })).json()).toEqual({ region: null, dateRange: 'thisMonth' });
  });

  it('refuses a bad body with one error per field, in the caller\'s language, and keeps what was saved', async () => {
    const bad = await postJson(server.app, PARAMETERS, { region: 'tr 1', dateRange: 'nextDecade', currency: 'USD' }, { cookie: member, 'accept-language': 'tr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { errorMessage: string }) => e.errorMessage.split(':')[0])).toEqual(['currency', 'region', 'dateRange']);
    expect(bad.json().errors[0].errorMessage).toBe('currency: Bu alan tanınmıyor.');
    expect((await read({ cookie: member })).json()).toEqual({ region: null, dateRange: 'thisMonth' });
  });
});
