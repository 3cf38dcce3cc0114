// The administration's list uploads, on both stores: only administrator sessions may call them; a good file is
// previewed (adds, changes, removals) and applied whole, and the report route answers the new list at once (the
// answer cache does not serve the old one); a file with any row error is refused with a message per row naming
// the row and the column, and nothing is written; every apply leaves a history entry and an audit record.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, TEST_MEMBER, getTicket, postJson, signIn, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
});
afterAll(async () => { await server.close(); });

const UPLOAD = '/administration-service/v1/upload';
const fixture = (name: string) => readFileSync(`tests/fixtures/uploads/${name}`);
const LICENSED_REPORT = '/electricity-service/v1/generation/data/licensed-powerplant-investment-list';
const YEKDEM_REPORT = '/electricity-service/v1/renewables/data/renewables-participant';
const PARTICIPANTS_REPORT = '/electricity-service/v1/markets/general-data/data/market-participants';
const PAGE = { page: { number: 1, size: 5000 } };
const LICENSED_BODY = { startDate: '2024-08-01T00:00:00+03:00', endDate: '2024-08-20T00:00:00+03:00', ...PAGE };

function send(list: string, call: 'preview' | 'apply', file: Uint8Array, query: Record<string, string>, locale = 'en', cookie = admin) {
  return server.app.inject({
    method: 'POST', url: `${UPLOAD}/${list}/${call}?${new URLSearchParams(query).toString()}`, payload: Buffer.from(file),
    headers: { cookie, 'content-type': 'application/octet-stream', 'accept-language': locale },
  });
}
const get = (url: string, locale = 'en') => server.app.inject({ method: 'GET', url, headers: { cookie: admin, 'accept-language': locale } });
const count = async (table: string) => Number((await server.store.query(`SELECT COUNT(*) AS n FROM ${table}`))[0]!.n);

describe('who may upload', () => {
  it('refuses visitors with 401, and members and tickets with 403, before reading the file', async () => {
    const member = await signIn(server.app, TEST_MEMBER);
    const ticket = await getTicket(server.app, TEST_ADMIN);
    const file = fixture('licensed-plant-investments-good.csv');
    for (const call of ['preview', 'apply'] as const) {
      const url = `${UPLOAD}/licensed-plant-investments/${call}?fileName=a.csv`;
      expect((await server.app.inject({ method: 'POST', url, payload: file, headers: { 'content-type': 'application/octet-stream' } })).statusCode).toBe(401);
      const asMember = await server.app.inject({ method: 'POST', url, payload: file, headers: { cookie: member, 'content-type': 'application/octet-stream' } });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().errors[0].errorCode).toBe('FORBIDDEN');
      expect((await server.app.inject({ method: 'POST', url, payload: file, headers: { tgt: ticket, 'content-type': 'application/octet-stream' } })).statusCode).toBe(403);
    }
    for (const url of [`${UPLOAD}/lists`, `${UPLOAD}/licensed-plant-investments/history`, `${UPLOAD}/licensed-plant-investments/template`]) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await server.app.inject({ method: 'GET', url, headers: { cookie: member } })).statusCode).toBe(403);
    }
  });
});

