// An administrator's page for the e2e specs: signed in through the admin sign-in page in a context of its own
// (the member's stored state left out), and the administration API called from it (same origin, as the admin
// screens call it).
import { expect, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN } from './accounts';

export async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/auth/admin/sign-in?lang=en&return=%2Fadmin');
  await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

export function adminCall(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(async ([m, u, b]) => {
    const answer = await fetch(u as string, { method: m as string, ...(b === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }) });
    return { status: answer.status, json: answer.status === 204 ? null : await answer.json() };
  }, [method, url, body] as const);
}
