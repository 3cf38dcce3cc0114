// The personal dashboard in Chromium: a member builds a three-panel dashboard from the template, splits a panel,
// picks reports and chart types, saves and finds it again after a reload; an eighth panel is refused; leaving
// with unsaved changes asks first; full screen shows one panel; at 390 px the dashboard is viewed, not edited.
import { expect, test, type Locator, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => { if (!localStorage.getItem('seffaflik.locale')) localStorage.setItem('seffaflik.locale', 'en'); });
});

const panels = (page: Page) => page.locator('.dashboard-board .dashboard-panel');
const panel = (page: Page, index: number) => panels(page).nth(index);

async function chooseReport(target: Locator, reportId: string) {
  await target.getByLabel('Report').selectOption(reportId);
}

async function closeNotice(page: Page, title: string, text: RegExp | string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test.describe.configure({ mode: 'serial' });

test('a member builds a dashboard from the three-panel template, splits, picks reports and charts, saves and finds it again', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: /Hello/ }).click();
  await page.getByRole('link', { name: 'My dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeVisible();
  await expect(page.getByText('Your dashboard is empty. To add a module')).toBeVisible();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Template').selectOption('threeSideBySide');
  await page.getByRole('button', { name: 'Apply the template' }).click();
  await expect(panels(page)).toHaveCount(3);
  // Side by side at 33/34/33 of the width.
  const widths = await Promise.all([0, 1, 2].map(async (i) => (await panel(page, i).boundingBox())!.width));
  expect(Math.abs(widths[0]! - widths[2]!)).toBeLessThan(4);
  expect(widths[1]! / widths[0]!).toBeGreaterThan(1);
  expect(widths[1]! / widths[0]!).toBeLessThan(1.1);

  await panel(page, 1).getByRole('button', { name: 'Split downwards' }).click();
  await expect(panels(page)).toHaveCount(4);
  expect((await panel(page, 2).boundingBox())!.y).toBeGreaterThan((await panel(page, 1).boundingBox())!.y + 300);

  await chooseReport(panel(page, 0), 'dam-mcp');
  await panel(page, 0).getByRole('button', { name: 'Chart', exact: true }).click();
  await panel(page, 0).getByLabel('Chart type').selectOption('simpleColumn');
  await chooseReport(panel(page, 1), 'dam-clearing-quantity');
  await panel(page, 1).getByRole('button', { name: 'Table', exact: true }).click();
  await chooseReport(panel(page, 2), 'dam-trade-value');
  await panel(page, 3).getByLabel('Height (pixels)').fill('655.5');
  await panel(page, 3).getByLabel('Height (pixels)').press('Enter');
  await expect(panel(page, 3).getByLabel('Height (pixels)')).toHaveValue('656');
  await expect(panel(page, 0).getByRole('img', { name: 'Market Clearing Price (MCP): Column' })).toBeVisible();
  await expect(panel(page, 1).getByRole('region', { name: /table/i })).toBeVisible();
  await expect(page.getByText('There are unsaved changes.')).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await closeNotice(page, 'Operation Successful', 'Your dashboard is saved.');
  await expect(page.getByText('There are unsaved changes.')).toBeHidden();

  await page.reload();
  await expect(panels(page)).toHaveCount(4);
  await expect(panel(page, 0).getByRole('heading', { level: 2 })).toContainText('Market Clearing Price (MCP)');
  await expect(panel(page, 0).getByRole('img', { name: 'Market Clearing Price (MCP): Column' })).toBeVisible();
  await expect(panel(page, 1).getByRole('heading', { level: 2 })).toContainText('DAM Matched Quantity');
  await expect(panel(page, 1).locator('.echart')).toHaveCount(0);
  await expect(panel(page, 1).locator('table.data-table')).toBeVisible();
  expect(Math.round((await panel(page, 3).boundingBox())!.height)).toBe(656);
  // View mode: no edit controls.
  await expect(page.getByRole('button', { name: 'Split downwards' })).toHaveCount(0);

  // Selected rows: the table's total and average show in the panel.
  const table = panel(page, 1).locator('table.data-table');
  await table.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
  await table.getByRole('checkbox', { name: 'Select row 2', exact: true }).check();
  await expect(table.locator('tfoot')).toContainText('Total');
});

