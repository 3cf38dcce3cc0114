// The whole-page zip in Chromium: from a report page and from a dashboard, one download holding the table (CSV
// and XLSX), the chart (SVG and PNG), the summary and the metadata; the CSV holds the rows the page shows.
// The dashboard is the member's as the page loads it, answered here (page.route), so nothing on the server changes.
import { expect, test, type Download, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';

const DAY = 'startDate=2024-07-29&endDate=2024-07-29';
const BASE = 'dam-mcp_2024-07-29_2024-07-29_UTC+3';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => { if (!localStorage.getItem('seffaflik.locale')) localStorage.setItem('seffaflik.locale', 'en'); });
});

async function openZip(download: Download): Promise<JSZip> {
  return JSZip.loadAsync(await readFile((await download.path())!));
}

const fileNames = (zip: JSZip) => Object.values(zip.files).filter((f) => !f.dir).map((f) => f.name).sort();

/** The data lines of a CSV (header and byte-order mark left out). */
async function csvRows(zip: JSZip, name: string): Promise<string[]> {
  const text = await zip.file(name)!.async('string');
  return text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean).slice(1);
}

async function downloadFrom(page: Page, button: RegExp): Promise<Download> {
  const waiting = page.waitForEvent('download', { timeout: 45_000 });
  await page.getByRole('button', { name: button }).click();
  return waiting;
}

test('a report page downloads its table, chart, summary and metadata as one zip', async ({ page }) => {
  await page.goto(`/reports/dam-mcp?${DAY}`);
  await expect(page.getByRole('status').filter({ hasText: '24 rows' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Market Clearing Price \(MCP\)/ })).toBeVisible();
  const download = await downloadFrom(page, /Whole page \(zip\)/);
  expect(download.suggestedFilename()).toBe(`${BASE}_page.zip`);
  await expect(page.getByText(new RegExp(`Zip ready: ${BASE.replace('+', '\\+')}_page\\.zip`))).toBeVisible();

  const zip = await openZip(download);
  expect(fileNames(zip)).toEqual([`${BASE}.csv`, `${BASE}.xlsx`, `${BASE}_chart.png`, `${BASE}_chart.svg`, `${BASE}_metadata.json`, `${BASE}_summary.csv`]);
  // The page's rows: 24 hours, the first the day's first hour, each price as the table shows it (plain in the CSV).
  const rows = await csvRows(zip, `${BASE}.csv`);
  expect(rows).toHaveLength(24);
  // The English CSV: "29.07.2024,00:00,2250.00,..."; the table shows the same price as 2,250.00.
  const price = Number(rows[0]!.split(',')[2]);
  expect(rows[0]).toMatch(/^29\.07\.2024,00:00,/);
  await expect(page.locator('table.data-table tbody tr').first()).toContainText(price.toLocaleString('en-US', { minimumFractionDigits: 2 }));
  const png = await zip.file(`${BASE}_chart.png`)!.async('uint8array');
  expect([...png.slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  expect(await zip.file(`${BASE}_chart.svg`)!.async('string')).toContain('Market Clearing Price (MCP)');
  const metadata = JSON.parse(await zip.file(`${BASE}_metadata.json`)!.async('string')) as Record<string, unknown>;
  expect(metadata).toMatchObject({ report: { id: 'dam-mcp' }, timeZone: { offset: 'UTC+3' }, simulated: true, range: { start: '2024-07-29', end: '2024-07-29' } });
  // The link back: the page's own address (its menu path) with the filters.
  expect(metadata.link).toBe(page.url());
  expect(String(metadata.link)).toContain(`?${DAY}`);
  expect(String((metadata.apiCall as { url: string }).url)).toMatch(/\/electricity-service\/v1\/markets\/dam\/data\/mcp$/);
});

test('a dashboard downloads each panel\'s files in a folder of its own', async ({ page }) => {
  const layout = {
    root: {
      kind: 'split', id: 'bundle-root', direction: 'row', sizes: [50, 50], children: [
        { kind: 'panel', id: 'bundle-a', reportId: 'dam-mcp', view: DAY, height: 500 },
        { kind: 'panel', id: 'bundle-b', reportId: 'dam-clearing-quantity', view: `${DAY}&layout=table`, height: 500 },
      ],
    },
  };
  await page.route('**/app-api/dashboard', (route) => (route.request().method() === 'GET'
    ? route.fulfill({ json: { schemaVersion: 2, layout } })
    : route.fulfill({ status: 409, json: { errors: [{ errorCode: 'TEST', errorMessage: 'not saved in this test' }] } })));
  await page.goto('/dashboard');
  await expect(page.locator('[data-panel-id="bundle-a"]').getByRole('img', { name: /Market Clearing Price/ })).toBeVisible();
  await expect(page.locator('[data-panel-id="bundle-b"] table.data-table')).toBeVisible();
  const download = await downloadFrom(page, /Whole dashboard \(zip\)/);
  expect(download.suggestedFilename()).toMatch(/^dashboard_\d{4}-\d{2}-\d{2}_\d{4}_UTC\+3\.zip$/);

  const zip = await openZip(download);
  const names = fileNames(zip);
  expect(names).toEqual(expect.arrayContaining([
    'dashboard_metadata.json',
    `01_dam-mcp/${BASE}.csv`,
    `01_dam-mcp/${BASE}.xlsx`,
    `01_dam-mcp/${BASE}_chart.png`,
    `01_dam-mcp/${BASE}_chart.svg`,
    `01_dam-mcp/${BASE}_metadata.json`,
    '02_dam-clearing-quantity/dam-clearing-quantity_2024-07-29_2024-07-29_UTC+3.csv',
    '02_dam-clearing-quantity/dam-clearing-quantity_2024-07-29_2024-07-29_UTC+3_metadata.json',
  ]));
  // The table-only panel has no chart in its folder.
  expect(names.filter((n) => n.startsWith('02_') && n.includes('_chart.'))).toEqual([]);
  expect(await csvRows(zip, `01_dam-mcp/${BASE}.csv`)).toHaveLength(24);
  const metadata = JSON.parse(await zip.file('dashboard_metadata.json')!.async('string')) as { panels: { folder: string; reportId: string }[] };
  expect(metadata.panels.map((p) => [p.folder, p.reportId])).toEqual([['01_dam-mcp/', 'dam-mcp'], ['02_dam-clearing-quantity/', 'dam-clearing-quantity']]);
  await page.unroute('**/app-api/dashboard');
});
