// Process parameters (9010), configuration parameters (9011) and mail templates (9015), on both stores: only an
// administrator session reads or writes them (401 visitors, 403 members); a bad body names every field at fault
// and writes nothing; a saved value takes effect at once where it is used (the reports' publication cut-off,
// the app's links, public access, the mails sent) and is audited with before and after; the test mail is sent,
// checked and rate-limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../src/server/identity/mailer';
import { DEFAULT_PUBLICATION_TIMES, setPublicationTimes } from '../../src/engine/request/publicationTimes';
import { TEST_ADMIN, TEST_MEMBER, TEST_NOW, signIn, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
const sent: MailMessage[] = [];
beforeAll(async () => {
  server = await startTestServer({ now: () => TEST_NOW, mailer: { send: async (mail) => { sent.push(mail); } } });
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
});
afterAll(async () => {
  await server.close();
  setPublicationTimes(DEFAULT_PUBLICATION_TIMES);
});

const BASE = '/administration-service/v1/settings';
const PROCESS = `${BASE}/process-parameters`;
const CONFIGURATION = `${BASE}/configuration-parameters`;
const MAIL = `${BASE}/mail-settings`;
const TEMPLATES = `${BASE}/mail-templates`;
const TEST_MAIL = `${BASE}/mail-test`;
const MCP = '/electricity-service/v1/markets/dam/data/mcp';
const tomorrow = { startDate: '2024-08-21T00:00:00+03:00', endDate: '2024-08-21T00:00:00+03:00' };

const asAdmin = (method: 'GET' | 'POST', url: string, body?: unknown, locale = 'en') => server.app.inject({
  method, url, headers: { cookie: admin, 'accept-language': locale, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
});
const messages = (answer: { json(): { errors: { errorMessage: string }[] } }) => answer.json().errors.map((e) => e.errorMessage);
const auditOf = (target: string) => server.store.query('SELECT before_json, after_json FROM audit_log WHERE target = $1 ORDER BY id', [target]);
const PROCESS_DEFAULTS = { interimTime: '13:00', finalTime: '14:00', sessionCloseTime: '17:00', settlementDay: 15 };

describe('who may read and change the settings', () => {
  it('refuses visitors with 401 and members with 403 on every call', async () => {
    const member = await signIn(server.app, TEST_MEMBER);
    const calls: ['GET' | 'POST', string][] = [
      ['GET', PROCESS], ['POST', `${PROCESS}/update`], ['GET', CONFIGURATION], ['POST', `${CONFIGURATION}/update`],
      ['GET', MAIL], ['POST', `${TEMPLATES}/update`], ['POST', `${TEMPLATES}/preview`], ['POST', TEST_MAIL],
    ];
    for (const [method, url] of calls) {
      const options = { method, url, headers: { 'content-type': 'application/json' }, payload: method === 'POST' ? '{}' : undefined };
      expect((await server.app.inject(options)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await server.app.inject({ ...options, headers: { ...options.headers, cookie: member } });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().errors[0].errorCode).toBe('FORBIDDEN');
    }
  });
});

describe('process parameters', () => {
  it('start from the operator\'s times', async () => {
    const answer = (await asAdmin('GET', PROCESS)).json();
    expect(answer).toMatchObject({ values: PROCESS_DEFAULTS, defaults: PROCESS_DEFAULTS, updatedAt: null });
  });

  it('refuse a bad body whole, naming each field, and write nothing', async () => {
    const refused = await asAdmin('POST', `${PROCESS}/update`, { interimTime: '24:00', finalTime: '9:00', sessionCloseTime: '17:00', settlementDay: 30, extra: 1 });
    expect(refused.statusCode).toBe(400);
    expect(messages(refused).map((m) => m.split(':')[0]).sort()).toEqual(['extra', 'finalTime', 'interimTime', 'settlementDay']);
    const order = await asAdmin('POST', `${PROCESS}/update`, { ...PROCESS_DEFAULTS, interimTime: '14:30' }, 'tr');
    expect(messages(order)).toEqual(['finalTime: Kesin sonuçlar ön sonuçlardan sonra yayımlanmalı.']);
    expect((await asAdmin('GET', PROCESS)).json().values).toEqual(PROCESS_DEFAULTS);
    expect(await auditOf('setting:process')).toHaveLength(0);
  });

  it('move the reports\' publication cut-off at once, and are audited', async () => {
    // 14:30 in Istanbul: tomorrow's final results are out at 14:00 ...
    const before = await server.app.inject({ method: 'POST', url: MCP, payload: JSON.stringify(tomorrow), headers: { 'content-type': 'application/json' } });
    expect(before.json().items.length).toBe(24);
    const saved = await asAdmin('POST', `${PROCESS}/update`, { ...PROCESS_DEFAULTS, interimTime: '14:15', finalTime: '14:45' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ values: { interimTime: '14:15', finalTime: '14:45' }, updatedBy: TEST_ADMIN.email });
    // ... but not when they come out at 14:45; the interim price (14:15) is.
    const after = await server.app.inject({ method: 'POST', url: MCP, payload: JSON.stringify(tomorrow), headers: { 'content-type': 'application/json' } });
    expect(after.json().items).toHaveLength(0);
    expect((await server.app.inject({ method: 'GET', url: '/electricity-service/v1/markets/dam/data/interim-mcp-published-status' })).body).toContain('"completed":true');
    expect((await server.app.inject({ method: 'GET', url: '/app-api/meta' })).json().publicationTimes).toMatchObject({ interimMinute: 855, finalMinute: 885 });
    const [audit] = await auditOf('setting:process');
    expect(JSON.parse(String(audit!.before_json))).toEqual(PROCESS_DEFAULTS);
    expect(JSON.parse(String(audit!.after_json))).toMatchObject({ finalTime: '14:45' });

    await asAdmin('POST', `${PROCESS}/update`, PROCESS_DEFAULTS);
    const restored = await server.app.inject({ method: 'POST', url: MCP, payload: JSON.stringify(tomorrow), headers: { 'content-type': 'application/json' } });
    expect(restored.json().items.length).toBe(24);
  });
});

describe('configuration parameters', () => {
  it('refuse plain-http links and a missing switch, naming each', async () => {
    const refused = await asAdmin('POST', `${CONFIGURATION}/update`, { helpDesk: 'javascript:alert(1)', social: [{ network: 'x', url: 'http://x.example' }, { network: '', url: 'https://ok.example' }] });
    expect(refused.statusCode).toBe(400);
    expect(messages(refused).map((m) => m.split(':')[0]).sort()).toEqual(['helpDesk', 'publicData', 'social.0.url', 'social.1.network']);
  });

  it('change the app\'s links and public access at once, and are audited', async () => {
    const start = (await asAdmin('GET', CONFIGURATION)).json();
    expect(start.values.publicData).toBe(true);
    const links = { helpDesk: 'https://help.example/desk', social: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/example' }] };
    expect((await asAdmin('POST', `${CONFIGURATION}/update`, { ...links, publicData: false })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/app-api/meta' })).json().links).toEqual(links);
    // Visitors may no longer read data, and the app hears so.
    const visitor = await server.app.inject({ method: 'POST', url: MCP, payload: JSON.stringify(tomorrow), headers: { 'content-type': 'application/json' } });
    expect(visitor.statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/app-api/user-info' })).json().publicData).toBe(false);
    const [audit] = await auditOf('setting:configuration');
    expect(JSON.parse(String(audit!.after_json))).toMatchObject({ ...links, publicData: false });

    expect((await asAdmin('POST', `${CONFIGURATION}/update`, start.values)).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'POST', url: MCP, payload: JSON.stringify(tomorrow), headers: { 'content-type': 'application/json' } })).statusCode).toBe(200);
  });
});

describe('mail templates', () => {
  const template = {
    tr: { subject: 'Parolanız için bağlantı', body: 'Merhaba {name}, bağlantınız: {link} ({days} gün)' },
    en: { subject: 'Your password link', body: 'Hello {name}, your link: {link} ({days} days)' },
  };

  it('list each mail with its placeholders and the transport, without secrets', async () => {
    const answer = (await asAdmin('GET', MAIL)).json();
    expect(answer.transport).toEqual({ configured: true, from: expect.any(String) });
    expect(answer.sms).toBe(false);
    const reset = answer.templates.find((t: { kind: string }) => t.kind === 'passwordReset');
    expect(reset).toMatchObject({ placeholders: ['name', 'link', 'days'], required: ['link'], worded: false });
    expect(reset.template.en.body).toContain('{link}');
  });

  it('refuse an unknown placeholder and a body without the link, and write nothing', async () => {
    const refused = await asAdmin('POST', `${TEMPLATES}/update`, { kind: 'passwordReset', template: { tr: { ...template.tr, body: 'Merhaba {isim}' }, en: { ...template.en, subject: 'Hi {token}' } } });
    expect(refused.statusCode).toBe(400);
    expect(messages(refused).map((m) => m.split(':')[0]).sort()).toEqual(['template.en.subject', 'template.tr.body', 'template.tr.body']);
    expect(messages(refused).join(' ')).toContain('{isim}');
    expect((await asAdmin('POST', `${TEMPLATES}/update`, { kind: 'nope', template })).statusCode).toBe(400);
    expect((await asAdmin('GET', MAIL)).json().templates.every((t: { worded: boolean }) => !t.worded)).toBe(true);
  });

  it('preview with sample values, then send the next mail in the new words, and go back to the built-in ones', async () => {
    const preview = (await asAdmin('POST', `${TEMPLATES}/preview`, { kind: 'passwordReset', template })).json();
    expect(preview.subject).toBe('Parolanız için bağlantı / Your password link');
    expect(preview.text).toContain('Hello Ayşe, your link: https://');

    expect((await asAdmin('POST', `${TEMPLATES}/update`, { kind: 'passwordReset', template })).json()).toMatchObject({ worded: true, updatedBy: TEST_ADMIN.email });
    const [member] = await server.store.query('SELECT id FROM accounts WHERE email = $1', [TEST_MEMBER.email]);
    sent.length = 0;
    expect((await asAdmin('POST', `/app-api/admin/accounts/${Number(member!.id)}/password-link`, {})).statusCode).toBe(200);
    expect(sent[0]).toMatchObject({ to: TEST_MEMBER.email, subject: 'Parolanız için bağlantı / Your password link' });
    expect(sent[0]!.text).toMatch(/your link: http\S+\/auth\/set-password\?token=\S+ \(\d+ days\)/);

    expect((await asAdmin('POST', `${TEMPLATES}/update`, { kind: 'passwordReset', template: null })).json().worded).toBe(false);
    sent.length = 0;
    await asAdmin('POST', `/app-api/admin/accounts/${Number(member!.id)}/password-link`, {});
    expect(sent[0]!.subject).toBe('Şeffaflık parola belirleme bağlantınız / Your Şeffaflık password link');
    const audits = await auditOf('setting:mailTemplate.passwordReset');
    expect(audits.map((a) => [JSON.parse(String(a.before_json)) === null, JSON.parse(String(a.after_json)) === null])).toEqual([[true, false], [false, true]]);
  });
});

describe('the test mail', () => {
  it('checks the address, sends, audits, and refuses a fourth one in ten minutes', async () => {
    expect(messages(await asAdmin('POST', TEST_MAIL, { to: 'not an address' }))[0]).toMatch(/^to: /);
    sent.length = 0;
    for (let i = 0; i < 3; i += 1) expect((await asAdmin('POST', TEST_MAIL, { to: 'ops@example.com' })).json()).toEqual({ sent: true, to: 'ops@example.com' });
    expect(sent).toHaveLength(3);
    expect(sent[0]!.text).toContain(TEST_ADMIN.email);
    const fourth = await asAdmin('POST', TEST_MAIL, { to: 'ops@example.com' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().errors[0].errorCode).toBe('TOO_MANY_TEST_MAILS');
    expect(sent).toHaveLength(3);
    expect(await auditOf('setting:mail-test')).toHaveLength(3);
  });
});