test('an eighth panel is refused, and leaving with unsaved changes asks first', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(panels(page)).toHaveCount(4);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const add = page.getByRole('button', { name: 'Add a panel' });
  for (let i = 0; i < 3; i += 1) await add.click();
  await expect(panels(page)).toHaveCount(7);
  await expect(add).toBeDisabled();
  await expect(page.getByText('A dashboard holds at most 7 panels')).toBeVisible();
  await expect(page.getByText('7 of 7 panels')).toBeVisible();
  await expect(panel(page, 0).getByRole('button', { name: 'Split sideways' })).toBeDisabled();
  await expect(panel(page, 0).getByRole('button', { name: 'Split downwards' })).toBeDisabled();
  // Merging one frees a place again.
  await panel(page, 6).getByRole('button', { name: 'Merge' }).click();
  await expect(panels(page)).toHaveCount(6);
  await expect(add).toBeEnabled();

  // A save the server refuses says so in the error modal and keeps the changes.
  await page.route('**/app-api/dashboard', (route) => (route.request().method() === 'PUT'
    ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errors: [{ errorCode: 'DASHBOARD_TOO_MANY_PANELS', errorMessage: 'A dashboard holds at most 7 panels; 8 were sent.' }] }) })
    : route.fallback()));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const alert = page.getByRole('alertdialog', { name: 'Error Alert' });
  await expect(alert).toContainText('The dashboard could not be saved');
  await expect(alert).toContainText('A dashboard holds at most 7 panels; 8 were sent.');
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('There are unsaved changes.')).toBeVisible();
  await page.unroute('**/app-api/dashboard');

  const asked: string[] = [];
  page.once('dialog', (dialog) => { asked.push(dialog.message()); void dialog.dismiss(); });
  await page.getByRole('link', { name: /Şeffaflık|Home|home/ }).first().click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain('unsaved changes');
  await expect(page).toHaveURL(/\/dashboard$/);

  // A template replaces everything, so it asks first; cancelling keeps the panels.
  await page.getByLabel('Template').selectOption('one');
  await page.getByRole('button', { name: 'Reset to the template' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Apply the template?' });
  await expect(confirm).toContainText('every change is lost');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(panels(page)).toHaveCount(6);
});

test('full screen shows one panel over the whole window and Escape leaves it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');
  await expect(panels(page)).toHaveCount(4);
  await panel(page, 0).getByRole('button', { name: 'Full screen' }).click();
  const full = page.getByRole('dialog', { name: 'Full screen' });
  await expect(full).toBeVisible();
  await expect(full.locator('.dashboard-panel')).toHaveCount(1);
  const box = (await full.locator('.dashboard-panel').boundingBox())!;
  expect(box.width).toBeGreaterThan(1300);
  expect(box.height).toBeGreaterThan(800);
  await expect(full.getByRole('img', { name: 'Market Clearing Price (MCP): Column' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(full).toBeHidden();
  await expect(panels(page)).toHaveCount(4);

  // One at a time: previous and next walk the panels.
  await page.getByRole('button', { name: 'One at a time' }).click();
  await expect(page.getByText('Panel 1 of 4')).toBeVisible();
  await page.getByRole('button', { name: /Next panel/ }).click();
  await expect(page.getByText('Panel 2 of 4')).toBeVisible();
  await expect(page.locator('.dashboard-single .dashboard-panel h2')).toContainText('DAM Matched Quantity');
});

test('at 390 px the dashboard is viewed but editing is refused with a message', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(panels(page)).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeDisabled();
  await expect(page.getByText('Editing a dashboard needs a wider screen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Split downwards' })).toHaveCount(0);
  // Stacked on a phone: every panel as wide as the page.
  const first = (await panel(page, 0).boundingBox())!;
  const second = (await panel(page, 1).boundingBox())!;
  expect(second.y).toBeGreaterThan(first.y + first.height - 1);
  expect(first.width).toBeGreaterThan(300);
});

test('a shared link shows the dashboard read-only to someone signed out', async ({ page, browser }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Share as a link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Information' });
  await expect(dialog).toContainText('/dashboard/shared/');
  const url = /(https?:\/\/\S+\/dashboard\/shared\/[A-Za-z0-9_-]+)/.exec((await dialog.locator('p').first().textContent()) ?? '')![1]!;
  const visitor = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await visitor.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Shared dashboard' })).toBeVisible();
  await expect(visitor.locator('.dashboard-panel')).toHaveCount(4);
  await expect(visitor.locator('.dashboard-panel').first()).toContainText('Market Clearing Price (MCP)');
  await expect(visitor.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
});

test('"Add to my dashboard" on a report page fills the empty panel, and a visitor keeps a dashboard in the browser', async ({ page, browser }) => {
  await page.goto('/electricity/electricity-markets/day-ahead-market-dam/market-clearing-price-mcp');
  await page.getByRole('button', { name: 'Add to my dashboard' }).click();
  await expect(page.getByText('The report was added to your dashboard.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(panels(page)).toHaveCount(4);
  await expect(panel(page, 3).getByRole('heading', { level: 2 })).toContainText('Market Clearing Price (MCP)');

  const visitor = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await visitor.addInitScript(() => { if (!localStorage.getItem('seffaflik.locale')) localStorage.setItem('seffaflik.locale', 'en'); });
  await visitor.goto('/dashboard');
  await expect(visitor.getByText('your dashboard is kept in this browser only')).toBeVisible();
  await visitor.getByRole('button', { name: 'Edit', exact: true }).click();
  await visitor.getByLabel('Template').selectOption('twoStacked');
  await visitor.getByRole('button', { name: 'Apply the template' }).click();
  await visitor.locator('.dashboard-panel').first().getByLabel('Report').selectOption('dam-mcp');
  await visitor.getByRole('button', { name: 'Save', exact: true }).click();
  await closeNotice(visitor, 'Operation Successful', 'Your dashboard is saved in this browser.');
  await visitor.reload();
  await expect(visitor.locator('.dashboard-panel')).toHaveCount(2);
  await expect(visitor.locator('.dashboard-panel').first()).toContainText('Sign in to see this panel’s data.');
});
