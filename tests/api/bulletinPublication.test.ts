// Bulletin publication (src/server/bulletins/publication) on both stores, with a small renderer in place of the
// real content (its own suite tests that): which dates answer, the 400 and 404 envelopes in both languages, the
// archive keeping one copy however many ask at once (also across two "processes" on one store), a revision of
// the period's data making its bulletins stale, the HTML and PDF headers, the list and the background publishing.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BulletinRequest, RenderBulletin } from '../../src/server/bulletins/bulletinKinds';
import { storeBulletin } from '../../src/server/bulletins/publication/bulletinArchive';
import { createBulletinPublisher } from '../../src/server/bulletins/publication/bulletinPublisher';
import { bulletinPublisherOf, registerBulletins } from '../../src/server/bulletins/publication/registerBulletinRoutes';
import { findDataset } from '../../src/server/datasets/datasets';
import { registerErrorHandler } from '../../src/server/errors/registerErrorHandler';
import { reviseRows } from '../../src/server/publication/reviseRows';
import type { Store } from '../../src/server/store/store';
import { openTestStore } from '../support/testServer';

/** 14:30 in Istanbul on 20 August 2024: the 19th is the newest day that is over. */
const NOW = new Date('2024-08-20T11:30:00Z');
const RANGE = { dataStart: '2024-06-01', dataEnd: () => '2024-08-21' };

let store: Store;
let app: FastifyInstance;
let made: BulletinRequest[] = [];

/** Stands for the content's renderer: says what it was asked for, a little slowly, so that requests overlap. */
const testRenderer: RenderBulletin = async (_store, request) => {
  made.push(request);
  await new Promise((done) => setTimeout(done, 20));
  const name = `${request.market} ${request.period} ${request.periodKey} ${request.language} #${made.length}`;
  return { title: name, html: `<!doctype html><html lang="${request.language}"><body><h1>${name}</h1></body></html>`, pdf: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) };
};

async function buildTestApp(): Promise<FastifyInstance> {
  const built = Fastify();
  registerErrorHandler(built);
  registerBulletins(built, { store, now: () => NOW, range: RANGE, render: testRenderer, env: { BULLETIN_SCHEDULER: 'off' } });
  await built.ready();
  return built;
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const archiveRows = async () => (await store.query('SELECT market, period, period_key, language FROM bulletin_archive ORDER BY market, period, period_key, language')).length;

beforeAll(async () => {
  store = await openTestStore();
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
  await store.close();
});
beforeEach(async () => {
  made = [];
  await store.query('DELETE FROM bulletin_archive');
});

describe('bulletin addresses', () => {
  it('serve a final day as an HTML page that runs nothing, in the asked language (Turkish by default)', async () => {
    const answer = await get('/bulletins/electricity/daily/2024-08-19');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('electricity daily 2024-08-19 tr');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('script-src');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await get('/bulletins/electricity/daily/2024-08-19?lang=en')).body).toContain('2024-08-19 en');
    expect((await get('/bulletins/natural-gas/weekly/2024-W33', { 'accept-language': 'en-US' })).body).toContain('natural-gas weekly 2024-W33 en');
    expect((await get('/bulletins/natural-gas/monthly/2024-07?lang=tr', { 'accept-language': 'en-US' })).body).toContain('2024-07 tr');
  });

  it('serve the PDF as a named download, and answer 304 to a reader holding the same copy', async () => {
    const answer = await get('/bulletins/natural-gas/daily/2024-08-19.pdf?lang=en');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="natural-gas-daily-bulletin-2024-08-19.pdf"');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('/bulletins/electricity/monthly/2024-07.pdf')).headers['content-disposition']).toBe('attachment; filename="elektrik-aylik-bulten-2024-07.pdf"');
    const etag = String(answer.headers.etag);
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const again = await get('/bulletins/natural-gas/daily/2024-08-19.pdf?lang=en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(made).toHaveLength(2);
  });

  it('answer 404 "not published" for a day not over yet, a future date or a date before the data', async () => {
    for (const url of ['/bulletins/electricity/daily/2024-08-20', '/bulletins/electricity/daily/2031-01-01', '/bulletins/natural-gas/weekly/2024-W34',
      '/bulletins/electricity/monthly/2024-08', '/bulletins/electricity/yearly/2024', '/bulletins/electricity/daily/2024-05-31.pdf']) {
      const answer = await get(url, { 'accept-language': 'en-US' });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().errors, url).toEqual([{ errorCode: 'BULLETIN_NOT_PUBLISHED', errorMessage: 'Bulletin not published on this date.' }]);
    }
    const turkish = await get('/bulletins/electricity/daily/2031-01-01');
    expect(turkish.json().errors[0].errorMessage).toBe('Bu tarih için yayımlanmış bir bülten yok.');
    expect(made).toEqual([]);
  });

  it('answer 400 for a malformed or impossible key, saying the form, in both languages', async () => {
    for (const [url, form] of [['/bulletins/electricity/daily/2024-02-30', 'YYYY-MM-DD'], ['/bulletins/electricity/weekly/2024-W53', 'YYYY-Www'],
      ['/bulletins/natural-gas/monthly/2024-13', 'YYYY-MM'], ['/bulletins/natural-gas/yearly/24', 'YYYY'], ['/bulletins/electricity/daily/2024-08-19.html', 'YYYY-MM-DD']] as const) {
      const answer = await get(url, { 'accept-language': 'en-US' });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().errors[0].errorCode).toBe('INVALID_PERIOD_KEY');
      expect(answer.json().errors[0].errorMessage).toContain(form);
    }
    expect((await get('/bulletins/electricity/daily/2024-02-30')).json().errors[0].errorMessage).toContain('geçerli bir günlük bülten tarihi değil');
    expect((await get('/bulletins/electricity/daily/2024-08-19?lang=de')).statusCode).toBe(400);
    // A page address with a trailing slash is left to the app (its not-found handler, the shell in the real app).
    expect((await get('/bulletins/electricity-bulletins/')).json().errors).toBeUndefined();
    const unknown = await get('/bulletins/water/daily/2024-08-19');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].errorCode).toBe('NOT_FOUND');
  });

  it('list the published periods newest first, titled in the asked language, a page at a time', async () => {
    const answer = await get('/bulletins/electricity/monthly?lang=en');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ total: 2, first: '2024-06', latest: '2024-07', items: [
      { key: '2024-07', title: 'Monthly electricity market bulletin, July 2024', html: '/bulletins/electricity/monthly/2024-07?lang=en', pdf: '/bulletins/electricity/monthly/2024-07.pdf?lang=en' },
      { key: '2024-06' },
    ] });
    const days = (await get('/bulletins/natural-gas/daily?page=2&pageSize=3')).json();
    expect(days).toMatchObject({ total: 80, latest: '2024-08-19', page: 2, pageSize: 3 });
    expect(days.items.map((i: { key: string }) => i.key)).toEqual(['2024-08-16', '2024-08-15', '2024-08-14']);
    expect(days.items[0].title).toBe('Günlük doğal gaz piyasası bülteni, 16 Ağustos 2024');
    expect((await get('/bulletins/electricity/yearly')).json()).toMatchObject({ total: 0, latest: null, items: [] });
    expect((await get('/bulletins/electricity/daily?pageSize=1000')).statusCode).toBe(400);
  });
});

