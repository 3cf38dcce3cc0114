// Exports an analyst can trust and the chart's time steps, over a whole simulated year: one year of hourly MCP
// opens correctly as CSV (read back: BOM, separator, header), XLSX (exceljs) and PDF (pdftotext), every row
// there; an export follows the table's columns and sort and says so; unknown columns or sorts are refused;
// a range with nothing published yet is refused; a PDF is sent in pieces as it is drawn (and a client that goes
// away stops its render; a render that fails is an error envelope before the first byte, a broken download
// after it); the data route answers day, week and month steps with prices averaged and volumes added up.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createRenderPool, type RenderPool } from '../../src/server/exports/renderPool';
import { loadReports } from '../../src/server/reports/loadReports';
import { seedWorld } from '../../src/server/seed/seedWorld';
import { dialectOf } from '../../src/server/store/sqlDialect';
import type { Store } from '../../src/server/store/store';
import { TEST_NOW, openTestStore } from '../support/testServer';

const MCP = '/electricity-service/v1/markets/dam/data/mcp';
const MCP_EXPORT = '/electricity-service/v1/markets/dam/export/mcp';
const CONSUMPTION = '/electricity-service/v1/consumption/data/realtime-consumption';
const day = (d: string) => `${d}T00:00:00+03:00`;
/** A year up to the day before the test clock: 365 days (29 February included), 8,760 hours. */
const FIRST_DAY = '2023-08-21';
const LAST_DAY = '2024-08-19';
const YEAR = { startDate: day(FIRST_DAY), endDate: day(LAST_DAY) };
const HOURS = 365 * 24;

let app: FastifyInstance;
let store: Store;
let pool: RenderPool;
/** Breaks the next pooled render: before its first byte, or after its first piece. */
let renderFault: 'before' | 'during' | undefined;
let hourly: { date: string; hour: string; price: number; priceUsd: number; priceEur: number }[];

beforeAll(async () => {
  const { reports } = loadReports(resolve('reports'));
  store = await openTestStore();
  await seedWorld(store, { startDay: FIRST_DAY, endDay: '2024-08-21' });
  pool = createRenderPool({ workers: 2, queue: 4 });
  app = await buildApp({
    renderPool: { ...pool, render: (format, input, moreRows) => faulty(pool.render(format, input, moreRows)) },
    store, dialect: dialectOf(store), reports, now: () => TEST_NOW, facts: { simulated: true, dataStart: FIRST_DAY, dataEnd: () => '2024-08-21' },
    publicData: true, rateLimitPerMinute: 0, mailer: { send: async () => undefined },
  });
  await app.ready();
  hourly = (await post(MCP, YEAR)).json().items;
}, 240_000);
afterAll(async () => {
  await app?.close();
  await store?.close();
});

/** The render as the pool answers it, unless a test asked for a fault. */
async function faulty(rendered: ReturnType<RenderPool['render']>): ReturnType<RenderPool['render']> {
  const fault = renderFault;
  renderFault = undefined;
  if (fault === 'before') {
    void rendered.then((file) => file.body.destroy(), () => undefined);
    throw new Error('the render failed before its first byte');
  }
  const file = await rendered;
  if (fault !== 'during') return file;
  async function* firstPieceThenFail() {
    for await (const chunk of file.body) {
      yield chunk as Buffer;
      throw new Error('the render failed after its first piece');
    }
  }
  return { ...file, body: Readable.from(firstPieceThenFail()) };
}

interface Download { status: number; headers: IncomingHttpHeaders; body: Buffer; pieces: number; firstByteMs: number; totalMs: number; complete: boolean }

/** A POST over a real connection, timing the first byte and the last; `leaveAfterFirstPiece` hangs up once bytes arrive. */
function download(path: string, body: unknown, options: { leaveAfterFirstPiece?: boolean } = {}): Promise<Download> {
  const { port } = app.server.address() as { port: number };
  return new Promise((done, fail) => {
    const started = performance.now();
    const request = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'tr-TR' } }, (response) => {
      const chunks: Buffer[] = [];
      let firstByteMs = 0;
      response.on('data', (chunk: Buffer) => {
        firstByteMs ||= performance.now() - started;
        chunks.push(chunk);
        if (options.leaveAfterFirstPiece) request.destroy();
      });
      response.on('close', () => done({
        status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), pieces: chunks.length,
        firstByteMs, totalMs: performance.now() - started, complete: response.complete,
      }));
    });
    request.on('error', (error) => { if (!options.leaveAfterFirstPiece) fail(error); });
    request.end(JSON.stringify(body));
  });
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > timeoutMs) throw new Error('the condition did not come true in time');
    await new Promise((wake) => setTimeout(wake, 5));
  }
}

