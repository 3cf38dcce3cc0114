// The personal dashboard: a member saves and reads theirs whole, visitors are refused, bad input is a 400
// envelope that writes nothing, an older saved version is read in the current one, and a shared link shows
// the layout to anyone without letting them change it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MEMBER, signIn, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let member: string;

const panel = (id: string, reportId: string | null, extra: Record<string, unknown> = {}) => ({ kind: 'panel', id, reportId, view: reportId ? 'layout=chart&chartType=clusteredColumn' : '', height: 500, ...extra });
const threePanels = {
  schemaVersion: 2,
  layout: { root: { kind: 'split', id: 'root', direction: 'row', sizes: [33, 34, 33], children: [panel('a', 'dam-clearing-quantity'), panel('b', 'dam-mcp', { height: 720 }), panel('c', null)] } },
};

function put(body: unknown, cookie = member, language = 'en-US') {
  return server.app.inject({ method: 'PUT', url: '/app-api/dashboard', headers: { cookie, 'accept-language': language, 'content-type': 'application/json' }, payload: typeof body === 'string' ? body : JSON.stringify(body) });
}
const read = async () => (await server.app.inject({ method: 'GET', url: '/app-api/dashboard', headers: { cookie: member } })).json();

beforeAll(async () => {
  server = await startTestServer({ publicData: false });
  member = await signIn(server.app, TEST_MEMBER);
});
afterAll(() => server.close());

