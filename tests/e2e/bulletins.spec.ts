// The market bulletin pages in Chromium, in both languages: the newest bulletin opens in the page, a date picked
// for another period opens that one, its PDF downloads (a real PDF), and a date in the future says that no
// bulletin is published for it. Reads only; bulletins the server makes on demand stay in its archive, as
// published documents do.
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

async function inLanguage(page: Page, locale: 'tr' | 'en'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('seffaflik.locale', value), locale);
}

async function publishedKeys(page: Page, market: string, period: string): Promise<string[]> {
  const answer = await page.request.get(`/bulletins/${market}/${period}?pageSize=5`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: { key: string }[] }).items.map((i) => i.key);
}

test('the electricity bulletins in Turkish: the newest opens, a picked week opens, the PDF downloads, a future day is not published', async ({ page }) => {
  test.setTimeout(180_000);
  await inLanguage(page, 'tr');
  const days = await publishedKeys(page, 'electricity', 'daily');
  const weeks = await publishedKeys(page, 'electricity', 'weekly');
  await page.goto('/bulletins/electricity-bulletins');
  await expect(page.getByRole('heading', { level: 1, name: 'Elektrik piyasası bültenleri' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Günlük' })).toHaveAttribute('aria-selected', 'true');
  const frame = page.locator('iframe.bulletin-frame');
  await expect(frame).toHaveAttribute('src', `/bulletins/electricity/daily/${days[0]}?lang=tr`, { timeout: 90_000 });
  await expect(frame).toHaveAttribute('sandbox', '');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /PDF olarak indir/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`elektrik-gunluk-bulten-${days[0]}.pdf`);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  // The keyboard moves between the tabs.
  await page.getByRole('tab', { name: 'Günlük' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Haftalık' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Hafta', { exact: true }).fill(weeks[1]!);
  await page.getByRole('button', { name: 'Bülteni göster' }).click();
  await expect(frame).toHaveAttribute('src', `/bulletins/electricity/weekly/${weeks[1]}?lang=tr`, { timeout: 90_000 });

  await page.getByRole('tab', { name: 'Günlük' }).click();
  await page.getByLabel('Gün', { exact: true }).fill('2099-01-01');
  await page.getByRole('button', { name: 'Bülteni göster' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bu tarih için yayımlanmış bir bülten yok.');
  await expect(frame).toHaveCount(0);
});

test('the natural gas bulletins in English: a picked month opens with its links, and a future month is not published', async ({ page }) => {
  test.setTimeout(180_000);
  await inLanguage(page, 'en');
  const months = await publishedKeys(page, 'natural-gas', 'monthly');
  await page.goto('/bulletins/natural-gas-bulletins');
  await expect(page.getByRole('heading', { level: 1, name: 'Natural gas market bulletins' })).toBeVisible();
  await page.getByRole('tab', { name: 'Monthly' }).click();
  const list = page.getByRole('navigation', { name: 'Published bulletins' });
  await expect(list.getByRole('button').first()).toContainText(months[0]!);
  await page.getByLabel('Month', { exact: true }).fill(months[0]!);
  await page.getByRole('button', { name: 'Show bulletin' }).click();
  const frame = page.locator('iframe.bulletin-frame');
  await expect(frame).toHaveAttribute('src', `/bulletins/natural-gas/monthly/${months[0]}?lang=en`, { timeout: 120_000 });
  await expect(page.getByRole('link', { name: /in a new tab/ })).toHaveAttribute('href', `/bulletins/natural-gas/monthly/${months[0]}?lang=en`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /as PDF/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`natural-gas-monthly-bulletin-${months[0]}.pdf`);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByLabel('Month', { exact: true }).fill('2099-01');
  await page.getByRole('button', { name: 'Show bulletin' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bulletin not published on this date.');
});
