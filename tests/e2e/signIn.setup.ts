// Signs the demo member in through the real sign-in page and keeps the browser state for the other tests.
import { expect, test as setup } from '@playwright/test';
import { E2E_MEMBER, MEMBER_STATE } from './support/accounts';

setup('the demo member signs in', async ({ page }) => {
  await page.goto('/auth/sign-in?lang=en&return=%2Fhome');
  await page.getByLabel('E-mail').fill(E2E_MEMBER.email);
  await page.getByLabel('Password').fill(E2E_MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The demo member has accepted the terms of use in force, as a member using the platform would have: no banner
  // asks for it on the pages the other specs look at.
  const current = await page.request.get('/app-api/terms/current');
  const { id } = (await current.json()) as { id: number };
  const accepted = await page.request.post('/app-api/terms/accept', { data: { versionId: id } });
  expect(accepted.ok()).toBe(true);
  await page.context().storageState({ path: MEMBER_STATE });
});