describe('personal dashboard', () => {
  it('opens empty for a member who never saved, then reads back exactly what was saved', async () => {
    expect(await read()).toEqual({ schemaVersion: null, layout: null });
    const saved = await put(threePanels);
    expect(saved.statusCode).toBe(200);
    expect(await read()).toEqual(threePanels);
  });

  it('refuses visitors with 401, reading and writing', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/app-api/dashboard' })).statusCode).toBe(401);
    const write = await put(threePanels, '');
    expect(write.statusCode).toBe(401);
    expect(write.json().errors[0].errorCode).toBe('UNAUTHORIZED');
    expect((await server.app.inject({ method: 'POST', url: '/app-api/dashboard/share' })).statusCode).toBe(401);
  });

  it('refuses malformed dashboards with a 400 envelope naming the problem, writing nothing', async () => {
    await put(threePanels);
    const eight = { schemaVersion: 2, layout: { root: { kind: 'split', id: 'r', direction: 'column', sizes: [50, 50], children: [
      { kind: 'split', id: 's1', direction: 'row', sizes: [25, 25, 25, 25], children: ['1', '2', '3', '4'].map((id) => panel(id, null)) },
      { kind: 'split', id: 's2', direction: 'row', sizes: [25, 25, 25, 25], children: ['5', '6', '7', '8'].map((id) => panel(id, null)) },
    ] } } };
    let deep: Record<string, unknown> = panel('leaf', null);
    for (let level = 0; level < 12; level += 1) deep = { kind: 'split', id: `d${level}`, direction: 'row', sizes: [50, 50], children: [deep, panel(`x${level}`, null)] };
    const withRoot = (root: unknown) => ({ schemaVersion: 2, layout: { root } });
    const cases: [unknown, string][] = [
      [eight, 'DASHBOARD_TOO_MANY_PANELS'],
      [withRoot(deep), 'DASHBOARD_TOO_LARGE'],
      [withRoot(panel('p', 'no-such-report')), 'DASHBOARD_UNKNOWN_REPORT'],
      [withRoot(panel('p', null, { height: 399 })), 'INVALID_DASHBOARD'],
      [withRoot(panel('p', null, { height: 1801 })), 'INVALID_DASHBOARD'],
      [withRoot(panel('p', null, { view: 'x'.repeat(2001) })), 'INVALID_DASHBOARD'],
      [withRoot(panel('p', null, { colour: 'red' })), 'INVALID_DASHBOARD'],
      [withRoot({ kind: 'split', id: 's', direction: 'row', sizes: [60, 60], children: [panel('a', null), panel('b', null)] }), 'DASHBOARD_BAD_SIZES'],
      [withRoot({ kind: 'split', id: 's', direction: 'diagonal', sizes: [50, 50], children: [panel('a', null), panel('b', null)] }), 'INVALID_DASHBOARD'],
      [withRoot({ kind: 'split', id: 's', direction: 'row', sizes: [50, 50], children: [panel('a', null), panel('a', null)] }), 'DASHBOARD_DUPLICATE_ID'],
      [{ schemaVersion: 3, layout: threePanels.layout }, 'INVALID_DASHBOARD'],
      [{ layout: threePanels.layout }, 'INVALID_DASHBOARD'],
      ['[]', 'INVALID_DASHBOARD'],
    ];
    for (const [body, code] of cases) {
      const answer = await put(body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(answer.json().errors.map((e: { errorCode: string }) => e.errorCode), JSON.stringify(body).slice(0, 120)).toContain(code);
    }
    const turkish = await put(withRoot(panel('p', 'no-such-report')), member, 'tr-TR');
    expect(turkish.json().errors[0].errorMessage).toBe('Böyle bir rapor yok: no-such-report.');
    const huge = await put(withRoot(panel('p', null, { view: 'y'.repeat(70_000) })));
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    expect(await read()).toEqual(threePanels);
  });

  it('reads a dashboard saved in schema version 1 (no panel heights) in the current version', async () => {
    const [account] = await server.store.query('SELECT account_id FROM dashboards');
    const versionOne = { root: { kind: 'split', id: 'r', direction: 'column', sizes: [50, 50], children: [
      { kind: 'panel', id: 'a', reportId: 'dam-mcp', view: '' }, { kind: 'panel', id: 'b', reportId: null, view: '' },
    ] } };
    await server.store.query('UPDATE dashboards SET layout_json = $1, schema_version = 1 WHERE account_id = $2 RETURNING account_id', [JSON.stringify(versionOne), account!.account_id!]);
    const migrated = await read();
    expect(migrated.schemaVersion).toBe(2);
    expect(migrated.layout.root.children.map((c: { height: number }) => c.height)).toEqual([500, 500]);
    // A browser that still holds version 1 can save it: it is migrated before it is checked.
    expect((await put({ schemaVersion: 1, layout: versionOne })).json().layout.root.children[0]).toMatchObject({ id: 'a', height: 500 });
  });

  it('shares a read-only link: anyone reads the layout by its token, nobody writes through it, a new link replaces the old', async () => {
    await put(threePanels);
    const first = await server.app.inject({ method: 'POST', url: '/app-api/dashboard/share', headers: { cookie: member } });
    expect(first.statusCode).toBe(200);
    const { token, path } = first.json() as { token: string; path: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(`/dashboard/shared/${token}`);
    const shared = await server.app.inject({ method: 'GET', url: `/app-api/dashboard/shared/${token}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual(threePanels);
    for (const method of ['PUT', 'POST', 'DELETE'] as const) {
      expect((await server.app.inject({ method, url: `/app-api/dashboard/shared/${token}`, headers: { 'content-type': 'application/json' }, payload: '{}' })).statusCode, method).toBe(404);
    }
    const second = (await server.app.inject({ method: 'POST', url: '/app-api/dashboard/share', headers: { cookie: member } })).json() as { token: string };
    expect(second.token).not.toBe(token);
    expect((await server.app.inject({ method: 'GET', url: `/app-api/dashboard/shared/${token}` })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `/app-api/dashboard/shared/${second.token}` })).statusCode).toBe(200);
    const guessed = await server.app.inject({ method: 'GET', url: '/app-api/dashboard/shared/not-a-token' });
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().errors[0].errorCode).toBe('DASHBOARD_SHARE_NOT_FOUND');
  });
});
