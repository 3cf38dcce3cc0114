// The list uploads read the file by its content, on both stores: an XLSX workbook (typed numbers and dates, a
// title row above the header) is taken like a CSV; a PNG named .csv, an empty body, a body over the limit or a
// body sent as JSON are refused with a message, and nothing is written.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, signIn, startTestServer, type TestServer } from '../support/testServer';
import { MAX_UPLOAD_BYTES } from '../../src/server/administration/uploads/readUploadFile';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
});
afterAll(async () => { await server.close(); });

const UPLOAD = '/administration-service/v1/upload';
const YEKDEM_REPORT = '/electricity-service/v1/renewables/data/renewables-participant';
/** The first bytes of a PNG image (signature and the start of its header chunk). */
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

function send(list: string, call: 'preview' | 'apply', file: Uint8Array | string, query: Record<string, string>, contentType = 'application/octet-stream', locale = 'en') {
  return server.app.inject({
    method: 'POST', url: `${UPLOAD}/${list}/${call}?${new URLSearchParams(query).toString()}`, payload: typeof file === 'string' ? file : Buffer.from(file),
    headers: { cookie: admin, 'content-type': contentType, 'accept-language': locale },
  });
}
const count = async (table: string) => Number((await server.store.query(`SELECT COUNT(*) AS n FROM ${table}`))[0]!.n);

async function yekdemWorkbook(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Liste');
  sheet.addRow(['YEKDEM 2023 katılımcı listesi']);
  sheet.addRow(['Şirket', 'Santral', 'Santral türü', 'Kurulu güç (MW)', 'Ünite sayısı', 'Mekanizmaya giriş tarihi', 'YEK fiyatı (USD/MWh)']);
  sheet.addRow(['Çalışma Enerji A.Ş.', 'Çalışma Barajı', 'Barajlı', 101.25, 3, new Date(Date.UTC(2019, 0, 1)), 73]);
  sheet.addRow(['Örnek Jeotermal A.Ş.', 'Örnek JES', 'Jeotermal', 24, 2, '01.01.2021', 105]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('an XLSX workbook', () => {
  it('is read by its content, title row and typed cells included, and applied to its year', async () => {
    const file = await yekdemWorkbook();
    // Named .csv on purpose: the content decides.
    const preview = (await send('yekdem-participant-list', 'preview', file, { fileName: 'liste.csv', year: '2023' })).json();
    expect(preview.rowErrors).toEqual([]);
    expect(preview.fileKind).toBe('xlsx');
    expect(preview.adds.map((a: { row: number; values: Record<string, unknown> }) => [a.row, a.values.installedPower, a.values.entryDate])).toEqual([[3, 101.25, '2019-01-01'], [4, 24, '2021-01-01']]);
    const applied = await send('yekdem-participant-list', 'apply', file, { fileName: 'liste.csv', year: '2023', previewToken: preview.previewToken });
    expect(applied.statusCode).toBe(200);
    const list = (await server.app.inject({ method: 'POST', url: YEKDEM_REPORT, payload: { year: 2023, page: { number: 1, size: 100 } } })).json();
    expect(list.items.map((r: { facilityName: string }) => r.facilityName).sort()).toEqual(['Çalışma Barajı', 'Örnek JES']);
    expect(list.statisticsDto.toplam).toBeCloseTo(125.25, 5);
  });

  it('reports a bad cell of a workbook by its sheet row', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('L');
    sheet.addRow(['Company', 'Plant', 'Plant type', 'Installed power (MW)', 'Entry date', 'Feed-in tariff (USD/MWh)']);
    sheet.addRow(['A', 'B', 'Wind', 'twelve', '2020-01-01', 73]);
    const preview = (await send('yekdem-participant-list', 'preview', new Uint8Array(await book.xlsx.writeBuffer()), { fileName: 'l.xlsx', year: '2022' })).json();
    expect(preview.rowErrors.map((e: { messageEn: string }) => e.messageEn)).toEqual(["Row 2, 'Installed power (MW)': expected a number, found 'twelve'."]);
  });
});

describe('what is not a list', () => {
  it('refuses a PNG renamed .csv, an empty file, a JSON body and a body over the limit, writing nothing', async () => {
    const rows = await count('renewables_participants');
    const png = await send('yekdem-participant-list', 'preview', PNG, { fileName: 'liste.csv', year: '2024' }, 'text/csv', 'tr');
    expect(png.statusCode).toBe(400);
    expect(png.json().errors[0]).toMatchObject({ errorCode: 'UNSUPPORTED_FILE' });
    expect(png.json().errors[0].errorMessage).toContain('CSV ya da XLSX');
    const pngApply = await send('yekdem-participant-list', 'apply', PNG, { fileName: 'liste.csv', year: '2024', previewToken: `${'a'.repeat(32)}.${'b'.repeat(32)}` });
    expect(pngApply.statusCode).toBe(400);
    expect((await send('yekdem-participant-list', 'preview', new Uint8Array(), { fileName: 'e.csv', year: '2024' })).statusCode).toBe(400);
    expect((await send('yekdem-participant-list', 'preview', '{"rows":[]}', { fileName: 'e.csv', year: '2024' }, 'application/json')).statusCode).toBe(415);
    const big = await send('yekdem-participant-list', 'preview', new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(0x41), { fileName: 'big.csv', year: '2024' });
    expect(big.statusCode).toBe(413);
    const noName = await send('yekdem-participant-list', 'preview', 'Company\r\nA', { year: '1999' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.map((e: { errorMessage: string }) => e.errorMessage.split(':')[0])).toEqual(['fileName', 'year']);
    expect((await send('no-such-list', 'preview', 'a', { fileName: 'a.csv' })).statusCode).toBe(404);
    expect(await count('renewables_participants')).toBe(rows);
  });

  it('offers a template with the expected headers in the reader\'s language', async () => {
    const tr = await server.app.inject({ method: 'GET', url: `${UPLOAD}/licensed-plant-investments/template`, headers: { cookie: admin, 'accept-language': 'tr' } });
    expect(tr.body).toBe('\uFEFFSantral;Şirket;İl;Yakıt türü;Ünite sayısı;Ünite gücü;Eklenecek kurulu güç (MW);Lisans tarihi;Lisans no;Öngörülen geçici kabul\r\n');
    const en = await server.app.inject({ method: 'GET', url: `${UPLOAD}/participant-list/template`, headers: { cookie: admin, 'accept-language': 'en' } });
    expect(en.body.split('\r\n')[0]).toBe('\uFEFFOrganisation name,Short name,EIC code,Day-ahead market,Intraday market,Power futures market,YEK-G certificates,Legal status,Natural gas market');
  });
});
