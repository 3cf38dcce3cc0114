// Time from navigation to the report's rows and chart on screen, in Debian's Chromium, for a signed-in member
// (signed in once through the real sign-in page; each run then starts with that cookie and a cold cache).
import { chromium } from 'playwright-core';

export interface RenderTime { label: string; rowsMs: number; chartMs: number }

export async function measurePageRender(baseUrl: string, member: { email: string; password: string }, pages: Array<{ label: string; path: string }>, runs = 5): Promise<RenderTime[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results: RenderTime[] = [];
  try {
    const signIn = await browser.newContext();
    const signInPage = await signIn.newPage();
    await signInPage.goto(`${baseUrl}/auth/sign-in?lang=en&return=%2Fhome`);
    await signInPage.getByLabel('E-mail').fill(member.email);
    await signInPage.getByLabel('Password').fill(member.password);
    await signInPage.getByRole('button', { name: 'Sign in' }).click();
    await signInPage.waitForURL(/\/home$/);
    const storageState = await signIn.storageState();
    await signIn.close();
    for (const { label, path } of pages) {
      const rows: number[] = [];
      const charts: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext({ storageState }); // a cold cache each run, as for a first visit
        const page = await context.newPage();
        const started = performance.now();
        await page.goto(`${baseUrl}${path}`);
        await page.locator('.data-table tbody tr[aria-rowindex]').first().waitFor();
        rows.push(performance.now() - started);
        await page.locator('.chart-panel canvas').first().waitFor();
        charts.push(performance.now() - started);
        await context.close();
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      results.push({ label, rowsMs: median(rows), chartMs: median(charts) });
    }
  } finally {
    await browser.close();
  }
  return results;
}
