// Report pages an analyst can trust (issue 11), in Chromium on four representative reports — hourly prices
// (dam-mcp), generation by source (realtime-generation), all dams (dam-daily-level) and a monthly average
// (mcp-monthly-average) — at 1440 and 390 px: one applied view shown once and restored by its link, explicit
// Istanbul time and publication, summaries that mean something, menus and tables that behave on every
// width, a forgiving search, labelled errors, honest content, the spec's messages, and less traffic.
// Screenshots of every representative page, in both themes and both languages, go to /tmp/shots/.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { withoutBootData } from './support/withoutBootData';

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

type Locale = 'tr' | 'en';

const REPRESENTATIVE = ['dam-mcp', 'realtime-generation', 'dam-daily-level', 'mcp-monthly-average'] as const;

async function open(page: Page, path: string, { locale = 'en', theme = 'default-light' }: { locale?: Locale; theme?: string } = {}) {
  await page.addInitScript(([l, th]) => {
    localStorage.setItem('seffaflik.locale', l!);
    localStorage.setItem('seffaflik.theme', th!);
  }, [locale, theme]);
  await page.goto(path);
}

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const rows = (page: Page) => page.locator('.data-table tbody tr[aria-rowindex]');
const tableCount = (page: Page) => page.locator('.table-count');

/** Istanbul's calendar day (UTC+3 all year) of the server's clock. */
async function serverToday(page: Page): Promise<string> {
  const meta = await (await page.request.get('/app-api/meta')).json();
  return new Date(Date.parse(meta.serverTime) + 3 * 3_600_000).toISOString().slice(0, 10);
}

function lastMonthOf(today: string): { start: string; days: number } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(month === 1 ? year - 1 : year, month === 1 ? 11 : month - 2, 1));
  const days = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  return { start: start.toISOString().slice(0, 10), days };
}

const ddmmyyyy = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
}

