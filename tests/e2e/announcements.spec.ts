// Announcements in Chromium: an administrator publishes a sticky one; a member sees it in a modal once (in
// their language), closes it, and finds it on the Announcements page. The test removes what it published.
import { expect, test } from '@playwright/test';
import { adminCall, adminPage } from './support/adminSession';

test('a sticky announcement opens once in a modal and stays on the Announcements page', async ({ browser, page }) => {
  const admin = await adminPage(browser);
  const created = await adminCall(admin, 'POST', '/app-api/admin/announcements', {
    titleTr: 'Pazar günü bakım çalışması', titleEn: 'Maintenance on Sunday',
    bodyTr: 'Pazar 02:00–04:00 arasında web servisleri kısa süreli kesintiye uğrayabilir.', bodyEn: 'Web services may be briefly unavailable on Sunday between 02:00 and 04:00.',
    sticky: true,
  });
  expect(created.status).toBe(201);
  const id = (created.json as { id: number }).id;
  try {
    await page.addInitScript(() => { if (!localStorage.getItem('seffaflik.locale')) localStorage.setItem('seffaflik.locale', 'tr'); });
    await page.goto('/home');
    // The spec's "Information" modal, the announcement's own title first inside.
    const dialog = page.getByRole('dialog', { name: 'Bilgi' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText('Pazar günü bakım çalışması');
    await expect(dialog).toContainText('kısa süreli kesintiye');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem('seffaflik.locale', 'en'));
    await page.goto('/announcements');
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    const card = page.locator(`#announcement-${id}`);
    await expect(card.getByRole('heading', { level: 2 })).toContainText('Maintenance on Sunday');
    await expect(card).toContainText('Pinned');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    expect((await adminCall(admin, 'DELETE', `/app-api/admin/announcements/${id}`)).status).toBe(204);
    await admin.context().close();
  }
});

test('the home page lists an important announcement first, marked, and counts a reader who opens it once', async ({ browser, page }) => {
  const admin = await adminPage(browser);
  const created = await adminCall(admin, 'POST', '/app-api/admin/announcements', {
    titleTr: 'Tarife değişikliği', titleEn: 'Tariff change', bodyTr: 'Yeni tarifeler ayın birinde yürürlüğe girer.', bodyEn: 'The new tariffs apply from the first of the month.',
    importance: 'important',
  });
  expect(created.status).toBe(201);
  const id = (created.json as { id: number }).id;
  try {
    await page.addInitScript(() => { if (!localStorage.getItem('seffaflik.locale')) localStorage.setItem('seffaflik.locale', 'en'); });
    await page.goto('/home');
    const card = page.getByRole('region', { name: 'Announcements' });
    const first = card.getByRole('listitem').first();
    await expect(first.getByText('Important')).toBeVisible();
    await expect(first.getByText('Tariff change')).toBeVisible();
    await expect(first.getByText('0 views')).toBeVisible();
    await first.getByText('Tariff change').click();
    await expect(first.getByText('The new tariffs apply from the first of the month.')).toBeVisible();
    await expect(first.getByText('1 view', { exact: true })).toBeVisible();
    // Opened again after a reload: the same browser is not counted twice.
    await page.reload();
    await card.getByRole('listitem').first().getByText('Tariff change').click();
    await expect(card.getByRole('listitem').first().getByText('1 view', { exact: true })).toBeVisible();
  } finally {
    await adminCall(admin, 'DELETE', `/app-api/admin/announcements/${id}`);
    await admin.context().close();
  }
});