describe('the bulletin archive', () => {
  it('makes a bulletin once however many readers ask for it at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/bulletins/electricity/weekly/2024-W32?lang=en')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(made).toHaveLength(1);
    expect(await archiveRows()).toBe(1);
    await get('/bulletins/electricity/weekly/2024-W32.pdf?lang=en');
    expect(made).toHaveLength(1);
  });

  it('keeps one copy when two server processes make the same bulletin (insert-if-absent)', async () => {
    const other = createBulletinPublisher({ store, render: testRenderer, now: () => NOW, range: RANGE });
    const span = { period: 'daily' as const, key: '2024-08-18', start: Date.parse('2024-08-18T00:00:00Z'), end: Date.parse('2024-08-19T00:00:00Z') };
    const request = { market: 'natural-gas' as const, period: 'daily' as const, periodKey: '2024-08-18', language: 'en' as const };
    const [here, there] = await Promise.all([bulletinPublisherOf(app).document(request, span, 'html'), other.document(request, span, 'html')]);
    expect(here.body).toBe(there.body);
    expect(await archiveRows()).toBe(1);
    const bulletin = { title: 't', html: 'h', pdf: Buffer.from('%PDF-'), generatedAt: 1, dataVersion: 0, dataRevision: 0 };
    expect(await storeBulletin(store, request, bulletin)).toBe(false);
  });

  it('makes a period\'s bulletins again after a revision of its data, and only that period\'s', async () => {
    const mcp = findDataset('dam.mcp')!;
    await store.insertRows(mcp.table, mcp.fields, [{ ts: Date.parse('2024-08-17T10:00:00Z'), price: 2000, priceUsd: 60, priceEur: 55, volume: 1000 }], true);
    const first = (await get('/bulletins/electricity/daily/2024-08-17?lang=en')).body;
    await get('/bulletins/electricity/daily/2024-08-16?lang=en');
    expect(made).toHaveLength(2);
    await reviseRows(store, 'dam.mcp', [{ ts: '2024-08-17T10:00:00+03:00', price: 2100 }], 'objection upheld', NOW);
    const second = (await get('/bulletins/electricity/daily/2024-08-17?lang=en')).body;
    expect(made).toHaveLength(3);
    expect(second).not.toBe(first);
    expect((await get('/bulletins/electricity/daily/2024-08-17?lang=en')).body).toBe(second);
    await get('/bulletins/electricity/daily/2024-08-16?lang=en');
    await get('/bulletins/electricity/weekly/2024-W33?lang=en'); // 12–18 August holds the 17th: made now, once
    expect(made.map((r) => r.periodKey)).toEqual(['2024-08-17', '2024-08-16', '2024-08-17', '2024-W33']);
    const [row] = await store.query("SELECT CAST(data_revision AS BIGINT) AS r FROM bulletin_archive WHERE period_key = '2024-08-17'");
    expect(Number(row!.r)).toBeGreaterThan(0);
  });

  it('publishes the newest final period of every kind, market and language in the background, once', async () => {
    expect(await bulletinPublisherOf(app).publishLatest()).toBe(12);
    expect(new Set(made.map((r) => `${r.period} ${r.periodKey}`))).toEqual(new Set(['daily 2024-08-19', 'weekly 2024-W33', 'monthly 2024-07']));
    expect(await archiveRows()).toBe(12);
    expect(await bulletinPublisherOf(app).publishLatest()).toBe(0);
    await get('/bulletins/natural-gas/monthly/2024-07?lang=en');
    expect(made).toHaveLength(12);
  });
});
