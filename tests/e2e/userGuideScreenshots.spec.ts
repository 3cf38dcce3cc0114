// The user guide's screenshots (src/web/guide/images/<lang>/<name>.jpg), taken from the running platform so
// they never fall behind it: each at 1280 px wide, light theme, JPEG quality 70, in Turkish and English. The
// guide's unit test (src/web/guide/guideImages.test.ts) checks every picture it shows is here. The dashboard is
// answered by page.route, so nothing on the server changes.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

type Locale = 'tr' | 'en';
const DAY = 'startDate=2024-07-29&endDate=2024-07-29';
const REPORT = `/reports/dam-mcp?${DAY}`;
const imagesDir = fileURLToPath(new URL('../../src/web/guide/images/', import.meta.url));
/** The tallest part of the page a picture shows, so a long table does not become a poster. */
const MAX_HEIGHT = 640;

const words = {
  tr: { search: 'Menüde ara', electricity: 'Elektrik', apiCall: 'API çağrısı', chartName: /Piyasa Takas Fiyatı/ },
  en: { search: 'Search the menu', electricity: 'Electricity', apiCall: 'API call', chartName: /Market Clearing Price/ },
} as const;

async function reportPage(page: Page, locale: Locale): Promise<void> {
  await page.goto(REPORT);
  await expect(page.locator('table.data-table tbody tr').first()).toBeVisible();
  await expect(page.getByRole('img', { name: words[locale].chartName })).toBeVisible();
  // The chart's entry animation has finished.
  await page.waitForTimeout(1200);
}

async function sidebar(page: Page, locale: Locale): Promise<Locator> {
  await page.goto('/home');
  const nav = page.locator('nav.sidebar-panel');
  if (!(await nav.isVisible())) await page.getByRole('button', { name: /menu|menü/i }).first().click();
  await expect(nav).toBeVisible();
  const group = nav.getByRole('button', { name: words[locale].electricity, exact: true });
  if ((await group.count()) > 0 && (await group.first().getAttribute('aria-expanded')) === 'false') await group.first().click();
  return nav;
}

/** Each picture: the part of the page it shows, once that part is ready. */
const SHOTS: Record<string, (page: Page, locale: Locale) => Promise<Locator>> = {
  menu: (page, locale) => sidebar(page, locale),
  search: async (page, locale) => {
    const nav = await sidebar(page, locale);
    await nav.getByLabel(words[locale].search).fill('PTF');
    await expect(nav.getByRole('status').first()).toBeVisible();
    return nav;
  },
  filters: async (page, locale) => {
    await reportPage(page, locale);
    return page.locator('.filters-panel');
  },
  chart: async (page, locale) => {
    await reportPage(page, locale);
    return page.locator('.chart-panel');
  },
  table: async (page, locale) => {
    await reportPage(page, locale);
    return page.locator('.table-panel');
  },
  export: async (page, locale) => {
    await reportPage(page, locale);
    return page.locator('.filters-footer');
  },
  share: async (page, locale) => {
    await reportPage(page, locale);
    return page.locator('.view-bar');
  },
  dashboard: async (page) => {
    const layout = {
      root: {
        kind: 'split', id: 'guide-root', direction: 'row', sizes: [50, 50], children: [
          { kind: 'panel', id: 'guide-a', reportId: 'dam-mcp', view: `${DAY}&layout=chart`, height: 420 },
          { kind: 'panel', id: 'guide-b', reportId: 'dam-clearing-quantity', view: `${DAY}&layout=table`, height: 420 },
        ],
      },
    };
    await page.route('**/app-api/dashboard', (route) => (route.request().method() === 'GET'
      ? route.fulfill({ json: { schemaVersion: 2, layout } })
      : route.fulfill({ status: 409, json: { errors: [{ errorCode: 'GUIDE', errorMessage: 'not saved while taking screenshots' }] } })));
    await page.goto('/dashboard');
    await expect(page.locator('[data-panel-id="guide-b"] table.data-table')).toBeVisible();
    await expect(page.locator('[data-panel-id="guide-a"] .chart-frame [role="img"]')).toBeVisible();
    await page.waitForTimeout(1200);
    return page.locator('.dashboard-page');
  },
  apiCall: async (page, locale) => {
    await reportPage(page, locale);
    const panel = page.locator('details.api-call-panel');
    await panel.getByText(words[locale].apiCall, { exact: true }).click();
    await expect(panel.locator('pre').first()).toBeVisible();
    return panel;
  },
};

for (const locale of ['tr', 'en'] as const) {
  test(`the user guide's screenshots in ${locale === 'tr' ? 'Turkish' : 'English'}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((language) => {
      localStorage.setItem('seffaflik.locale', language);
      localStorage.setItem('seffaflik.theme', 'default-light');
    }, locale);
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [name, show] of Object.entries(SHOTS)) {
      const part = await show(page, locale);
      await part.scrollIntoViewIfNeeded();
      const box = (await part.boundingBox())!;
      expect(box.width, name).toBeGreaterThan(100);
      const path = `${imagesDir}${locale}/${name}.jpg`;
      if (box.height <= MAX_HEIGHT) await part.screenshot({ path, type: 'jpeg', quality: 70, animations: 'disabled' });
      else {
        await page.evaluate((top) => window.scrollTo(0, top + window.scrollY - 8), box.y);
        const moved = (await part.boundingBox())!;
        await page.screenshot({ path, type: 'jpeg', quality: 70, clip: { x: moved.x, y: moved.y, width: moved.width, height: MAX_HEIGHT } });
      }
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });
}
