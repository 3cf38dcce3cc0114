// A member asks for a higher web-service limit in the settings dialog, an administrator approves it on the
// limits screen, and the member then sees it in effect. The demand and the limit it granted are deleted at the
// end (whatever happened), so other specs meet the member's usual limit.
import { expect, test, type Page } from '@playwright/test';
import { adminCall, adminPage } from './support/adminSession';
import { E2E_MEMBER } from './support/accounts';

const LIMITS = '/administration-service/v1/limits';
/** Far above the server's own limit: the member's other specs are never held back by it. */
const UNITS = '45678';
const REASON = `e2e serviceLimits spec ${Date.now()}`;

async function closeSuccess(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Operation Successful' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

async function openLimitsTab(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Limits' }).click();
  return dialog;
}

test('a member asks for a limit, an administrator approves it, and the member sees it in effect', async ({ browser, page }) => {
  await page.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
  const admin = await adminPage(browser);
  try {
    await page.goto('/home');
    let dialog = await openLimitsTab(page);
    const form = dialog.getByRole('form', { name: 'Ask for a new limit' });
    // A fault is said beside its field before anything is sent.
    await form.getByRole('button', { name: 'Send the demand' }).click();
    await expect(form.getByText('Fill in this field.').first()).toBeVisible();
    await form.getByLabel('Units per minute').fill(UNITS);
    await form.getByLabel('Reason').fill(REASON);
    await form.getByRole('button', { name: 'Send the demand' }).click();
    await closeSuccess(page);
    const mine = dialog.locator('li', { hasText: REASON });
    await expect(mine).toContainText('Awaiting approval');

    // The administrator approves it from now.
    await admin.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
    await admin.goto('/admin/admin-settings/web-service-limits');
    await expect(admin.getByRole('heading', { level: 1, name: 'Web Service Limits' })).toBeVisible();
    await admin.getByLabel('Search limits and demands').fill(REASON);
    const row = admin.locator('tr', { hasText: REASON });
    await row.getByRole('button', { name: `Approve the demand of ${E2E_MEMBER.email}` }).click();
    const decision = admin.getByRole('form', { name: `Approve the demand of ${E2E_MEMBER.email}` });
    await decision.getByRole('button', { name: 'Approve' }).click();
    await closeSuccess(admin);
    await expect(row).toContainText('In effect');

    // The member sees it in effect, and as the limit that holds.
    await page.reload();
    dialog = await openLimitsTab(page);
    await expect(dialog.locator('li', { hasText: '45,678' }).first()).toContainText('In effect');
    await expect(dialog.getByText('Your limit now: 45,678 units a minute')).toBeVisible();
  } finally {
    const demands = await adminCall(admin, 'POST', `${LIMITS}/get-demands`, {});
    for (const demand of (demands.json as { items: { id: number; reason: string }[] }).items.filter((d) => d.reason === REASON)) {
      await adminCall(admin, 'POST', `${LIMITS}/delete-demand`, { id: demand.id });
    }
    await admin.context().close();
  }
});