function post(url: string, body: unknown, language = 'tr-TR') {
  return app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', 'accept-language': language } });
}

function fileName(answer: { headers: Record<string, unknown> }): string {
  return /filename="([^"]+)"/.exec(String(answer.headers['content-disposition']))?.[1] ?? '';
}

function pdfToText(body: Buffer): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'report-exports-'));
  try {
    writeFileSync(join(dir, 'file.pdf'), body);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', join(dir, 'file.pdf'), '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return undefined; // poppler-utils missing
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const trDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

describe('one year of hourly MCP', () => {
  it('the data route has every hour of the year', () => {
    expect(hourly).toHaveLength(HOURS);
  });

  it('opens as a clean CSV table: BOM, ";" and a decimal comma in Turkish, units and time zone in the header and the name, every row', async () => {
    const answer = await post(MCP_EXPORT, { ...YEAR, exportType: 'CSV' });
    expect(answer.statusCode).toBe(200);
    expect(fileName(answer)).toBe(`dam-mcp_${FIRST_DAY}_${LAST_DAY}_UTC+3.csv`);
    const body = answer.rawPayload;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.toString('utf8').slice(1).split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe('Tarih (UTC+3);Saat (UTC+3);PTF (TL/MWh);PTF (USD/MWh);PTF (EUR/MWh)');
    expect(lines).toHaveLength(1 + HOURS);
    const cells = lines.slice(1).map((line) => line.split(';'));
    expect(cells.every((row) => row.length === 5)).toBe(true);
    expect(cells[0]!.slice(0, 2)).toEqual([trDay(FIRST_DAY), '00:00']);
    expect(cells.at(-1)!.slice(0, 2)).toEqual([trDay(LAST_DAY), '23:00']);
    // Every price reads back as the number the data route gives.
    const prices = cells.map((row) => Number(row[2]!.replace(',', '.')));
    expect(prices).toEqual(hourly.map((item) => item.price));
  });

  it('opens in English with "," and a decimal point', async () => {
    const answer = await post(MCP_EXPORT, { ...YEAR, exportType: 'CSV' }, 'en-US');
    const lines = answer.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Date (UTC+3),Hour (UTC+3),MCP (TL/MWh),MCP (USD/MWh),MCP (EUR/MWh)');
    expect(Number(lines[1]!.split(',')[2])).toBe(hourly[0]!.price);
  });

  it('opens as an XLSX that says what it holds, with every row as numbers and dates, on one sheet', async () => {
    const answer = await post(MCP_EXPORT, { ...YEAR, exportType: 'XLSX' }, 'en-US');
    expect(answer.statusCode).toBe(200);
    expect(fileName(answer)).toBe(`dam-mcp_${FIRST_DAY}_${LAST_DAY}_UTC+3.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headerRow = (sheet.views[0] as { ySplit: number }).ySplit;
    const preamble = Array.from({ length: headerRow - 1 }, (_, i) => String(sheet.getCell(i + 1, 1).value ?? '')).join('\n');
    expect(preamble).toContain('Market Clearing Price');
    expect(preamble).toContain(`Date range: ${trDay(FIRST_DAY)} – ${trDay(LAST_DAY)}`);
    expect(preamble).toContain('Time zone: All dates and hours are Istanbul time (UTC+3).');
    expect(preamble).toContain('Units: TL/MWh, USD/MWh, EUR/MWh');
    expect(preamble).toContain('Source: Simulated data');
    expect(preamble).toContain('Retrieved at: 20.08.2024 14:30 (Istanbul time, UTC+3)');
    expect(sheet.getRow(headerRow).values).toEqual([undefined, 'Date (UTC+3)', 'Hour (UTC+3)', 'MCP (TL/MWh)', 'MCP (USD/MWh)', 'MCP (EUR/MWh)']);
    expect(sheet.rowCount).toBe(headerRow + HOURS);
    const last = sheet.getRow(headerRow + HOURS);
    // The date cell holds the wall-clock instant (shown as dd.mm.yyyy), so Excel can sort and chart by it.
    expect(last.getCell(1).value).toEqual(new Date(`${LAST_DAY}T23:00:00.000Z`));
    expect(last.getCell(2).value).toBe('23:00');
    expect(last.getCell(3).value).toBe(hourly.at(-1)!.price);
    expect(workbook.worksheets).toHaveLength(1);
  });

  it('opens as a landscape PDF with every row, the details, the chart and the summary', async (context) => {
    const answer = await post(MCP_EXPORT, { ...YEAR, exportType: 'PDF' });
    expect(answer.statusCode).toBe(200);
    expect(fileName(answer)).toBe(`dam-mcp_${FIRST_DAY}_${LAST_DAY}_UTC+3.pdf`);
    const text = pdfToText(answer.rawPayload);
    if (text === undefined) {
      context.skip('pdftotext (poppler-utils) is not installed');
      return;
    }
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThan(100);
    expect(pages[0]).toContain('Tüm tarih ve saatler İstanbul saatidir (TSİ, UTC+3).');
    expect(pages[0]).toContain('Simüle veri');
    expect(pages[0]).toContain('Grafik');
    expect(pages[0]).toContain('Özet');
    expect(pages.at(-1)).toContain(`Sayfa ${pages.length} / ${pages.length}`);
    // Every hour of the year is a line of the table, from the first to the last.
    const rowLines = text.split('\n').filter((line) => /^\s*\d{2}\.\d{2}\.\d{4}\s+\d{2}:\d{2}\s/.test(line));
    expect(rowLines).toHaveLength(HOURS);
    expect(rowLines[0]).toMatch(new RegExp(`^\\s*${trDay(FIRST_DAY)}\\s+00:00`));
    expect(rowLines.at(-1)).toMatch(new RegExp(`^\\s*${trDay(LAST_DAY)}\\s+23:00`));
  }, 60_000);
});

describe('a PDF sent as it is drawn', () => {
  beforeAll(async () => { await app.listen({ port: 0, host: '127.0.0.1' }); });

  it('starts the download before the last page is drawn, in several pieces, and the file is whole', async () => {
    const answer = await download(MCP_EXPORT, { ...YEAR, exportType: 'PDF' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(fileName(answer)).toBe(`dam-mcp_${FIRST_DAY}_${LAST_DAY}_UTC+3.pdf`);
    expect(answer.complete).toBe(true);
    expect(answer.pieces).toBeGreaterThan(1);
    expect(answer.firstByteMs).toBeLessThan(answer.totalMs);
    expect(answer.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(answer.body.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    const text = pdfToText(answer.body);
    if (text !== undefined) expect(text).toMatch(new RegExp(`${trDay(LAST_DAY)}\\s+23:00`));
  }, 60_000);

  it('sends a year of CSV in pieces as it reads the rows, whole, and reads no count or summary for it', async () => {
    const queries: string[] = [];
    const { query } = store;
    store.query = (sql, params) => { queries.push(sql); return query.call(store, sql, params); };
    try {
      const answer = await download(MCP_EXPORT, { ...YEAR, exportType: 'CSV' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.complete).toBe(true);
      expect(answer.pieces).toBeGreaterThan(1);
      const lines = answer.body.toString('utf8').split('\r\n').filter(Boolean);
      expect(lines).toHaveLength(HOURS + 1);
      expect(lines.at(-1)).toMatch(new RegExp(`^${trDay(LAST_DAY)};23:00;`));
    } finally {
      store.query = query;
    }
    // The rows came through the store's cursor, not a query holding them all; no total, no summary block.
    expect(queries.filter((sql) => /count\(\*\)|\bavg\(|\bmin\(|\bmax\(/i.test(sql))).toEqual([]);
  }, 60_000);

  it('writes a year of XLSX from the store\'s cursor as the worker asks, sent in pieces, whole, with no count or summary', async () => {
    const queries: string[] = [];
    const { query } = store;
    store.query = (sql, params) => { queries.push(sql); return query.call(store, sql, params); };
    let answer: Download;
    try {
      answer = await download(MCP_EXPORT, { ...YEAR, exportType: 'XLSX' });
    } finally {
      store.query = query;
    }
    expect(answer.status).toBe(200);
    expect(answer.complete).toBe(true);
    expect(answer.pieces).toBeGreaterThan(1);
    expect(queries.filter((sql) => /count\(\*\)|\bavg\(|\bmin\(|\bmax\(/i.test(sql))).toEqual([]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headerRow = (sheet.views[0] as { ySplit: number }).ySplit;
    expect(sheet.rowCount).toBe(headerRow + HOURS);
    expect(sheet.getRow(headerRow + HOURS).getCell(3).value).toBe(hourly.at(-1)!.price);
    await until(() => pool.load().running === 0);
  }, 60_000);

  it('gives the cursor back when the client hangs up mid-XLSX: the worker is freed and the next exports answer', async () => {
    const left = await download(MCP_EXPORT, { ...YEAR, exportType: 'XLSX' }, { leaveAfterFirstPiece: true });
    expect(left.complete).toBe(false);
    await until(() => pool.load().running === 0);
    for (let i = 0; i < 3; i += 1) {
      const answer = await post(MCP_EXPORT, { startDate: day(LAST_DAY), endDate: day(LAST_DAY), exportType: 'CSV' });
      expect(answer.statusCode).toBe(200);
    }
    expect((await download(MCP_EXPORT, { ...YEAR, exportType: 'XLSX' })).complete).toBe(true);
  }, 60_000);

  it('gives the cursor back when the client hangs up mid-CSV: the next export still answers', async () => {
    const left = await download(MCP_EXPORT, { ...YEAR, exportType: 'CSV' }, { leaveAfterFirstPiece: true });
    expect(left.complete).toBe(false);
    for (let i = 0; i < 4; i += 1) {
      const answer = await post(MCP_EXPORT, { startDate: day(LAST_DAY), endDate: day(LAST_DAY), exportType: 'CSV' });
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(25);
    }
  }, 60_000);

  it('stops the render and frees its worker when the client hangs up mid-download', async () => {
    const answer = await download(MCP_EXPORT, { ...YEAR, exportType: 'PDF' }, { leaveAfterFirstPiece: true });
    expect(answer.complete).toBe(false);
    await until(() => pool.load().running === 0);
    expect(pool.load()).toMatchObject({ running: 0, waiting: 0 });
    // The freed slot renders the next export.
    expect((await download(MCP_EXPORT, { ...YEAR, exportType: 'PDF' })).complete).toBe(true);
  }, 60_000);

  it('answers the error envelope when the render fails before its first byte', async () => {
    renderFault = 'before';
    const answer = await post(MCP_EXPORT, { ...YEAR, exportType: 'PDF' }, 'en-US');
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ errors: [{ errorCode: 'INTERNAL_ERROR', errorMessage: expect.stringMatching(/^An unexpected error occurred/) }], correlationId: expect.any(String) });
    await until(() => pool.load().running === 0);
  }, 60_000);

  it('breaks the download, never ending it as if whole, when the render fails after its first piece', async () => {
    renderFault = 'during';
    const answer = await download(MCP_EXPORT, { ...YEAR, exportType: 'PDF' });
    expect(answer.status).toBe(200);
    expect(answer.complete).toBe(false);
    expect(answer.body.subarray(-6).toString('latin1')).not.toBe('%%EOF\n');
    await until(() => pool.load().running === 0);
  }, 60_000);
});

describe('an export of what the table shows', () => {
  const WEEK = { startDate: day('2024-08-01'), endDate: day('2024-08-07') };

  it('writes only the visible columns, in the table\'s order, and says so', async () => {
    const view = { ...WEEK, exportType: 'CSV', columns: ['price', 'date', 'hour'], sort: { field: 'price', direction: 'DESC' } };
    const answer = await post(MCP_EXPORT, view, 'en-US');
    expect(answer.statusCode).toBe(200);
    expect(fileName(answer)).toBe('dam-mcp_2024-08-01_2024-08-07_UTC+3_price-desc.csv');
    const lines = answer.rawPayload.toString('utf8').slice(1).split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe('MCP (TL/MWh),Date (UTC+3),Hour (UTC+3)');
    const prices = lines.slice(1).map((line) => Number(line.split(',')[0]));
    expect(prices).toHaveLength(7 * 24);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('says the order and the columns in the XLSX', async () => {
    const answer = await post(MCP_EXPORT, { ...WEEK, exportType: 'XLSX', columns: ['date', 'hour', 'price'], sort: { field: 'price', direction: 'ASC' } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const preamble = Array.from({ length: 10 }, (_, i) => String(sheet.getCell(i + 1, 1).value ?? '')).join('\n');
    expect(preamble).toContain('Sıralama: PTF (TL/MWh), artan');
    expect(preamble).toContain('Sütunlar: tablodaki 3 sütun (raporun 5 sütunundan): Tarih (UTC+3), Saat (UTC+3), PTF (TL/MWh)');
  });

  it('follows a table that shows the newest first, and says so in the file and its name', async () => {
    const answer = await post(MCP_EXPORT, { ...WEEK, exportType: 'XLSX', sort: { field: 'date', direction: 'DESC' } }, 'en-US');
    expect(fileName(answer)).toBe('dam-mcp_2024-08-01_2024-08-07_UTC+3_date-desc.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headerRow = (sheet.views[0] as { ySplit: number }).ySplit;
    expect(String(sheet.getCell(headerRow - 3, 1).value)).toBe('Order: by time, newest first');
    expect(sheet.getRow(headerRow + 1).getCell(2).value).toBe('23:00');
    expect(sheet.getRow(headerRow + 1).getCell(1).value).toEqual(new Date('2024-08-07T23:00:00.000Z'));
    // Oldest first is the natural order: the name does not mention it.
    const natural = await post(MCP_EXPORT, { ...WEEK, exportType: 'CSV', sort: { field: 'date', direction: 'ASC' } });
    expect(fileName(natural)).toBe('dam-mcp_2024-08-01_2024-08-07_UTC+3.csv');
  });

  it('takes an operator-style page.sort too', async () => {
    const answer = await post(MCP_EXPORT, { ...WEEK, exportType: 'CSV', page: { number: 1, size: 10, sort: { field: 'price', direction: 'ASC' } } }, 'en-US');
    const prices = answer.rawPayload.toString('utf8').slice(1).split('\r\n').slice(1).filter(Boolean).map((line) => Number(line.split(',')[2]));
    expect(prices).toHaveLength(7 * 24);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it.each([
    ['an unknown column', { columns: ['date', 'password_hash'] }],
    ['the same column twice', { columns: ['date', 'date'] }],
    ['no column at all', { columns: [] }],
    ['a sort by an unknown column', { sort: { field: 'nope', direction: 'ASC' } }],
    ['a sort in an unknown direction', { sort: { field: 'price', direction: 'UP' } }],
  ])('refuses %s with a 400 in the reader\'s language', async (_label, extra) => {
    const answer = await post(MCP_EXPORT, { ...WEEK, exportType: 'CSV', ...extra }, 'en-US');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].errorCode).toBe('INVALID_VALUE');
  });

  it('states the days a report without a date range covers (all dams)', async () => {
    const answer = await post('/electricity-service/v1/dams/export/daily-kot', { exportType: 'XLSX', basinName: 'Fırat' }, 'en-US');
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    expect(String(workbook.worksheets[0]!.getCell('A2').value)).toMatch(/^Date range: \d{2}\.\d{2}\.\d{4} – 20\.08\.2024$/);
  });

  it('refuses a range with nothing published yet, instead of an empty file', async () => {
    const answer = await post(MCP_EXPORT, { startDate: day('2024-08-25'), endDate: day('2024-08-26'), exportType: 'PDF' }, 'en-US');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0]).toEqual({ errorCode: 'NOT_PUBLISHED_YET', errorMessage: 'The data of this range is not published yet: there are no rows to export.' });
  });
});

describe('chart steps computed by the server', () => {
  const WEEK = { startDate: day('2024-08-05'), endDate: day('2024-08-11') };
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

  it('averages prices per day and leaves the hour empty', async () => {
    const days = (await post(MCP, { ...WEEK, resolution: 'day' })).json().items;
    expect(days).toHaveLength(7);
    const hours = (await post(MCP, WEEK)).json().items as { date: string; price: number }[];
    const first = hours.filter((item) => item.date.startsWith('2024-08-05'));
    expect(days[0].date).toBe('2024-08-05T00:00:00+03:00');
    expect(days[0].hour).toBeNull();
    expect(days[0].price).toBeCloseTo(mean(first.map((item) => item.price)), 2);
  });

  it('adds up volumes per week, Monday first', async () => {
    const weeks = (await post(CONSUMPTION, { ...WEEK, resolution: 'week' })).json().items;
    const hours = (await post(CONSUMPTION, WEEK)).json().items as { consumption: number }[];
    expect(weeks).toHaveLength(1);
    expect(weeks[0].date).toBe('2024-08-05T00:00:00+03:00');
    expect(weeks[0].consumption).toBeCloseTo(hours.reduce((sum, item) => sum + item.consumption, 0), 1);
  });

  it('answers a year of hours as 13 months, the first starting on the range\'s first day', async () => {
    const months = (await post(MCP, { ...YEAR, resolution: 'month' })).json().items;
    expect(months[0].date).toBe(`${FIRST_DAY}T00:00:00+03:00`);
    expect(months.map((item: { date: string }) => item.date.slice(0, 7))).toEqual([
      '2023-08', '2023-09', '2023-10', '2023-11', '2023-12', '2024-01', '2024-02', '2024-03', '2024-04', '2024-05', '2024-06', '2024-07', '2024-08',
    ]);
  });

  it.each([
    ['a step the report does not offer', MCP, 'year'],
    ['a step on a report without the switch', '/electricity-service/v1/dams/data/daily-kot', 'day'],
  ])('refuses %s', async (_label, url, resolution) => {
    const answer = await post(url, { ...WEEK, resolution }, 'en-US');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].errorCode).toBe('INVALID_VALUE');
  });
});
