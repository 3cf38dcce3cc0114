// npm run bench: prints the platform's figures. Nothing here asserts a time; it measures and prints.
//  - first start: building the simulated market, store size on disk
//  - bundle: initial and total JS of the built app
//  - web-service ticket latency (the password check is deliberately slow: scrypt)
//  - API latency (p50/p99) of MCP over one month and one year, and of real-time generation by plant
//  - throughput of one month of MCP, cached (plain and brotli) and uncached, against a naive server and a static-bytes
//    server (ratios), with a keep-alive node:http client that reads bytes only (scripts/bench/throughput.ts)
//  - export times (xlsx, csv, pdf) of a year of MCP: first bytes and complete
//  - a trivial request's latency alone and while four one-year MCP PDF exports run (the render pool at work)
//  - time from navigation to rows and chart in Chromium, for one month and one year of MCP, an in-app range
//    change to new rows, and the gzip JavaScript the page loaded
//  - Lighthouse's performance score of the home page and the MCP page, desktop and simulated mobile
//  - DuckDB beside PostgreSQL (when installed): build time, size on disk, query latency through the Store
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { measureLatency } from './bench/apiLatency';
import { measureTickets } from './bench/ticketLatency';
import { measureBundle } from './bench/bundleSize';
import { measureExports } from './bench/exportTimes';
import { compareThroughput } from './bench/throughputComparison';
import { measureTrivialUnderExports } from './bench/trivialUnderExports';
import { measurePageRender } from './bench/pageRenderTime';
import { measureLighthouse } from './bench/lighthouseScores';
import { startServer } from './bench/startServer';
import { compareStores } from './bench/storeComparison';

const DATA_DIR = 'var/bench';
const PORT = Number(process.env.BENCH_PORT ?? 8197);
const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
const ms = (n: number) => `${n.toFixed(1)} ms`;

if (!existsSync('dist/web/index.html') || process.argv.includes('--build')) {
  console.log('building the app…');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}
const bundle = measureBundle('dist/web');

