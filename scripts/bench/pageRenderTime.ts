// Time from navigation to the report's rows and chart on screen, in Debian's Chromium, for a signed-in member
// (signed in once through the real sign-in page; each run then starts with that cookie and a cold cache); then,
// in the same page, an in-app change of the range (the app's own navigation, as the filter form does) until the
// new rows are on screen. Also the JavaScript the page loaded, as gzip bytes of the built files it fetched.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { signedInState } from './signedInState';

export interface RenderTime { label: string; rowsMs: number; chartMs: number; rangeChangeMs: number; jsGzipBytes: number; jsFiles: number }

export interface PageToMeasure {
  label: string;
  path: string;
  /** The address the in-app range change goes to, and text its first row then shows. */
  changeTo: { path: string; firstRowText: string };
}

export async function measurePageRender(baseUrl: string, member: { email: string; password: string }, pages: PageToMeasure[], webDir: string, runs = 5): Promise<RenderTime[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results: RenderTime[] = [];
  try {
    const storageState = await signedInState(browser, baseUrl, member);
    for (const { label, path, changeTo } of pages) {
      const rows: number[] = [];
      const charts: number[] = [];
      const changes: number[] = [];
      const scripts = new Set<string>();
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext({ storageState }); // a cold cache each run, as for a first visit
        const page = await context.newPage();
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.add(url.pathname);
        });
        // The page itself notes when the first row and the chart's canvas enter the document, in its own clock
        // (milliseconds since the navigation started): a poll from outside would see them only once a long task
        // (the chart drawing) lets it run.
        await page.addInitScript(() => {
          const seen: Record<string, number> = {};
          const bench = window as unknown as { __benchSeen: Record<string, number>; __benchChange?: { text: string; started: number } };
          bench.__benchSeen = seen;
          new MutationObserver(() => {
            if (seen['rows'] === undefined && document.querySelector('.data-table tbody tr[aria-rowindex]')) seen['rows'] = performance.now();
            if (seen['chart'] === undefined && document.querySelector('.chart-panel canvas')) seen['chart'] = performance.now();
            const change = bench.__benchChange;
            if (change && seen['change'] === undefined) {
              const first = document.querySelector('.data-table tbody tr[aria-rowindex]');
              if (first?.textContent?.includes(change.text)) seen['change'] = performance.now() - change.started;
            }
          }).observe(document, { childList: true, subtree: true, characterData: true });
        });
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
        await page.locator('.data-table tbody tr[aria-rowindex]').first().waitFor();
        await page.locator('.chart-panel canvas').first().waitFor();
        const seen = await page.evaluate(() => (window as unknown as { __benchSeen: Record<string, number> }).__benchSeen);
        rows.push(seen['rows']!);
        charts.push(seen['chart']!);
        // Timed inside the page as well: from the app's navigation to the first new row in the document.
        await page.evaluate((to) => {
          (window as unknown as { __benchChange: { text: string; started: number } }).__benchChange = { text: to.firstRowText, started: performance.now() };
          window.history.pushState(window.history.state, '', to.path);
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        }, changeTo);
        await page.locator('.data-table tbody tr[aria-rowindex]', { hasText: changeTo.firstRowText }).first().waitFor();
        changes.push(await page.evaluate(() => (window as unknown as { __benchSeen: Record<string, number> }).__benchSeen['change']!));
        await context.close();
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const jsGzipBytes = [...scripts].reduce((sum, script) => sum + gzipSync(readFileSync(join(webDir, script))).byteLength, 0);
      results.push({ label, rowsMs: median(rows), chartMs: median(charts), rangeChangeMs: median(changes), jsGzipBytes, jsFiles: scripts.size });
    }
  } finally {
    await browser.close();
  }
  return results;
}