describe('a good file', () => {
  it('previews adds and removals, applies them whole, and the report answers the new list at once', async () => {
    const before = (await postJson(server.app, LICENSED_REPORT, LICENSED_BODY)).json();
    expect(before.items.length).toBeGreaterThan(10);
    const file = fixture('licensed-plant-investments-good.csv');
    const preview = await send('licensed-plant-investments', 'preview', file, { fileName: 'yatırımlar.csv' }, 'tr');
    expect(preview.statusCode).toBe(200);
    const answer = preview.json();
    expect(answer.rowErrors).toEqual([]);
    expect(answer.fileKind).toBe('csv');
    expect(answer.counts).toMatchObject({ added: 3, changed: 0, removed: before.items.length, rows: 3 });
    expect(answer.adds.map((a: { values: { lisansNo: string } }) => a.values.lisansNo)).toEqual(['EÜ/TEST-1', 'EÜ/TEST-2', 'EÜ/TEST-3']);
    // A label is stored as its code, an unlabelled fuel as written, a decimal comma read as Turkish.
    expect(answer.adds[0].values).toMatchObject({ yakitCinsi: 'GÜNEŞ', ilaveKuruluGuc: 50, lisansTarihi: '2022-03-15', geciciKabulTarihi: '2027-06-30' });
    expect(answer.adds[2].values).toMatchObject({ yakitCinsi: 'LİNYİT', ilaveKuruluGuc: 330.5, geciciKabulTarihi: null });

    const audits = await count('audit_log');
    const applied = await send('licensed-plant-investments', 'apply', file, { fileName: 'yatırımlar.csv', previewToken: answer.previewToken });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().counts).toMatchObject({ added: 3, removed: before.items.length, rows: 3 });
    const after = (await postJson(server.app, LICENSED_REPORT, LICENSED_BODY)).json();
    expect(after.items.map((r: { lisansNo: string }) => r.lisansNo).sort()).toEqual(['EÜ/TEST-1', 'EÜ/TEST-2', 'EÜ/TEST-3']);
    expect(after.items.find((r: { lisansNo: string }) => r.lisansNo === 'EÜ/TEST-3')).toMatchObject({ ilaveKuruluGuc: 330.5, yakitCinsi: 'LİNYİT' });
    expect(after.totals.ilaveKuruluGucTotal).toBeCloseTo(422.5, 5);

    expect(await count('audit_log')).toBe(audits + 1);
    const [audit] = await server.store.query('SELECT action, target, after_json FROM audit_log ORDER BY id DESC LIMIT 1');
    expect(audit).toMatchObject({ action: 'upload-licensed-plant-investments', target: 'list:licensed-plant-investments' });
    expect(JSON.parse(String(audit!.after_json))).toMatchObject({ fileName: 'yatırımlar.csv', added: 3, rows: 3 });
    const history = (await get(`${UPLOAD}/licensed-plant-investments/history`)).json().items;
    expect(history[0]).toMatchObject({ email: TEST_ADMIN.email, fileName: 'yatırımlar.csv', added: 3, removed: before.items.length, rows: 3, year: null });

    // The same file again changes nothing; the old token no longer fits the list it was made against.
    expect((await send('licensed-plant-investments', 'apply', file, { fileName: 'x.csv', previewToken: answer.previewToken })).statusCode).toBe(409);
    const again = (await send('licensed-plant-investments', 'preview', file, { fileName: 'x.csv' })).json();
    expect(again.counts).toMatchObject({ added: 0, changed: 0, removed: 0, unchanged: 3 });
  });

  it('replaces one year of the YEKDEM list only, and the downloaded list uploads back to the same list', async () => {
    const year2023 = (await postJson(server.app, YEKDEM_REPORT, { year: 2023, ...PAGE })).json().items.length;
    const original = await get(`${UPLOAD}/yekdem-participant-list/current?year=2024`, 'tr');
    expect(original.headers['content-disposition']).toContain('yekdem-participant-list-2024-guncel.csv');
    const file = fixture('yekdem-participant-list-2024-good.csv');
    expect((await send('yekdem-participant-list', 'preview', file, { fileName: 'y.csv' })).statusCode).toBe(400);
    const preview = (await send('yekdem-participant-list', 'preview', file, { fileName: 'y.csv', year: '2024' })).json();
    expect(preview.counts.added).toBe(2);
    expect((await send('yekdem-participant-list', 'apply', file, { fileName: 'y.csv', year: '2024', previewToken: preview.previewToken })).statusCode).toBe(200);
    const list = (await postJson(server.app, YEKDEM_REPORT, { year: 2024, ...PAGE })).json();
    expect(list.items.map((r: { facilityName: string }) => r.facilityName).sort()).toEqual(['Test River HPP', 'Test Wind Farm']);
    expect(list.items.find((r: { facilityName: string }) => r.facilityName === 'Test River HPP')).toMatchObject({ installedPower: 12.5, unitCount: 2, yekPrice: 73 });
    expect((await postJson(server.app, YEKDEM_REPORT, { year: 2023, ...PAGE })).json().items.length).toBe(year2023);

    // Back to the list as it was, from the Turkish download.
    const restore = (await send('yekdem-participant-list', 'preview', original.rawPayload, { fileName: 'geri.csv', year: '2024' }, 'tr')).json();
    expect(restore.rowErrors).toEqual([]);
    expect(restore.counts.removed).toBe(2);
    expect((await send('yekdem-participant-list', 'apply', original.rawPayload, { fileName: 'geri.csv', year: '2024', previewToken: restore.previewToken })).statusCode).toBe(200);
    const back = (await get(`${UPLOAD}/yekdem-participant-list/current?year=2024`, 'tr')).body;
    expect(back).toBe(original.body);
  });

  it('shows a changed participant with its fields before and after, keeping the organisation numbers', async () => {
    const current = (await get(`${UPLOAD}/participant-list/current`)).body;
    const [header, first, ...rest] = current.replace(/^\uFEFF/, '').trim().split('\r\n');
    const cells = first!.split(',');
    const changedFirst = [`${cells[0]} Yeni`, ...cells.slice(1)].join(',');
    const added = 'Deneme Yeni Katılımcı A.Ş.,DENEME,40X000000000999Z,Yes,No,No,No,Private,Yes';
    const file = Buffer.from([header, changedFirst, ...rest, added].join('\r\n'));
    const preview = (await send('participant-list', 'preview', file, { fileName: 'p.csv' })).json();
    expect(preview.rowErrors).toEqual([]);
    expect(preview.counts).toMatchObject({ added: 1, changed: 1, removed: 0 });
    expect(preview.changes[0]).toMatchObject({ changed: ['orgName'], before: { orgName: cells[0] }, after: { orgName: `${cells[0]} Yeni` } });
    const ids = await server.store.query('SELECT MAX("organizationId") AS top FROM registry_organizations');
    const numbers = async () => (await server.store.query('SELECT "organizationId" AS id FROM registry_organizations ORDER BY 1')).map((r) => Number(r.id));
    const numbersBefore = await numbers();
    expect((await send('participant-list', 'apply', file, { fileName: 'p.csv', previewToken: preview.previewToken })).statusCode).toBe(200);
    const report = (await postJson(server.app, PARTICIPANTS_REPORT, PAGE)).json().items;
    const newcomer = report.find((r: { eicCode: string }) => r.eicCode === '40X000000000999Z');
    expect(newcomer).toMatchObject({ orgName: 'Deneme Yeni Katılımcı A.Ş.', damEntry: true, intraDayEntry: false, legalStatus: 'PRIVATE', id: Number(ids[0]!.top) + 1 });
    expect(report.some((r: { orgName: string }) => r.orgName === `${cells[0]} Yeni`)).toBe(true);
    // Every other organisation keeps its number (other reports refer to it).
    expect(report.length).toBe(rest.length + 2);
    expect(await numbers()).toEqual([...numbersBefore, Number(ids[0]!.top) + 1]);
  });
});

