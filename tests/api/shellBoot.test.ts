// The app's first HTML carries the shell's answers and, on a report page, the descriptor and the data call of the
// view its address names, under the keys the app reads them by; only what the reader may see, escaped so that no
// answer can end its script element, compressed when asked, never cached for someone else.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootCalls, HOME_DASHBOARDS, type BootDocument } from '../../src/engine/app-api/bootCalls';
import { INLINE_DATA_MAX_BYTES } from '../../src/server/http/shellBoot';
import { loadReports } from '../../src/server/reports/loadReports';
import { postJson, signIn, startTestServer, TEST_MEMBER, type TestServer } from '../support/testServer';

const MCP_PAGE = '/electricity/electricity-markets/day-ahead-market-dam/market-clearing-price-mcp';
const mcp = loadReports('reports').reports.find((r) => r.id === 'dam-mcp')!;

let webDir: string;
let server: TestServer;
let cookie: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'shell-boot-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><title>Şeffaflık</title></head><body><div id="root"></div></body></html>');
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(join(webDir, '.vite', 'manifest.json'), JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    'report/ReportRoute.tsx': { file: 'assets/ReportRoute-1.js', imports: ['_shared-1.js', '_table-1.js'], css: ['assets/ReportRoute-1.css'] },
    '_table-1.js': { file: 'assets/table-1.js' },
    'report/chart/ChartPanel.tsx': { file: 'assets/ChartPanel-1.js', imports: ['_table-1.js', '_echarts-1.js'] },
    '_echarts-1.js': { file: 'assets/echarts-1.js' },
    'chart/parts/line.ts': { file: 'assets/line-1.js', imports: ['_echarts-1.js'] },
    'home/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_shared-1.js', '_cards-1.js'] },
    '_cards-1.js': { file: 'assets/cards-1.js' },
  }));
  server = await startTestServer({ publicData: false, webDir });
  cookie = await signIn(server.app, TEST_MEMBER);
});
afterAll(async () => {
  await server?.close();
  rmSync(webDir, { recursive: true, force: true });
});

function bootOf(html: string): BootDocument {
  const block = /<script id="boot-data" type="application\/json">([^]*?)<\/script>/.exec(html)?.[1];
  expect(block, 'the boot block').toBeDefined();
  // Nothing inside can close the element or open markup.
  expect(block).not.toMatch(/[<>]/);
  return JSON.parse(block!) as BootDocument;
}
const keyText = (key: readonly unknown[]) => JSON.stringify(key);

