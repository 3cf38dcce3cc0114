// Upcoming transparency workshops in Chromium: the first start announces none, so the home page's card says
// none is planned; an administrator announces one through the admin API and a visitor finds it on the home page
// (day, hours in Istanbul time, place, registration link) and on the Announcements page, in both languages.
// The test removes what it announced.
import { expect, test, type Page } from '@playwright/test';
import { adminCall, adminPage } from './support/adminSession';

/** The Istanbul day `days` after the server's today, as `YYYY-MM-DD`. */
async function istanbulDayAfter(page: Page, days: number): Promise<string> {
  const meta = await (await page.request.get('/app-api/meta')).json() as { serverTime: string };
  return new Date(Date.parse(meta.serverTime) + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

test('the home page says no workshop is planned until an administrator announces one, then shows it', async ({ browser }) => {
  const visitorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const visitor = await visitorContext.newPage();
  await visitor.addInitScript(() => { if (!localStorage.getItem('seffaflik.locale')) localStorage.setItem('seffaflik.locale', 'en'); });
  await visitor.goto('/home');
  const card = visitor.getByRole('region', { name: 'Upcoming transparency workshops' });
  await expect(card).toContainText('No workshop is planned at the moment.');
  await expect(card.getByRole('link', { name: 'All announcements' })).toHaveAttribute('href', '/announcements');

  const admin = await adminPage(browser);
  const day = await istanbulDayAfter(admin, 9);
  const refused = await adminCall(admin, 'POST', '/app-api/admin/announcements', {
    titleTr: 'Geriye giden çalıştay', titleEn: 'Backwards', bodyTr: 'Metin.', bodyEn: 'Text.', kind: 'workshop',
    startsAt: `${day}T12:00:00+03:00`, endsAt: `${day}T10:00:00+03:00`, placeTr: 'Ankara', placeEn: 'Ankara',
  });
  expect(refused.status).toBe(400);
  const created = await adminCall(admin, 'POST', '/app-api/admin/announcements', {
    titleTr: 'Dengeleme piyasasını okumak', titleEn: 'Reading the balancing market',
    bodyTr: 'Dengeleme güç piyasası raporlarını birlikte inceleyeceğiz.', bodyEn: 'We will walk through the balancing power market reports together.',
    kind: 'workshop', startsAt: `${day}T10:00:00+03:00`, endsAt: `${day}T12:30:00+03:00`,
    placeTr: 'EPİAŞ Genel Müdürlüğü, İstanbul', placeEn: 'EPİAŞ head office, Istanbul', registrationUrl: 'https://example.org/register',
  });
  expect(created.status).toBe(201);
  const id = (created.json as { id: number }).id;
  try {
    await visitor.reload();
    const item = card.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: 'Reading the balancing market', exact: true })).toHaveAttribute('href', `/announcements#announcement-${id}`);
    await expect(item).toContainText('10:00–12:30');
    await expect(item).toContainText('EPİAŞ head office, Istanbul');
    await expect(item.getByRole('link', { name: 'Register for Reading the balancing market (opens in a new tab)' })).toHaveAttribute('href', 'https://example.org/register');
    await expect(card).toContainText('Istanbul time (UTC+3)');

    await visitor.evaluate(() => localStorage.setItem('seffaflik.locale', 'tr'));
    await visitor.reload();
    const turkish = visitor.getByRole('region', { name: 'Yaklaşan şeffaflık çalıştayları' });
    await expect(turkish.getByRole('link', { name: 'Dengeleme piyasasını okumak', exact: true })).toBeVisible();
    await expect(turkish).toContainText('EPİAŞ Genel Müdürlüğü, İstanbul');

    await visitor.goto('/announcements');
    const announcement = visitor.locator(`#announcement-${id}`);
    await expect(announcement.getByRole('heading', { level: 2 })).toContainText('Çalıştay');
    await expect(announcement).toContainText('10:00–12:30');
    await expect(announcement).toContainText('EPİAŞ Genel Müdürlüğü, İstanbul');
  } finally {
    expect((await adminCall(admin, 'DELETE', `/app-api/admin/announcements/${id}`)).status).toBe(204);
    await admin.context().close();
    await visitorContext.close();
  }
});
