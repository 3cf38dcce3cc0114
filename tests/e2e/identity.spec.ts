// A newcomer's walk: signed out, the sign-in prompts; sign in from the app through the sign-in page, back on
// the same page with the reports; sign out, back to the prompts. An administrator signs in through the admin
// sign-in page and gets the administration tree.
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, E2E_MEMBER } from './support/accounts';

test.use({ storageState: { cookies: [], origins: [{ origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 8199}`, localStorage: [{ name: 'seffaflik.locale', value: 'en' }] }] } });

test('a visitor signs in from the app, reads a report, signs out and is back to the sign-in prompts', async ({ page }) => {
  await page.goto('/electricity');
  await expect(page.getByRole('heading', { level: 1, name: 'Electricity market data' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(E2E_MEMBER.email);
  await page.getByLabel('Password').fill('not-the-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  await page.getByLabel('Password').fill(E2E_MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back where the reader came from; as a member, /electricity is the market area's first report.
  await expect(page).toHaveURL(/\/electricity\/electricity-markets\//);
  await expect(page.getByRole('button', { name: /Hello, Demo/ })).toBeVisible();
  await expect(page.locator('.data-table tbody tr[aria-rowindex]').first()).toBeVisible();

  await page.getByRole('button', { name: /Hello, Demo/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Report pages are for members' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/reports/dam-mcp');
  await expect(page.getByRole('heading', { level: 1, name: 'This page is for members' })).toBeVisible();
});

test('an administrator signs in through the admin sign-in page and sees the administration tree', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('main').getByRole('link', { name: 'Sign in as an administrator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Administrator sign-in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Membership Requests' })).toBeVisible();
  const info = await page.evaluate(async () => (await fetch('/app-api/user-info')).json());
  expect(info).toMatchObject({ adminSession: true, role: 'admin' });
});
