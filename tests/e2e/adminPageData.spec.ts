// An administrator edits a report page's description and data-range limit on the administration screens; a
// member opening the report page sees the new description at once, and a range longer than the new limit is
// refused beside the date field. The settings are put back at the end, so other specs see the descriptor's.
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/accounts';

const MCP_PAGE = 61;

async function signInAsAdmin(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
  await page.goto('/admin');
  await page.getByRole('main').getByRole('link', { name: 'Sign in as an administrator' }).click();
  await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function closeSuccess(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Operation Successful' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test('an administrator changes a description and a limit, and the report page follows at once', async ({ browser, page }) => {
  const adminContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const admin = await adminContext.newPage();
  try {
    await signInAsAdmin(admin);

    // Report descriptions (9): a bad value is named beside its field, then a good one is saved.
    await admin.getByRole('main').getByRole('link', { name: 'Report Descriptions' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Report Descriptions' })).toBeVisible();
    await admin.getByLabel('Search pages').fill('Market Clearing Price');
    const row = admin.locator(`tr[data-menu-id="${MCP_PAGE}"]`);
    await row.getByRole('button', { name: 'Edit Market Clearing Price (MCP)' }).click();
    const editor = admin.getByRole('form', { name: 'Edit Market Clearing Price (MCP)' });
    await editor.getByLabel('Turkish description').fill('Yönetici tarafından yazılmış PTF açıklaması.');
    await editor.getByLabel('English description').fill('   ');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('The description cannot be empty.')).toBeVisible();
    await expect(editor.getByLabel('English description')).toBeFocused();

    // Unsaved edits: leaving through a link asks first, and staying keeps them.
    let asked = '';
    admin.once('dialog', (dialog) => { asked = dialog.message(); void dialog.dismiss(); });
    await admin.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Report Descriptions' })).toBeVisible();
    expect(asked).toBe('You have unsaved changes. They will be lost if you leave this page.');

    await editor.getByLabel('English description').fill('An MCP description written by the administrator.');
    await editor.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(admin);
    await expect(row).toContainText('An MCP description written by the administrator.');
    await expect(row).toContainText('Changed by an administrator');

    // Data range limits (8): seven days for the MCP page.
    await admin.goto('/admin/data-range-limits');
    await expect(admin.getByRole('heading', { level: 1, name: 'Data Range Limits' })).toBeVisible();
    const limitRow = admin.locator(`tr[data-menu-id="${MCP_PAGE}"]`);
    await limitRow.getByRole('button', { name: 'Edit Market Clearing Price (MCP)' }).click();
    const limitEditor = admin.getByRole('form', { name: 'Edit Market Clearing Price (MCP)' });
    await limitEditor.getByLabel('Administrator’s limit').check();
    await limitEditor.getByLabel('Value').fill('0');
    await limitEditor.getByLabel('Unit').selectOption('GUN');
    await limitEditor.getByRole('button', { name: 'Save' }).click();
    await expect(limitEditor.getByText('Enter a whole number from 1 to 3660.')).toBeVisible();
    await limitEditor.getByLabel('Value').fill('7');
    await limitEditor.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(admin);
    await expect(limitRow).toContainText('7 days');

    // The member's report page: the new description, and a month refused beside the date field.
    await page.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
    await page.goto('/reports/dam-mcp?startDate=2024-07-01&endDate=2024-07-31');
    await expect(page.getByText('An MCP description written by the administrator.')).toBeVisible();
    await expect(page.getByText(/at most 7 days/i).first()).toBeVisible();
  } finally {
    // Back to the descriptor's settings for the specs that follow.
    await admin.evaluate(async (menuId) => {
      const post = (call: string, item: Record<string, unknown>) => fetch(`/administration-service/v1/menu/${call}`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ items: [{ menuId, ...item }] }),
      });
      await post('update-page-data-descriptions', { descriptionTr: null, descriptionEn: null });
      await post('update-page-data-limits', { rangeType: null, rangeMaxValue: null });
    }, MCP_PAGE);
    await adminContext.close();
  }
});
