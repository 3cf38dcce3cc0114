// The application shell in Chromium: menus signed out and in, favourites, search, breadcrumb, redirects,
// the error modal, the loader, the publication notification, the mobile sidebar and accessibility.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { withoutBootData } from './support/withoutBootData';

const MCP = '/electricity/electricity-markets/day-ahead-market-dam/market-clearing-price-mcp';
const english = { name: 'seffaflik.locale', value: 'en' };

test.use({ storageState: undefined });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(({ name, value }) => { if (!localStorage.getItem(name)) localStorage.setItem(name, value); }, english);
});

async function pinSidebar(page: Page) {
  const pin = page.getByRole('button', { name: 'Keep the menu open' });
  if ((await pin.getAttribute('aria-pressed')) !== 'true') await pin.click();
}

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('shows the fixed menu, sign-in prompts, and a not-found page that offers sign-in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await pinSidebar(page);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const name of ['Administrator Sign-in', 'Electricity', 'Natural Gas', 'Announcements']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await menu.getByRole('button', { name: 'Documentation' }).click();
    await expect(menu.getByRole('link', { name: 'Web Service User Guide' })).toBeVisible();
    await menu.getByRole('link', { name: 'Electricity', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Electricity market data' })).toBeVisible();
    await menu.getByRole('link', { name: 'Natural Gas', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Natural gas market data' })).toBeVisible();
    await menu.getByRole('button', { name: 'About' }).click();
    await menu.getByRole('link', { name: 'Frequently Asked Questions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await page.goto('/electricity/some/members/page');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /return=%2Felectricity%2Fsome%2Fmembers%2Fpage/);
  });
});

test.describe('signed in', () => {
  test('shows the full tree; favourites survive a reload; search finds a report', async ({ page }) => {
    await page.goto('/home');
    await pinSidebar(page);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('button', { name: 'Electricity', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Natural Gas', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Administrator Sign-in' })).toHaveCount(0);

    await menu.getByRole('searchbox', { name: 'Search the menu' }).fill('clearing');
    await menu.getByRole('link', { name: /Market Clearing Price/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`${MCP}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Market Clearing Price (MCP)' })).toBeVisible();

    await menu.getByRole('searchbox', { name: 'Search the menu' }).fill('');
    await menu.getByRole('button', { name: 'Add Market Clearing Price (MCP) to favourites' }).click();
    await page.reload();
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Favourites' }).getByRole('link', { name: 'Market Clearing Price (MCP)' })).toBeVisible();
    await page.getByRole('tab', { name: 'Menu' }).click();
  });

  test('jumps to a sibling through the breadcrumb, redirects to canonical paths and shows not-found', async ({ page }) => {
    await page.goto(MCP);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('button', { name: 'Day-Ahead Market (DAM)' }).click();
    await page.getByRole('menuitem', { name: 'Balancing Power Market (BPM)' }).click();
    await expect(page).toHaveURL(/\/electricity\/electricity-markets\/balancing-power-market-bpm\//);

    await page.goto('/Electricity/Electricity-Markets/Day-Ahead%20Market%20(DAM)/Market-Clearing-Price-(MCP)/?startDate=2024-07-29&junk=<b>x</b>');
    await expect(page).toHaveURL(new RegExp(`${MCP}\\?startDate=2024-07-29$`));
    await page.goto('/electricity/no-such-report');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  });

  test('shows the configured social links in the header and the footer, opening in a new tab', async ({ page }) => {
    await page.goto('/home');
    for (const region of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
      const links = region.getByRole('list', { name: 'Social media' });
      await expect(links.getByRole('link', { name: 'X' })).toHaveAttribute('href', 'https://x.example/seffaflik');
      await expect(links.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('rel', /noopener/);
    }
  });

  test('persists the language and the theme across a reload', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: /^TR\b/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Raporlar' })).toBeVisible();
    const before = await page.locator('html').getAttribute('data-theme');
    await page.getByRole('button', { name: /koyu|açık/i }).first().click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Raporlar' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
    await page.getByRole('button', { name: /^EN\b/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  });

  test('opens the error modal on a 400 and clears it on close', async ({ page }) => {
    // The first HTML carries a month's data: take it out so that the page asks, and the stand-in answers.
    await withoutBootData(page);
    await page.route('**/markets/dam/data/mcp', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errors: [{ errorCode: 'FORCED_FAILURE', errorMessage: 'A forced failure for the test.' }], correlationId: 'tx-1234' }) }));
    await page.goto(MCP);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('FORCED_FAILURE');
    await expect(dialog).toContainText('A forced failure for the test.');
    await expect(dialog).toContainText('tx-1234');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('shows the loader while a call is slow', async ({ page }) => {
    await withoutBootData(page);
    await page.route('**/markets/dam/data/mcp', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.goto(MCP);
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.locator('.data-table tbody tr[aria-rowindex]').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('rings the bell when the day-ahead prices are published inside the 13:00–13:30 window', async ({ page }) => {
    let published = false;
    await page.clock.install({ time: new Date('2026-11-23T10:04:00Z') });
    await withoutBootData(page);
    // Without the publication stream the page falls back to asking every minute in the window (the rule tested here).
    await page.route('**/app-api/publications/stream', (route) => route.abort());
    await page.route('**/v1/main/date-init', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ serverTime: '2026-11-23T13:04:00+03:00' }) }));
    await page.route('**/interim-mcp-published-status', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: 'OK', body: { content: { completed: published } } }) }));
    await page.goto('/home');
    const bell = page.getByRole('button', { name: 'Notifications' });
    await expect(bell).toBeVisible();
    await expect(page.getByRole('img', { name: /unread notification/ })).toHaveCount(0);
    published = true;
    await page.clock.fastForward(61_000);
    await expect(page.getByRole('img', { name: '1 unread notification' })).toBeVisible();
    await bell.click();
    await expect(page.getByText('Day-ahead prices published')).toBeVisible();
  });
});

test.describe('page code that fails to load', () => {
  test('is fetched again, script and stylesheet, and the page comes back styled', async ({ page }) => {
    let scriptFailures = 0;
    let styleFailures = 0;
    await page.route(/\/assets\/FaqPage-[^/]+\.js$/, (route) => (scriptFailures++ < 1 ? route.abort('connectionreset') : route.continue()));
    await page.route(/\/assets\/ReportRoute-[^/]+\.css$/, (route) => (styleFailures++ < 1 ? route.abort('connectionreset') : route.continue()));
    await page.goto('/about/frequently-asked-questions');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    expect(scriptFailures).toBe(2);
    await page.goto(MCP);
    await expect(page.locator('.data-table tbody tr[aria-rowindex]').first()).toBeVisible();
    expect(styleFailures).toBe(2);
    // The report's own stylesheet is in force again: its filter panel is laid out as a bordered card.
    await expect(page.locator('link[rel="stylesheet"][href*="ReportRoute-"]')).toHaveCount(1);
    expect(await page.locator('link[rel="stylesheet"][href*="ReportRoute-"]').evaluate((link) => (link as HTMLLinkElement).sheet !== null)).toBe(true);
  });

  test('is explained after two minutes of failures, with the error and a reload', async ({ page }) => {
    await page.clock.install();
    await page.route(/\/assets\/FaqPage-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto('/about/frequently-asked-questions');
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    // Each attempt fails over the network in real time, then waits on the page's (fake) clock.
    for (let i = 0; i < 30; i++) {
      await page.waitForTimeout(100);
      await page.clock.runFor(5_000);
    }
    const failure = page.getByRole('alert').filter({ hasText: 'Part of the page could not be loaded' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('ChunkLoadError');
    await expect(failure.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    // The shell stays usable: another page opens from the menu.
    await page.unroute(/\/assets\/FaqPage-[^/]+\.js$/);
    await page.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  });
});

test.describe('mobile width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('hides the sidebar until asked, and closes it on an outside click', async ({ page }) => {
    await page.goto('/home');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(370, 600);
    await expect(menu).toBeHidden();
  });
});

test.describe('accessibility', () => {
  const pages = [
    ['home', '/home', false], ['the visitors\' home with the live summary', '/home', true], ['a report', MCP, false], ['the sign-in prompt', '/electricity', true], ['not found', '/nope', true],
    ['about', '/about/about-the-platform', true], ['the FAQ', '/about/frequently-asked-questions', false],
    ['the web-service guide', '/documentation/web-service-user-guide', false], ['the regulator document', '/documentation/regulator-decision-document', true],
    ['announcements', '/announcements', false],
  ] as const;
  for (const [name, path, signedOut] of pages) {
    test(`${name} has no serious axe violations`, async ({ page, context }) => {
      if (signedOut) await context.clearCookies();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
  async function expectNoSeriousViolations(page: Page) {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }

  test('the settings dialog has no serious axe violations and keeps focus inside', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the open mobile menu has no serious axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
