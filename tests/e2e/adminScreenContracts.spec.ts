// Screen settings (9016) and contract management (9017): an administrator makes report pages open on the table
// alone, and a member opening a report page without a layout in its address gets the table alone, the "Table"
// layout pressed; the setting is put back at the end. On the contract screen the administrator previews version
// 1.0, writes a draft, sees it listed and previews it, then deletes it after the confirmation: nothing is
// published here (publication is covered by tests/api/contracts.test.ts), so members keep the terms they had.
import { expect, test, type Page } from '@playwright/test';
import { adminCall, adminPage } from './support/adminSession';

async function closeSuccess(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Operation Successful' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test('a default layout set by an administrator opens report pages for readers, and is put back', async ({ browser, page }) => {
  const admin = await adminPage(browser);
  await admin.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
  const before = (await adminCall(admin, 'GET', '/app-api/admin/screen-settings')).json as { settings: Record<string, unknown> };
  try {
    await admin.goto('/admin/admin-settings/screen-settings');
    await expect(admin.getByRole('heading', { level: 1, name: 'Screen Settings' })).toBeVisible();
    await admin.getByRole('radio', { name: 'Table only' }).check();
    await admin.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(admin);
    await expect(admin.getByRole('button', { name: 'Save' })).toBeDisabled();

    // The member of the other specs (signed in by signIn.setup.ts): visitors read no data on this server.
    const visitor = page;
    await visitor.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
    await visitor.goto('/reports/dam-mcp?startDate=2024-07-01&endDate=2024-07-01');
    const layout = visitor.getByRole('group', { name: 'Layout' });
    await expect(layout.getByRole('button', { name: 'Table', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(visitor.locator('.chart-panel')).toHaveCount(0);
    // The reader's own choice still wins.
    await layout.getByRole('button', { name: 'Table & chart' }).click();
    await expect(visitor.locator('.chart-panel')).toBeVisible();
    await expect(visitor).toHaveURL(/layout=split/);
  } finally {
    expect((await adminCall(admin, 'PUT', '/app-api/admin/screen-settings', before.settings)).status).toBe(200);
    await admin.context().close();
  }
});

test('an administrator previews the terms in force and a draft, and deletes the draft', async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
  const label = `e2e-${Date.now() % 1_000_000}`;
  try {
    await admin.goto('/admin/admin-settings/contract-management');
    await expect(admin.getByRole('heading', { level: 1, name: 'Contract Management' })).toBeVisible();
    const first = admin.locator('tr[data-version-id="1"]');
    await first.getByRole('button', { name: 'Preview' }).click();
    const preview = admin.getByRole('dialog', { name: 'Preview: version 1.0' });
    await expect(preview).toContainText('Şeffaflık Platform Terms of Use');
    await preview.getByRole('button', { name: 'Close' }).last().click();

    await admin.getByRole('button', { name: 'Write a new version' }).click();
    await admin.getByRole('button', { name: 'Save the draft' }).click();
    await expect(admin.getByText('This field cannot be empty.').first()).toBeVisible();
    await admin.getByLabel('Version label').fill(label);
    await admin.getByLabel('Effective time (Istanbul time)').fill('2030-01-01T00:00');
    await admin.getByRole('textbox', { name: 'Turkish text' }).fill('<p>Deneme koşulları</p>');
    await admin.getByRole('textbox', { name: 'English text' }).fill('<p>Trial terms<script>alert(1)</script></p>');
    await admin.getByRole('button', { name: 'Save the draft' }).click();
    await closeSuccess(admin);

    const row = admin.locator('tr', { has: admin.getByRole('rowheader', { name: label }) });
    await expect(row).toContainText('Draft');
    await row.getByRole('button', { name: 'Preview' }).click();
    const draftPreview = admin.getByRole('dialog', { name: `Preview: version ${label}` });
    await expect(draftPreview).toContainText('Trial terms');
    await expect(draftPreview).not.toContainText('alert');
    await draftPreview.getByRole('button', { name: 'Close' }).last().click();

    await row.getByRole('button', { name: `Delete the draft ${label}` }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete the draft?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await closeSuccess(admin);
    await expect(admin.getByRole('rowheader', { name: label })).toHaveCount(0);
  } finally {
    // Whatever failed above, no draft of this run stays behind.
    const { json } = await adminCall(admin, 'GET', '/app-api/admin/contracts');
    for (const item of (json as { items: { id: number; label: string; status: string }[] }).items) {
      if (item.label === label && item.status === 'draft') await adminCall(admin, 'POST', `/app-api/admin/contracts/${item.id}/remove`, {});
    }
    await admin.context().close();
  }
});

test('the terms in force are public and the membership form asks to accept them', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/auth/membership-request?lang=en');
  await expect(page.getByRole('checkbox', { name: /I have read and accept the terms of use/ })).toBeVisible();
  const [terms] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Read the terms of use' }).click()]);
  await expect(terms.getByRole('heading', { name: 'Terms of Use' }).first()).toBeVisible();
  await expect(terms.getByText(/Version \d/)).toBeVisible();
  await context.close();
});
