// An administrator edits the configuration parameters (9011) and a mail text (9015): a social account added on
// the screen is in the app's header or footer for a visitor at once; a mail text naming a placeholder its mail
// does not fill is refused beside the field, a good one is previewed and saved, then the built-in text is put
// back after a confirmation. Everything changed is put back (finally), so other specs see the start-up values.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminCall, adminPage } from './support/adminSession';

const SETTINGS = '/administration-service/v1/settings';

/** The administrator's page, in English (the app's language is the reader's choice, kept in the browser). */
async function englishAdmin(browser: Browser): Promise<Page> {
  const page = await adminPage(browser);
  await page.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
  await page.goto('/admin');
  return page;
}

async function closeSuccess(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Operation Successful' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test('a social account added on the configuration screen shows in the app, and is removed again', async ({ browser }) => {
  const admin = await englishAdmin(browser);
  const before = (await adminCall(admin, 'GET', `${SETTINGS}/configuration-parameters`)).json as { values: unknown };
  try {
    await admin.getByRole('main').getByRole('link', { name: 'Configuration Parameters' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Configuration Parameters' })).toBeVisible();
    await admin.getByRole('button', { name: 'Add an account' }).click();
    const row = admin.locator('[data-social-row]').last();
    await row.getByLabel(/^Name of account/).fill('E2E Network');
    await row.getByLabel(/^Address of account/).fill('http://e2e.example/social');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    // Plain http is refused beside the address, and the field gets the focus.
    await expect(row.getByText('Write an address starting with https://.')).toBeVisible();
    await expect(row.getByLabel(/^Address of account/)).toBeFocused();
    await row.getByLabel(/^Address of account/).fill('https://e2e.example/social');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await closeSuccess(admin);

    const visitor = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
    await visitor.goto('/?lang=en');
    await expect(visitor.getByRole('link', { name: 'E2E Network' }).first()).toHaveAttribute('href', 'https://e2e.example/social');
    await visitor.context().close();
  } finally {
    expect((await adminCall(admin, 'POST', `${SETTINGS}/configuration-parameters/update`, before.values)).status).toBe(200);
    await admin.context().close();
  }
});

test('a mail text is checked, previewed, saved and put back to the built-in one', async ({ browser }) => {
  const admin = await englishAdmin(browser);
  try {
    await admin.getByRole('main').getByRole('link', { name: 'SMS and E-mail' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'SMS and E-mail' })).toBeVisible();
    await expect(admin.getByText('The platform has no SMS provider and collects no phone numbers.')).toBeVisible();
    await admin.getByLabel('Mail', { exact: true }).selectOption('passwordReset');
    const english = admin.getByRole('group', { name: 'English' });
    await english.getByLabel('Subject').fill('E2E link for {token}');
    await admin.getByRole('button', { name: 'Preview' }).click();
    await expect(english.getByText(/This mail does not fill \{token\}/)).toBeVisible();
    await english.getByLabel('Subject').fill('E2E password link');
    await admin.getByRole('button', { name: 'Preview' }).click();
    await expect(admin.getByRole('region', { name: /^Preview/ })).toContainText('E2E password link');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await closeSuccess(admin);
    await expect(admin.getByLabel('Mail', { exact: true })).toContainText('A new password link (changed)');

    await admin.getByRole('button', { name: 'Put back the built-in text' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Put back the built-in text?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await closeSuccess(admin);
    await expect(english.getByLabel('Subject')).toHaveValue('Your Şeffaflık password link');
  } finally {
    await adminCall(admin, 'POST', `${SETTINGS}/mail-templates/update`, { kind: 'passwordReset', template: null });
    await admin.context().close();
  }
});