// The bench's own first-start accounts; the per-member rate limit is off, since it measures latency, not limits.
const MEMBER = { email: 'bench@bench.example', password: 'Bench-member-password-1' };
rmSync(DATA_DIR, { recursive: true, force: true });
const server = await startServer(PORT, DATA_DIR, {
  ADMIN_EMAIL: 'bench-admin@bench.example', ADMIN_PASSWORD: 'Bench-admin-password-1', DEMO_EMAIL: MEMBER.email, DEMO_PASSWORD: MEMBER.password, RATE_LIMIT_PER_MINUTE: '0',
});
try {
  const seedLine = server.log.find((l) => l.includes('simulated market created'));
  const storeBytes = statSync(`${DATA_DIR}/seffaflik.duckdb`).size;
  const day = (d: string) => `${d}T00:00:00+03:00`;
  const mcp = `${server.url}/electricity-service/v1/markets/dam/data/mcp`;
  const month = { startDate: day('2025-10-01'), endDate: day('2025-10-31') };
  const year = { startDate: day('2025-01-01'), endDate: day('2025-12-31') };
  const tickets = await measureTickets(server.url, MEMBER);
  const auth = { TGT: tickets.ticket };
  const latencies = [
    await measureLatency('MCP, one month (744 rows)', mcp, month, auth),
    await measureLatency('MCP, one year (8,760 rows)', mcp, year, auth),
    await measureLatency('MCP, one year, page of 24', mcp, { ...year, page: { number: 1, size: 24 } }, auth),
    await measureLatency('real-time generation, one month, system', `${server.url}/electricity-service/v1/generation/data/realtime-generation`, month, auth),
    await measureLatency('real-time generation, one month, one plant', `${server.url}/electricity-service/v1/generation/data/realtime-generation`, { ...month, powerPlantId: 3911 }, auth),
  ];
  const throughput = await compareThroughput(mcp, month, tickets.ticket, PORT + 10);
  const exports = await measureExports(`${server.url}/electricity-service/v1/markets/dam/export/mcp`, year, ['CSV', 'XLSX', 'PDF'], auth);
  const pdfYear = { url: `${server.url}/electricity-service/v1/markets/dam/export/mcp`, body: { ...year, exportType: 'PDF' }, count: 4 };
  const underExports = [
    await measureTrivialUnderExports({ label: 'GET /app-api/meta', url: `${server.url}/app-api/meta`, method: 'GET' }, pdfYear, auth),
    await measureTrivialUnderExports({ label: 'MCP, one day (24 rows)', url: mcp, method: 'POST', body: { startDate: day('2025-10-01'), endDate: day('2025-10-01') } }, pdfYear, auth),
  ];
  const mcpPage = '/electricity/electricity-markets/day-ahead-market-dam/market-clearing-price-mcp';
  const renders = await measurePageRender(server.url, MEMBER, [
    { label: 'MCP page, one month', path: `${mcpPage}?startDate=2025-10-01&endDate=2025-10-31`, changeTo: { path: `${mcpPage}?startDate=2025-09-01&endDate=2025-09-30`, firstRowText: '01.09.2025' } },
    { label: 'MCP page, one year', path: `${mcpPage}?startDate=2025-01-01&endDate=2025-12-31`, changeTo: { path: `${mcpPage}?startDate=2024-01-01&endDate=2024-12-31`, firstRowText: '01.01.2024' } },
  ], 'dist/web');
  const lighthouseScores = await measureLighthouse(server.url, MEMBER, [{ label: 'home', path: '/home' }, { label: 'MCP page', path: mcpPage }]);

  console.log('\nŞeffaflık benchmark');
  console.log(`first start: ${seedLine ?? '(store existed)'}; ready after ${(server.startupMs / 1000).toFixed(1)} s; store ${kb(storeBytes)} on disk`);
  console.log(`bundle: initial JS ${kb(bundle.initialJs)} (${kb(bundle.initialJsGzip)} gzip), all JS ${kb(bundle.totalJs)} (${kb(bundle.totalJsGzip)} gzip) in ${bundle.files} files, CSS ${kb(bundle.css)}`);
  console.log(`report page: ${kb(bundle.reportRowsJsGzip)} gzip JS for its rows, ${kb(bundle.lineChartJsGzip)} more for a line chart (fetched behind the rows, drawn when its place nears the screen)`);
  console.log(`\nweb-service ticket (POST /cas/v1/tickets, scrypt check included): p50 ${ms(tickets.p50)}  p99 ${ms(tickets.p99)} over ${tickets.requests}`);
  console.log('\nAPI latency over HTTP (sequential requests, with a TGT ticket):');
  for (const l of latencies) console.log(`  ${l.label.padEnd(44)} p50 ${ms(l.p50).padStart(9)}  p99 ${ms(l.p99).padStart(9)}  ${kb(l.bytes)}`);
  console.log('\nthroughput, MCP one month (744 rows), 10 connections for 5 s each, after 1 s of the same load unmeasured:');
  const rate = (t: typeof throughput.naive) => `${t.perSecond.toFixed(0).padStart(7)} req/s  ${kb(t.bytes).padStart(7)}  p50 ${ms(t.p50).padStart(9)}  p99 ${ms(t.p99).padStart(9)}${t.errors ? `  ${t.errors} errors` : ''}`;
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  for (const t of [throughput.ours.cached, throughput.ours.cachedBrotli, throughput.ours.uncached, throughput.naive, throughput.static]) console.log(`  ${t.label.padEnd(44)} ${rate(t)}`);
  console.log(`  cached vs naive ${ratio(throughput.ours.cached.perSecond, throughput.naive.perSecond)} (brotli ${ratio(throughput.ours.cachedBrotli.perSecond, throughput.naive.perSecond)}), cached vs static bytes ${ratio(throughput.ours.cached.perSecond, throughput.static.perSecond)}, uncached vs naive ${ratio(throughput.ours.uncached.perSecond, throughput.naive.perSecond)}`);
  console.log('\nexports, MCP one year:');
  for (const e of exports) console.log(`  ${e.format.padEnd(5)} first bytes ${ms(e.firstByteMs).padStart(10)}  complete ${ms(e.ms).padStart(10)}  ${kb(e.bytes)}`);
  const workers = process.env.EXPORT_WORKERS ?? `${Math.max(1, availableParallelism() - 1)} (cores − 1)`;
  console.log(`\ntrivial request alone and while four one-year MCP PDF exports run (sequential calls; export workers: ${workers}):`);
  for (const t of underExports) {
    const figures = (f: typeof t.alone) => `p50 ${ms(f.p50).padStart(9)}  p99 ${ms(f.p99).padStart(9)}  max ${ms(f.max).padStart(9)}  (${f.calls} calls)`;
    const statuses = [...new Set(t.exports.statuses)].map((status) => `${t.exports.statuses.filter((s) => s === status).length}× ${status}`).join(', ');
    console.log(`  ${`${t.label}, alone`.padEnd(44)} ${figures(t.alone)}`);
    console.log(`  ${`${t.label}, during the exports`.padEnd(44)} ${figures(t.during)}`);
    console.log(`  ${''.padEnd(44)} exports: ${statuses}, all done in ${ms(t.exports.ms)}`);
  }
  console.log('\nnavigation → rows / chart on screen (Chromium, cold cache, median of 5), then an in-app range change → new rows:');
  for (const r of renders) console.log(`  ${r.label.padEnd(24)} rows ${ms(r.rowsMs).padStart(9)}  chart ${ms(r.chartMs).padStart(9)}  range change → rows ${ms(r.rangeChangeMs).padStart(9)}  JS loaded ${kb(r.jsGzipBytes)} gzip in ${r.jsFiles} files`);
  console.log('\nLighthouse performance (signed-in member; goal ≥ 0.95 desktop, ≥ 0.90 mobile):');
  for (const l of lighthouseScores) console.log(`  ${l.label.padEnd(10)} ${l.formFactor.padEnd(8)} ${l.performance.toFixed(2)}  FCP ${ms(l.fcpMs).padStart(9)}  LCP ${ms(l.lcpMs).padStart(9)}  TBT ${ms(l.tbtMs).padStart(8)}  CLS ${l.cls.toFixed(3)}`);
} finally {
  await server.stop();
}

// After the server stopped, so the two stores do not compete with it for the CPU.
const stores = await compareStores('var/bench-stores', process.env.SIMULATION_START ?? '2024-01-01');
console.log('\nstores (the simulated market from SIMULATION_START to tomorrow; queries straight through the Store, rows + count + summary):');
for (const f of stores.figures) {
  console.log(`  ${f.store.padEnd(8)} built in ${(f.seedMs / 1000).toFixed(1)} s, ${kb(f.bytes)} on disk`);
  for (const l of f.latencies) console.log(`    ${l.label.padEnd(36)} ${String(l.rows).padStart(6)} rows  p50 ${ms(l.p50).padStart(9)}  p99 ${ms(l.p99).padStart(9)}`);
}
if (stores.skipped) console.log(`  postgres: not measured, ${stores.skipped}`);