describe("the app's first HTML", () => {
  it("carries a member's shell, the report's descriptor and the data of a month's view in the address", async () => {
    const res = await server.app.inject({ method: 'GET', url: `${MCP_PAGE}?startDate=2024-07-01&endDate=2024-07-31`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const { answers, prefetch } = bootOf(res.body);
    const keys = answers.map((a) => keyText(a.key));
    for (const call of [bootCalls.userInfo(), bootCalls.menuTree(), bootCalls.dateInit(), bootCalls.reportList(), bootCalls.meta(), bootCalls.descriptor('dam-mcp'), bootCalls.pageSettings(61), bootCalls.pageUpdateDate(61), bootCalls.myTerms(), bootCalls.alertFirings(), bootCalls.memberParameters(), bootCalls.disclaimer()]) {
      expect(keys).toContain(keyText(call.key));
    }
    expect((answers.find((a) => keyText(a.key) === keyText(bootCalls.userInfo().key))!.data as { name?: string }).name).toBeTruthy();
    // A month's answer is small: it is in the HTML under the key the page reads, equal to what the page would ask.
    const data = bootCalls.reportData(mcp, { startDate: '2024-07-01', endDate: '2024-07-31' });
    expect(prefetch).toEqual([]);
    const carried = answers.find((a) => keyText(a.key) === keyText(data.key));
    const asked = await postJson(server.app, data.path, data.body, { cookie });
    expect(asked.json().items).toHaveLength(31 * 24);
    expect(carried?.data).toEqual(asked.json());
    // The page's own chunks are preloaded, not the entry's; the chart's only prefetched, behind the rows.
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/ReportRoute-1.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/table-1.js">');
    expect(res.body).not.toContain('href="/assets/shared-1.js"');
    expect(res.body).toContain('<link rel="preload" as="style" href="/assets/ReportRoute-1.css">');
    expect(res.body).toContain('<link rel="prefetch" crossorigin href="/assets/ChartPanel-1.js">');
    expect(res.body).toContain('<link rel="prefetch" crossorigin href="/assets/echarts-1.js">');
    // The line chart's ECharts part too, so the chart does not wait for a second round of requests.
    expect(res.body).toContain('<link rel="prefetch" crossorigin href="/assets/line-1.js">');
    expect(res.body).not.toContain('HomePage-1.js');
    expect(res.body.match(/table-1\.js/g)).toHaveLength(1);
  });

  it("shows the page's frame before the app runs: the report's title and description in both languages, escaped", async () => {
    const res = await server.app.inject({ method: 'GET', url: MCP_PAGE, headers: { cookie } });
    const root = /<div id="root">([^]*?)<\/main><\/div><\/div>/.exec(res.body)?.[1] ?? '';
    expect(root).toContain('<span class="brand-name">Şeffaflık</span>');
    expect(root).toContain(`<h1><span lang="tr" data-prerender-lang="tr">${mcp.title.tr}</span><span lang="en" data-prerender-lang="en">${mcp.title.en}</span></h1>`);
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    expect(root).toContain(`<p class="page-lead"><span lang="tr" data-prerender-lang="tr">${escaped(mcp.description.tr)}</span><span lang="en" data-prerender-lang="en">${escaped(mcp.description.en)}</span></p>`);
    // Off a report page and the home page, the frame only.
    const other = await server.app.inject({ method: 'GET', url: '/announcements', headers: { cookie } });
    expect(other.body).toContain('<main class="app-main"></main>');
  });

  it('names the data call of a view too big to carry (a year of hours), for the app to start at once', async () => {
    const res = await server.app.inject({ method: 'GET', url: `${MCP_PAGE}?startDate=2024-01-01&endDate=2024-12-31`, headers: { cookie } });
    const { answers, prefetch } = bootOf(res.body);
    const data = bootCalls.reportData(mcp, { startDate: '2024-01-01', endDate: '2024-12-31' });
    expect(prefetch).toEqual([JSON.parse(JSON.stringify(data))]);
    expect(answers.map((a) => keyText(a.key))).not.toContain(keyText(data.key));
    expect(res.body.length).toBeLessThan(INLINE_DATA_MAX_BYTES);
    const asked = await postJson(server.app, prefetch[0]!.path, prefetch[0]!.body, { cookie });
    expect(asked.body.length).toBeGreaterThan(INLINE_DATA_MAX_BYTES);
  });

  it("starts no member's data call for a visitor, and preloads only the home page's own code on the home page", async () => {
    const res = await server.app.inject({ method: 'GET', url: `${MCP_PAGE}?startDate=2024-07-01&endDate=2024-07-31` });
    const boot = bootOf(res.body);
    expect(boot.prefetch).toEqual([]);
    expect(boot.answers.map((a) => keyText(a.key))).toContain(keyText(bootCalls.userInfo().key));
    expect((boot.answers.find((a) => keyText(a.key) === keyText(bootCalls.userInfo().key))!.data as { name: unknown }).name).toBeNull();
    const home = await server.app.inject({ method: 'GET', url: '/home', headers: { cookie } });
    expect(bootOf(home.body).answers.length).toBeGreaterThan(0);
    expect(bootOf(home.body).prefetch).toEqual([]);
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js">');
    // The member's home heading is in the frame before the app runs; a visitor's is the welcome.
    expect(home.body).toContain('<div class="home"><header class="page-header"><h1><span lang="tr" data-prerender-lang="tr">Raporlar</span>');
    // The live cards' answers come along, in the request's language, under the keys the cards read.
    const cardKeys = bootOf(home.body).answers.map((a) => keyText(a.key));
    for (const name of HOME_DASHBOARDS) expect(cardKeys).toContain(keyText(bootCalls.dashboard(name, 'tr').key));
    const englishHome = await server.app.inject({ method: 'GET', url: '/home', headers: { cookie, 'accept-language': 'en-US' } });
    expect(bootOf(englishHome.body).answers.map((a) => keyText(a.key))).toContain(keyText(bootCalls.dashboard('day-ahead-market', 'en').key));
    const notHome = await server.app.inject({ method: 'GET', url: '/announcements', headers: { cookie } });
    expect(bootOf(notHome.body).answers.map((a) => keyText(a.key))).not.toContain(keyText(bootCalls.dashboard('day-ahead-market', 'tr').key));
    const visitorHome = await server.app.inject({ method: 'GET', url: '/home' });
    expect(visitorHome.body).toContain('Electricity and natural gas market data');
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/cards-1.js">');
    expect(home.body).not.toContain('ReportRoute-1.js');
    expect(home.body).not.toContain('href="/assets/shared-1.js"');
  });

  it('is compressed for a client that accepts brotli, and says it varies by cookie', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/home', headers: { cookie, 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toContain('cookie');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('id="boot-data"');
  });
});