describe('a bad file', () => {
  it('names the row, the column and what is wrong, in both languages, and writes nothing', async () => {
    const rows = await count('registry_licensed_plant_investments');
    const audits = await count('audit_log');
    const file = fixture('licensed-plant-investments-bad-rows.csv');
    const preview = (await send('licensed-plant-investments', 'preview', file, { fileName: 'bad.csv' })).json();
    expect(preview.previewToken).toBeNull();
    const messages = preview.rowErrors.map((e: { messageEn: string }) => e.messageEn);
    expect(messages).toContain("Row 2, 'Capacity to be added (MW)': expected a number, found 'abc'.");
    expect(messages).toContain("Row 3, 'Licence date': expected a date as DD.MM.YYYY (for example 31.12.2024), found '2021-13-01'.");
    expect(messages).toContain("Row 4, 'Licence number': 'EÜ/TEST-1' also appears on row 2; each entry must appear once.");
    expect(messages).toContain("Row 5, 'Power plant': must not be empty.");
    expect(preview.rowErrors.map((e: { messageTr: string }) => e.messageTr)).toContain("Satır 2, 'Eklenecek kurulu güç (MW)': sayı bekleniyordu, 'abc' bulundu.");
    const applied = await send('licensed-plant-investments', 'apply', file, { fileName: 'bad.csv', previewToken: `${'0'.repeat(32)}.${'0'.repeat(32)}` }, 'tr');
    expect(applied.statusCode).toBe(400);
    expect(applied.json().errors.map((e: { errorMessage: string }) => e.errorMessage)).toContain("Satır 2, 'Eklenecek kurulu güç (MW)': sayı bekleniyordu, 'abc' bulundu.");
    expect(await count('registry_licensed_plant_investments')).toBe(rows);
    expect(await count('audit_log')).toBe(audits);
  });

  it('names an unknown header and each missing required column', async () => {
    const preview = (await send('licensed-plant-investments', 'preview', fixture('licensed-plant-investments-bad-header.csv'), { fileName: 'h.csv' })).json();
    const messages = preview.rowErrors.map((e: { messageEn: string }) => e.messageEn);
    expect(messages[0]).toMatch(/^Row 1, 'Sehir': unknown column header; the expected headers are 'Power plant', 'Company'/);
    expect(messages).toContain("Row 1, 'Capacity to be added (MW)': this required column is missing from the file.");
    expect(messages).toContain("Row 1, 'Licence date': this required column is missing from the file.");
  });
});
