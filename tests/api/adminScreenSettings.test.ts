// Screen settings (admin setting 9016), on both stores: everyone reads the platform's display defaults (the
// built-in ones until an administrator saves others); an administrator's change is read back at once by every
// reader, audited with before and after; a bad body names every field at fault and changes nothing; visitors
// and members may not change them; and on PostgreSQL another server process sees a change within about a second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_SCREEN_SETTINGS } from '../../src/engine/app-api/screenSettings';
import { ScreenSettingsState } from '../../src/server/screen-settings/screenSettingsState';
import { TEST_ADMIN, TEST_MEMBER, startTestServer, signIn, testStoreKind, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
});
afterAll(async () => { await server.close(); });

const PUBLIC = '/app-api/screen-settings';
const ADMIN = '/app-api/admin/screen-settings';
const put = (body: unknown, headers: Record<string, string> = { cookie: admin }, locale = 'en') =>
  server.app.inject({ method: 'PUT', url: ADMIN, headers: { ...headers, 'accept-language': locale, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const read = async () => (await server.app.inject({ method: 'GET', url: PUBLIC })).json();

describe('screen settings', () => {
  it('start as the built-in defaults, readable by anyone and cacheable', async () => {
    const answer = await server.app.inject({ method: 'GET', url: PUBLIC });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=30');
    expect(answer.json()).toEqual(BUILT_IN_SCREEN_SETTINGS);
  });

  it('refuse visitors (401) and members (403) on the administrator routes', async () => {
    expect((await server.app.inject({ method: 'GET', url: ADMIN })).statusCode).toBe(401);
    expect((await put({ ...BUILT_IN_SCREEN_SETTINGS, theme: 'dark' }, {})).statusCode).toBe(401);
    const member = await signIn(server.app, TEST_MEMBER);
    const refused = await put({ ...BUILT_IN_SCREEN_SETTINGS, theme: 'dark' }, { cookie: member });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].errorCode).toBe('FORBIDDEN');
    expect(await read()).toEqual(BUILT_IN_SCREEN_SETTINGS);
  });

  it('name every field at fault, in the reader\'s language, and change nothing', async () => {
    const bad = await put({ theme: 'purple', reportLayout: 'grid', compactTables: 'yes', homeAnnouncementsPerPage: 7, colour: 'red' }, { cookie: admin }, 'tr');
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().errors.map((e: { errorMessage: string }) => e.errorMessage);
    expect(messages).toEqual([
      'colour: Bu alan tanınmıyor.',
      'theme: Şunlardan biri olmalı: system, light, dark.',
      'reportLayout: Şunlardan biri olmalı: split, table, chart.',
      'compactTables: true ya da false olmalı.',
      'homeAnnouncementsPerPage: Şunlardan biri olmalı: 3, 4, 5, 6, 8, 10.',
    ]);
    expect((await put({ theme: 'dark' })).json().errors.map((e: { errorMessage: string }) => e.errorMessage))
      .toEqual(['reportLayout: This field is required.', 'compactTables: This field is required.', 'homeAnnouncementsPerPage: This field is required.']);
    expect(await read()).toEqual(BUILT_IN_SCREEN_SETTINGS);
  });

  it('take effect at once for every reader, audited with before and after', async () => {
    const chosen = { theme: 'dark', reportLayout: 'table', compactTables: true, homeAnnouncementsPerPage: 6 };
    const saved = await put(chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ settings: chosen, builtIn: BUILT_IN_SCREEN_SETTINGS, updatedBy: TEST_ADMIN.email });
    expect(await read()).toEqual(chosen);
    const audit = (await server.app.inject({ method: 'GET', url: '/app-api/admin/audit-log?limit=5&offset=0', headers: { cookie: admin } })).json();
    expect(audit.items[0]).toMatchObject({ action: `PUT ${ADMIN}`, target: 'screen-settings', before: BUILT_IN_SCREEN_SETTINGS, after: chosen, email: TEST_ADMIN.email });

    // Another server process on the same database (PostgreSQL) reloads within about a second; DuckDB has one process.
    if (testStoreKind() === 'postgres') {
      const other = await ScreenSettingsState.open(server.store);
      try {
        await put({ ...chosen, theme: 'light' });
        await expect.poll(() => other.current().settings.theme, { timeout: 5_000 }).toBe('light');
      } finally {
        other.close();
      }
    }
    await put(BUILT_IN_SCREEN_SETTINGS);
    expect(await read()).toEqual(BUILT_IN_SCREEN_SETTINGS);
  });
});
