// Signs a member in through the real sign-in page once; the browser state (its cookies) lets each measured
// visit start signed in with an otherwise cold browser.
import type { Browser } from 'playwright-core';

export type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

export async function signedInState(browser: Browser, baseUrl: string, member: { email: string; password: string }): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/auth/sign-in?lang=en&return=%2Fhome`);
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/home$/);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The state's cookies as one Cookie header. */
export function cookieHeader(state: StorageState): string {
  return state.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
