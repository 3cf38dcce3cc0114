// Every report page in real Chromium, in Turkish and English: rows in the table, a chart drawn, no console
// errors; exports download files that parse; the filter state lives in the URL.
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ReportListItem { id: string; title: { tr: string; en: string }; chart?: unknown }

async function reportList(page: Page): Promise<ReportListItem[]> {
  const res = await page.request.get('/app-api/reports');
  return (await res.json()).items;
}

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function expectRowsAndChart(page: Page) {
  await expect(page.locator('.data-table tbody tr[aria-rowindex]').first()).toBeVisible();
  // A chart below the first screen (a page with many filters) is drawn when the reader scrolls near it.
  await page.evaluate(() => document.querySelector('.report-results .chart-placeholder, .report-results .chart-panel')?.scrollIntoView());
  await expect(page.locator('.chart-panel canvas').first()).toBeVisible();
}

/** Every descriptor's id and title, read from reports/ (one test per page, so a slow or broken page names itself). */
function descriptorList(): ReportListItem[] {
  const files = readdirSync('reports', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json') && !f.endsWith('menu-groups.json'));
  // A descriptor without a menu place is API-only (a dashboard operation): it has no page to visit.
  return files.map((f) => JSON.parse(readFileSync(join('reports', f), 'utf8')) as ReportListItem & { menu?: unknown })
    .filter((r) => r.menu !== undefined)
    .sort((a, b) => a.id.localeCompare(b.id));
}

// One visit per page: Turkish first, then English through the language switch (the page is drawn again in the
// other language without a reload), which halves the suite's page loads.
for (const report of descriptorList()) {
  test(`${report.id} renders rows${report.chart ? ' and a chart' : ''} in Turkish and English`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.addInitScript(() => { if (!localStorage.getItem('seffaflik.locale')) localStorage.setItem('seffaflik.locale', 'tr'); });
    await page.goto(`/reports/${report.id}`);
    for (const locale of ['tr', 'en'] as const) {
      if (locale === 'en') await page.getByRole('button', { name: /EN/ }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: report.title[locale] })).toBeVisible();
      // A register (participants, code lists) is a table only: its descriptor has no chart.
      if (report.chart) await expectRowsAndChart(page);
      else await expect(page.locator('.data-table tbody tr[aria-rowindex]').first()).toBeVisible();
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(errors).toEqual([]);
  });
}

test('the server lists every descriptor', async ({ page }) => {
  expect((await reportList(page)).map((r) => r.id).sort()).toEqual(descriptorList().map((r) => r.id).sort());
});

test('the language switch translates the page and is remembered', async ({ page }) => {
  await page.goto('/reports/dam-mcp');
  await expect(page.getByRole('heading', { level: 1, name: 'Piyasa Takas Fiyatı (PTF)' })).toBeVisible();
  await page.getByRole('button', { name: /EN/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Market Clearing Price (MCP)' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Market Clearing Price (MCP)' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the dark theme is applied and remembered', async ({ page }) => {
  await page.goto('/reports/dam-mcp');
  const before = await page.locator('html').getAttribute('data-theme');
  await page.getByRole('button', { name: /dark|koyu/i }).first().click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
  const after = await page.locator('html').getAttribute('data-theme');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', after!);
  await expectRowsAndChart(page);
});

test('a shared link reproduces the filtered view', async ({ page }) => {
  await page.goto('/reports/dam-mcp?startDate=2024-07-29&endDate=2024-07-29');
  await expect(page.locator('.data-table tbody tr[aria-rowindex]')).toHaveCount(24);
  await expect(page.locator('.table-count')).toContainText('24');
});

test('the matrix layout spreads a day of prices across the hours, and the link keeps it', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
  await page.goto('/reports/dam-mcp?startDate=2024-07-29&endDate=2024-07-30');
  // The table draws only the rows in view: its count says how many it holds.
  await expect(page.locator('.table-count')).toContainText('48');
  await page.getByRole('button', { name: 'Matrix' }).click();
  await expect(page).toHaveURL(/pivot=price\.hour/);
  await expect(page.locator('.data-table tbody tr[aria-rowindex]')).toHaveCount(2);
  await expect(page.getByRole('columnheader', { name: /^23:00/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /MCP: average/ })).toBeVisible();
  await page.reload();
  await expect(page.locator('.data-table tbody tr[aria-rowindex]')).toHaveCount(2);
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.locator('.table-count')).toContainText('48');
});

test('the simulated-data badge is shown', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(/Simüle veri|Simulated data/).first()).toBeVisible();
});

test('exports download files that parse', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('seffaflik.locale', 'tr'));
  await page.goto('/reports/dam-mcp?startDate=2024-07-29&endDate=2024-07-30');
  await expectRowsAndChart(page);
  for (const format of ['XLSX', 'CSV', 'PDF'] as const) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `${format} olarak indir` }).click()]);
    // The name says the range and, since the exports state their time zone, UTC+3.
    expect(download.suggestedFilename()).toMatch(new RegExp(`^dam-mcp_2024-07-29_2024-07-30(_UTC\\+3)?\\.${format.toLowerCase()}$`));
    const content = readFileSync((await download.path())!);
    if (format === 'CSV') {
      const text = content.toString('utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      expect(text.split('\r\n').filter(Boolean)).toHaveLength(49);
      expect(text).toContain('PTF (TL/MWh)');
    } else if (format === 'XLSX') {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(content as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const values = sheet.getSheetValues().flat().map(String);
      expect(values).toContain('PTF (TL/MWh)');
    } else {
      expect(content.subarray(0, 5).toString()).toBe('%PDF-');
    }
  }
});

test('a searchable lookup filters real-time generation to one power plant', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
  await page.goto('/reports/realtime-generation?startDate=2025-07-01&endDate=2025-07-01');
  await expectRowsAndChart(page);
  const systemTotal = await page.locator('.data-table tbody tr[aria-rowindex="14"] td').nth(3).textContent();
  const combobox = page.getByRole('combobox', { name: 'Power plant' });
  await combobox.fill('atatürk');
  await page.getByRole('option', { name: /ATATÜRK HES/ }).first().click();
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/powerPlantId=\d+/);
  await expect(page.locator('.data-table tbody tr[aria-rowindex="14"] td').nth(3)).not.toHaveText(systemTotal ?? '');
  // A dam's output is dammed hydro only: the natural gas column is zero in every hour.
  await expect(page.locator('.data-table tbody tr[aria-rowindex="14"] td').nth(4)).toHaveText('0.00');
});

test('the dam list follows the chosen basin', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
  await page.goto('/reports/dam-daily-level');
  await expectRowsAndChart(page);
  const dam = page.getByRole('combobox', { name: 'Dam' });
  await dam.click();
  await expect(page.getByRole('option', { name: 'KEBAN' })).toBeVisible();
  await page.getByRole('option', { name: 'KEBAN' }).click();
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.locator('.data-table tbody tr[aria-rowindex] td').nth(3)).toHaveText('KEBAN');
  const basin = page.getByRole('combobox', { name: 'Basin' });
  await basin.fill('Çoruh');
  await page.getByRole('option', { name: 'Çoruh' }).click();
  // Changing the basin clears the dam, whose list now holds the Çoruh dams only.
  await expect(dam).toHaveValue('');
  await dam.click();
  await expect(page.getByRole('option', { name: 'KEBAN' })).toHaveCount(0);
});

test('a date range over the limit is refused beside the field', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
  await page.goto('/reports/realtime-generation?startDate=2025-01-01&endDate=2025-12-31');
  await expect(page.getByText(/at most 3 months/i).first()).toBeVisible();
});
