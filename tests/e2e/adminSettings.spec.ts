// An administrator blocks an address range on the blocked-addresses screen (9013), sees it listed, and removes it
// again after confirming; on the system-access screen (9012) they find their own account and are refused
// disabling it, with the reason in the error dialog. The range is one no spec calls from (198.18.0.0/15, the
// benchmarking block) and is removed at the end, so other specs see no change.
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/accounts';
import { adminCall, adminPage } from './support/adminSession';

const RANGE = '198.18.0.0/15';
const BLOCKS = '/app-api/admin/settings/blocked-addresses';

async function removeLeftovers(page: Page): Promise<void> {
  const list = (await adminCall(page, 'GET', BLOCKS)).json as { items: { id: number; range: string }[] };
  for (const item of list.items.filter((i) => i.range === RANGE)) await adminCall(page, 'POST', `${BLOCKS}/${item.id}/remove`, {});
}

async function closeSuccess(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Operation Successful' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test('an administrator blocks a range and removes it, and cannot disable their own account', async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.evaluate(() => localStorage.setItem('seffaflik.locale', 'en'));
  try {
    await removeLeftovers(admin);
    await admin.goto('/admin/admin-settings/blocked-ip-addresses');
    await expect(admin.getByRole('heading', { level: 1, name: 'Blocked IP Addresses' })).toBeVisible();
    await expect(admin.getByText(/^Your address: /)).toBeVisible();

    const form = admin.getByRole('form', { name: 'Block an address or range' });
    await form.getByLabel('Address or range').fill('198.18.0.7/15');
    await form.getByLabel('Reason').fill('E2E: a range no client uses');
    await form.getByRole('button', { name: 'Block' }).click();
    // The server's whole check names the fault beside the field.
    await expect(form.getByText('Write the range\'s first address: the bits after the prefix must be zero (e.g. 192.0.2.0/24).')).toBeVisible();
    await expect(form.getByLabel('Address or range')).toBeFocused();
    await form.getByLabel('Address or range').fill(RANGE);
    await form.getByRole('button', { name: 'Block' }).click();
    await closeSuccess(admin);
    const row = admin.locator('tr', { has: admin.getByText(RANGE, { exact: true }) });
    await expect(row).toContainText('E2E: a range no client uses');
    await expect(row).toContainText('Never');

    await admin.getByLabel('Search blocks').fill('198.18');
    await expect(admin.getByText(/^1 of \d+ blocks$/)).toBeVisible();

    await row.getByRole('button', { name: `Remove the block of ${RANGE}` }).click();
    const confirm = admin.getByRole('dialog', { name: 'Remove the block?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await closeSuccess(admin);
    await expect(admin.getByText(RANGE, { exact: true })).toHaveCount(0);

    // System access: the administrator's own account is listed, and disabling it is refused with the reason.
    await admin.goto('/admin/admin-settings/system-access-operations');
    await expect(admin.getByRole('heading', { level: 1, name: 'System Access Operations' })).toBeVisible();
    await admin.getByLabel('Search accounts').fill(E2E_ADMIN.email);
    await admin.getByLabel('Role').selectOption('admin');
    const own = admin.locator('tr[data-account-id]', { hasText: E2E_ADMIN.email });
    await own.getByRole('button', { name: `Disable: ${E2E_ADMIN.email}` }).click();
    await admin.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Confirm' }).click();
    const error = admin.getByRole('alertdialog', { name: 'Error Alert' });
    await expect(error.getByText('You cannot change your own account here; ask another administrator.')).toBeVisible();
    await error.getByRole('button', { name: 'Close' }).click();
    await expect(own).toContainText('Active');
  } finally {
    await removeLeftovers(admin);
    await admin.context().close();
  }
});

test('the setting sections show what the platform runs with, in both languages', async ({ browser }) => {
  const admin = await adminPage(browser);
  try {
    await admin.evaluate(() => localStorage.setItem('seffaflik.locale', 'en'));
    await admin.goto('/admin/admin-settings/process-parameters');
    await expect(admin.getByRole('heading', { level: 1, name: 'Process Parameters' })).toBeVisible();
    await expect(admin.getByRole('textbox', { name: 'Day-ahead final results' })).toHaveValue('14:00');
    await admin.goto('/admin/admin-settings/summer-winter-time');
    await expect(admin.getByRole('row', { name: /^2016/ })).toContainText('Permanent summer time');
    await admin.evaluate(() => localStorage.setItem('seffaflik.locale', 'tr'));
    await admin.goto('/admin/admin-settings/sms-and-e-mail');
    await expect(admin.getByRole('heading', { level: 1, name: 'SMS ve E-posta' })).toBeVisible();
    await expect(admin.getByRole('row', { name: /^SMS/ })).toContainText('Yok');
    await admin.goto('/admin/admin-settings/configuration-parameters');
    await expect(admin.getByRole('checkbox', { name: /Genel erişim/ })).toBeVisible();
  } finally {
    await admin.context().close();
  }
});
