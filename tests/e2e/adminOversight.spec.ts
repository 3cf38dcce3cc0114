// An applicant sends a membership request through the public form; the administrator's home counts it, the
// membership screen approves it after a confirmation, and the statistics screen shows the administrator's own data
// calls in its chart and tables. The approved account has an e-mail address of its own (unique per run), so no
// other spec sees it; the request it came from is decided, so the pending count is as before.
import { expect, test } from '@playwright/test';
import { adminCall, adminPage } from './support/adminSession';
import { E2E_ADMIN } from './support/accounts';

test('an administrator approves a membership request and reads the usage statistics', async ({ browser }) => {
  const email = `oversight-${Date.now()}@example.com`;
  const applicantContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const applicant = await applicantContext.newPage();
  const admin = await adminPage(browser);
  await admin.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
  try {
    const before = (await adminCall(admin, 'GET', '/administration-service/v1/overview')).json as { membership: { pending: number } };

    // The public membership form.
    await applicant.goto('/auth/membership-request?lang=en');
    await applicant.getByRole('textbox', { name: /^Name/ }).fill('Deniz');
    await applicant.getByLabel('Surname').fill('Öztürk');
    await applicant.getByLabel('Turkish national identity number').fill('10000000078');
    await applicant.getByLabel('E-mail').fill(email);
    await applicant.getByLabel('Organization').fill('Gözetim Enerji A.Ş.');
    await applicant.getByLabel('Purpose of use').fill('Piyasa raporları için.');
    await applicant.getByRole('checkbox', { name: /accept the terms/ }).check();
    await applicant.getByRole('button', { name: 'Send the request' }).click();
    await expect(applicant.getByText('Request received').first()).toBeVisible();

    // The home overview counts it.
    await admin.goto('/admin');
    const pending = before.membership.pending + 1;
    await expect(admin.getByTestId('pending-requests')).toHaveText(pending === 1 ? '1 request waits for a decision' : `${pending} requests wait for a decision`);

    // The membership screen: find it, open it, approve after the confirmation.
    await admin.getByRole('main').getByRole('link', { name: 'Go to the requests' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Membership Requests' })).toBeVisible();
    await admin.getByRole('main').getByRole('searchbox', { name: 'Search', exact: true }).fill(email);
    await admin.getByRole('button', { name: 'Details of Deniz Öztürk\'s request' }).click();
    await expect(admin.getByText('Piyasa raporları için.')).toBeVisible();
    await admin.getByRole('main').getByRole('button', { name: 'Approve' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Approve this request?' });
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: 'Approve' }).click();
    const success = admin.getByRole('dialog', { name: 'Operation Successful' });
    await expect(success).toContainText('Deniz Öztürk\'s request is approved');
    await success.getByRole('button', { name: 'OK' }).click();
    await expect(admin.getByText(/^0 of \d+ records shown$/)).toBeVisible();

    // Some data calls of the administrator's own, then the statistics (records are written every two seconds).
    for (let i = 0; i < 3; i += 1) {
      const answer = await adminCall(admin, 'POST', '/electricity-service/v1/markets/dam/data/mcp', { startDate: '2024-08-19T00:00:00+03:00', endDate: '2024-08-19T00:00:00+03:00' });
      expect(answer.status).toBe(200);
    }
    await expect.poll(async () => {
      const usage = (await adminCall(admin, 'GET', '/administration-service/v1/statistics/usage')).json as { users: { email: string | null; calls: number }[] };
      return usage.users.find((u) => u.email === E2E_ADMIN.email)?.calls ?? 0;
    }, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await admin.goto('/admin');
    await admin.getByRole('main').getByRole('link', { name: 'Go to the statistics' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Statistics Reports' })).toBeVisible();
    await expect(admin.locator('.admin-oversight-chart canvas')).toBeVisible();
    const users = admin.getByRole('table', { name: 'Users who pulled the most data' });
    const adminRow = users.getByRole('row').filter({ hasText: E2E_ADMIN.email });
    await expect(adminRow).toBeVisible();
    const calls = Number((await adminRow.locator('td').nth(3).innerText()).replace(/[^\d]/g, ''));
    expect(calls).toBeGreaterThanOrEqual(3);
    await expect(admin.getByTestId('usage-total-calls')).not.toHaveText('0');
  } finally {
    await applicantContext.close();
    await admin.context().close();
  }
});