test.describe('one state, shown once, and links that restore it', () => {
  for (const [locale, width] of [['en', 1440], ['tr', 1440], ['en', 390], ['tr', 390]] as const) {
    test(`clicking Last month on the MCP page shows last month at once, and its link opens the same view (${locale}, ${width} px)`, async ({ page, context }) => {
      const errors = collectConsoleErrors(page);
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/reports/dam-mcp', { locale });
      await expect(rows(page).first()).toBeVisible();
      const { start, days } = lastMonthOf(await serverToday(page));
      const label = locale === 'en' ? 'Last month' : 'Geçen ay';
      const dataCalls: string[] = [];
      page.on('request', (r) => { if (r.url().includes('/markets/dam/data/mcp')) dataCalls.push(r.postData() ?? ''); });

      await page.getByRole('button', { name: label, exact: true }).click();
      // At once: no Show button pressed, the rows of last month, the range relative in the address.
      await expect(tableCount(page)).toContainText(String(days * 24));
      await expect(rows(page).first().locator('td').nth(1)).toHaveText(ddmmyyyy(start));
      await expect(page).toHaveURL(/[?&]range=lastMonth(&|$)/);
      await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
      expect(dataCalls.some((body) => body.includes(`"startDate":"${start}T00:00:00+03:00"`))).toBe(true);
      // The form shows the same days as the table.
      await expect(page.getByRole('textbox', { name: locale === 'en' ? 'Start' : 'Başlangıç' })).toHaveValue(ddmmyyyy(start));
      // Time is explicit.
      await expect(page.locator('.report-header')).toContainText('UTC+3');
      await expect(page.getByRole('columnheader', { name: /\(UTC\+3\)/ }).first()).toBeVisible();

      const second = await context.newPage();
      await second.setViewportSize({ width, height: 900 });
      await second.goto(page.url());
      await expect(tableCount(second)).toContainText(String(days * 24));
      await expect(rows(second).first().locator('td').nth(1)).toHaveText(ddmmyyyy(start));
      await expect(second.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(second.locator('.report-header')).toContainText('UTC+3');
      await second.close();
      expect(errors).toEqual([]);
    });
  }

  test('sort, hidden columns, layout and chart type are in the link and survive a new range', async ({ page, context }) => {
    await open(page, '/reports/realtime-generation');
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('columnheader', { name: /^Wind/ }).getByRole('button').click();
    await expect(page.getByRole('columnheader', { name: /^Wind/ })).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByRole('checkbox', { name: 'Lignite (MWh)' }).uncheck();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Stacked column' }).click();
    await expect(page).toHaveURL(/sort=-wind/);
    await expect(page).toHaveURL(/hidden=lignite/);
    await expect(page).toHaveURL(/chart=stackedColumn/);

    // A new range keeps the table's state.
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/range=last7Days/);
    // Six whole days and today's published hours.
    await expect(tableCount(page)).not.toHaveText(/^24 rows$/);
    const weekCount = (await tableCount(page).textContent())!;
    await expect(page.getByRole('columnheader', { name: /^Wind/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('columnheader', { name: /^Lignite/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await expect(page).toHaveURL(/layout=table/);
    await expect(page.locator('.chart-panel')).toHaveCount(0);

    const second = await context.newPage();
    await second.goto(page.url());
    await expect(tableCount(second)).toHaveText(weekCount);
    await expect(second.getByRole('columnheader', { name: /^Wind/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(second.getByRole('columnheader', { name: /^Lignite/ })).toHaveCount(0);
    await expect(second.getByRole('button', { name: 'Table', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(second.locator('.chart-panel')).toHaveCount(0);
    await second.getByRole('button', { name: 'Table & chart' }).click();
    await expect(second.getByRole('button', { name: 'Stacked column' })).toHaveAttribute('aria-pressed', 'true');
    await second.close();

    // Back steps through the ranges the reader asked for.
    await page.goBack();
    await expect(page).not.toHaveURL(/range=last7Days/);
  });

  test('the chart\'s time step and comparison are in the link too', async ({ page, context }) => {
    await open(page, '/reports/dam-mcp');
    await page.getByRole('button', { name: 'This month' }).click();
    await page.locator('.chart-panel').getByRole('button', { name: 'Daily' }).click();
    await page.getByRole('combobox', { name: 'Compare' }).selectOption('year');
    await expect(page).toHaveURL(/step=day/);
    await expect(page).toHaveURL(/compare=year/);
    const second = await context.newPage();
    await second.goto(page.url());
    await expect(second.locator('.chart-panel').getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-pressed', 'true');
    await expect(second.getByRole('combobox', { name: 'Compare' })).toHaveValue('year');
    await second.close();
  });

  test('a day typed in full applies at once, and an absolute range stays absolute in the link', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const today = await serverToday(page);
    const day = addDays(today, -10);
    await open(page, '/reports/dam-mcp');
    await expect(rows(page).first()).toBeVisible();
    const start = page.getByRole('textbox', { name: 'Start' });
    await start.fill(ddmmyyyy(day));
    await expect(page).toHaveURL(new RegExp(`startDate=${day}&endDate=${today}`));
    await expect(rows(page).first().locator('td').nth(1)).toHaveText(ddmmyyyy(day));
    // An unfinished or impossible day waits, explained beside the field, with no console error.
    await start.fill('31.02.2025');
    await start.blur();
    await expect(page.getByText(/not a valid date/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`startDate=${day}`));
    await start.fill('');
    await start.blur();
    await expect(page.getByText('Required field: choose a start date.')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('time is explicit', () => {
  test('hourly rows read as intervals, and the page says when it was updated and when it publishes next', async ({ page }) => {
    await open(page, '/reports/dam-mcp?startDate=2025-07-01&endDate=2025-07-01');
    await expect(rows(page).first().locator('td').nth(2)).toHaveText('00:00–01:00');
    await expect(page.locator('.report-updated')).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(UTC\+3\)/);
    await expect(page.locator('.report-next')).toContainText(/Next publication: .*14:00 \(UTC\+3\)/);
    await expect(page.locator('.report-zone')).toHaveText('All times are Istanbul time (UTC+3).');
  });

  test('an empty future range says when its data comes, asks nothing and disables exports', async ({ page }) => {
    const today = await serverToday(page);
    // 10:00 in Istanbul, on the browser's clock and the server's reference time: tomorrow's prices come at 14:00.
    await page.clock.setFixedTime(new Date(`${today}T07:00:00Z`));
    await withoutBootData(page);
    await page.route('**/v1/main/date-init', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ serverTime: `${today}T10:00:00+03:00` }) }));
    let asked = false;
    page.on('request', (r) => { if (r.url().includes('/markets/dam/data/mcp')) asked = true; });
    await open(page, '/reports/dam-mcp?range=tomorrow', { locale: 'tr' });
    await expect(page.getByText('Henüz yayımlanmadı')).toBeVisible();
    await expect(page.getByText(/Bu aralığın verisi bugün saat 14:00 \(UTC\+3\) yayımlanır/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'CSV olarak indir' })).toBeDisabled();
    expect(asked).toBe(false);

    await page.goto(`/reports/realtime-generation?startDate=${addDays(today, 1)}&endDate=${addDays(today, 1)}`);
    await expect(page.getByText(/Bu aralığın verisi yarın saat 01:00 \(UTC\+3\) yayımlanır/)).toBeVisible();
  });
});

test.describe('summaries that mean something', () => {
  test('prices get averages and extremes, never a total; volumes get totals', async ({ page }) => {
    await open(page, '/reports/dam-mcp?startDate=2025-07-01&endDate=2025-07-01');
    const summary = page.getByRole('region', { name: 'Summary for the selected range' });
    await expect(summary.getByText('Average', { exact: true })).toBeVisible();
    await expect(summary.getByText('Maximum', { exact: true })).toBeVisible();
    await expect(summary.getByText('Total', { exact: true })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Select row 2', exact: true }).check();
    await expect(page.locator('.data-table tfoot tr')).toHaveCount(1);
    await expect(page.locator('.data-table tfoot')).toContainText('Average');

    await page.goto('/reports/realtime-generation?startDate=2025-07-01&endDate=2025-07-01');
    await expect(page.getByRole('region', { name: 'Summary for the selected range' }).getByText('Total Wind')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Select row 2', exact: true }).check();
    await expect(page.locator('.data-table tfoot tr')).toHaveCount(2);
  });

  test('all dams: levels get a range, not a sum; the monthly average marks the month in progress', async ({ page }) => {
    await open(page, '/reports/dam-daily-level');
    const summary = page.getByRole('region', { name: 'Summary for the selected range' });
    await expect(summary.getByText('Minimum', { exact: true })).toBeVisible();
    await expect(summary.getByText('Total', { exact: true })).toHaveCount(0);
    await expect(summary.getByText('Average', { exact: true })).toHaveCount(0);

    await page.goto('/reports/mcp-monthly-average');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.locator('.partial-mark')).toHaveCount(1);
    await expect(page.getByText(/is still in progress/)).toBeVisible();
  });
});

test.describe('tables and menus on every width', () => {
  for (const width of [1440, 390]) {
    test(`the column menu opens inside the viewport without covering the headers, and closes on Escape and outside click (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/reports/realtime-generation');
      await expect(rows(page).first()).toBeVisible();
      const button = page.getByRole('button', { name: /^Columns/ });
      await button.click();
      const panel = page.locator('.column-menu-panel');
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const head = (await page.locator('.data-table thead').boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(head.y + 1);
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(button).toBeFocused();
      await button.click();
      await expect(panel).toBeVisible();
      await page.locator('.report-header h1').click();
      await expect(panel).toHaveCount(0);
      // The page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('a long summary folds into compact cards on a narrow screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/reports/dam-mcp?startDate=2025-07-01&endDate=2025-07-01');
    await expect(page.locator('.summary-cards-compact')).toBeVisible();
    await expect(page.locator('.summary-table')).toHaveCount(0);
    const summary = (await page.locator('.summary').boundingBox())!;
    expect(summary.x + summary.width).toBeLessThanOrEqual(390);
  });

  test('the sidebar rail shows icons with tooltips', async ({ page }) => {
    await open(page, '/home');
    const rail = page.locator('.sidebar[data-mode="rail"]');
    await expect(rail).toBeVisible();
    const electricity = rail.getByRole('button', { name: 'Electricity', exact: true });
    await expect(electricity).toHaveAttribute('title', 'Electricity');
    await expect(electricity.locator('svg.sidebar-icon')).toBeVisible();
  });

  test('compact tables, chosen in settings, have 20 px rows in 11 px type', async ({ page }) => {
    await open(page, '/reports/dam-mcp');
    await expect(rows(page).first()).toBeVisible();
    expect((await rows(page).first().boundingBox())!.height).toBe(32);
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('tab', { name: 'General' }).click();
    await settings.getByRole('switch', { name: 'Compact tables' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await rows(page).first().boundingBox())!.height).toBe(20);
    expect(await rows(page).first().locator('td').nth(1).evaluate((cell) => getComputedStyle(cell).fontSize)).toBe('11px');
  });
});

test.describe('search that forgives', () => {
  test('folds Turkish letters and case, matches both languages and group names, and ranks exact titles first', async ({ page }) => {
    await open(page, '/home', { locale: 'tr' });
    const pin = page.getByRole('button', { name: 'Menüyü açık tut' });
    if ((await pin.getAttribute('aria-pressed')) !== 'true') await pin.click();
    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    const search = menu.getByRole('searchbox');
    await search.fill('u');
    await expect(menu.getByText('Aramak için en az 2 karakter yazın.')).toBeVisible();
    await search.fill('uretim');
    await expect(menu.getByRole('link', { name: 'Gerçek Zamanlı Üretim', exact: true })).toBeVisible();
    await search.fill('generation');
    await expect(menu.getByRole('link', { name: 'Gerçek Zamanlı Üretim', exact: true })).toBeVisible();
    await search.fill('gun oncesi');
    await expect(menu.getByRole('link', { name: 'Piyasa Takas Fiyatı (PTF)' })).toBeVisible();
    await search.fill('ptf');
    await expect(menu.locator('.sidebar-results a').first()).toHaveAccessibleName(/^Piyasa Takas Fiyatı \(PTF\)/);
    await search.fill('zzzz');
    await expect(menu.getByText(/Sonuç bulunamadı/)).toBeVisible();
  });
});

test.describe('errors and loading', () => {
  test('a server error is labelled, and the last good view stays on screen', async ({ page }) => {
    await open(page, '/reports/dam-mcp?startDate=2025-07-01&endDate=2025-07-01');
    await expect(tableCount(page)).toContainText('24');
    await page.route('**/markets/dam/data/mcp', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }));
    await page.getByRole('button', { name: 'Yesterday' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Error Alert' });
    await expect(dialog).toBeVisible();
    const inline = page.locator('.filters-panel [role="alert"]');
    // The inline state comes once the query has given up (after its retries); the modal is then closed.
    await expect(inline).toContainText('Server error');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(inline).toContainText('the last one that loaded is still shown');
    await expect(rows(page).first().locator('td').nth(1)).toHaveText('01.07.2025');
    await page.unroute('**/markets/dam/data/mcp');
    await inline.getByRole('button', { name: 'Try again' }).click();
    await expect(inline).toHaveCount(0);
  });

  test('an unreachable server and a refusal are told apart; a refused member is offered a sign-out', async ({ page }) => {
    await page.route('**/markets/dam/data/mcp', (route) => route.abort('connectionrefused'));
    await open(page, '/reports/dam-mcp');
    await expect(page.locator('.filters-panel [role="alert"]')).toContainText('The server could not be reached');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.unroute('**/markets/dam/data/mcp');
    await page.route('**/markets/dam/data/mcp', (route) => route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ errors: [{ errorCode: 'FORBIDDEN', errorMessage: 'Not for this account.' }] }) }));
    await page.getByRole('button', { name: 'Yesterday' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Error Alert' });
    await expect(dialog.getByRole('button', { name: 'Not authorized, click to log out' })).toBeVisible();
    await expect(page.locator('.filters-panel [role="alert"]')).toContainText('Refused');
  });

  test('skeletons while loading, and no flash of the signed-out header for a signed-in member', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { sawSignIn: boolean }).sawSignIn = false;
      new MutationObserver(() => {
        if (document.querySelector('.user-sign-in')) (window as unknown as { sawSignIn: boolean }).sawSignIn = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.route('**/markets/dam/data/mcp', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await open(page, '/reports/dam-mcp');
    await expect(page.locator('.report-skeleton')).toBeVisible();
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.report-skeleton')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sawSignIn: boolean }).sawSignIn)).toBe(false);
  });
});

test.describe('honest content', () => {
  test('the about page lists the reports that exist and the footer promises nothing more', async ({ page }) => {
    await open(page, '/about/about-the-platform');
    const reports = (await (await page.request.get('/app-api/reports')).json()).items as { title: { en: string } }[];
    for (const report of reports) await expect(page.getByRole('main').getByText(report.title.en, { exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).not.toContainText(/every table/i);
  });

  test.describe('signed out', () => {
    test.use({ storageState: { cookies: [], origins: [] } });
    test('the administrator sign-in link keeps the language and the theme', async ({ page }) => {
      await open(page, '/home', { locale: 'en', theme: 'default-dark' });
      const pin = page.getByRole('button', { name: 'Keep the menu open' });
      if ((await pin.getAttribute('aria-pressed')) !== 'true') await pin.click();
      const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Administrator Sign-in' });
      await expect(link).toHaveAttribute('href', /lang=en/);
      await expect(link).toHaveAttribute('href', /theme=default-dark/);
    });
  });
});

test.describe('less traffic', () => {
  test('date-init comes with the first HTML and is never asked again, and no cancelled calls when moving between pages', async ({ page }) => {
    const dateInits: string[] = [];
    const failed: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/main/date-init')) dateInits.push(r.url()); });
    page.on('requestfailed', (r) => { if (!r.url().includes('/assets/')) failed.push(`${r.url()} ${r.failure()?.errorText}`); });
    await open(page, '/reports/dam-mcp');
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
    await page.goBack();
    await expect(rows(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(dateInits).toHaveLength(0);
    expect(failed.filter((f) => /published-status|date-init|user-info|menu/.test(f))).toEqual([]);
  });
});

test.describe('screenshots of the representative reports', () => {
  for (const width of [1440, 390]) {
    for (const [theme, locale] of [['default-light', 'en'], ['default-dark', 'tr']] as const) {
      test(`${width} px, ${theme}, ${locale}`, async ({ page }) => {
        const errors = collectConsoleErrors(page);
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        await open(page, '/home', { locale, theme });
        for (const id of REPRESENTATIVE) {
          await page.goto(`/reports/${id}`);
          await expect(rows(page).first()).toBeVisible();
          // On a phone the chart sits below the first screen and is drawn when the reader scrolls near it.
          await page.evaluate(() => document.querySelector('.report-results .chart-placeholder, .report-results .chart-panel')?.scrollIntoView());
          await expect(page.locator('.chart-panel canvas, .chart-panel svg').first()).toBeVisible();
          await expect(page.locator('.report-header')).toContainText('UTC+3');
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await page.waitForTimeout(400);
          await page.screenshot({ path: `${SHOTS}/e2e-${id}-${width}-${theme}-${locale}.png`, fullPage: true });
        }
        expect(errors).toEqual([]);
      });
    }
  }
});
