// The home page's live market summary in Chromium: a visitor sees today's figures from the public dashboard
// calls in both languages, with when they were published; a member follows a card to its report.
import { expect, test } from '@playwright/test';

const english = { name: 'seffaflik.locale', value: 'en' };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(({ name, value }) => { if (!localStorage.getItem(name)) localStorage.setItem(name, value); }, english);
});

test.describe('a visitor', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('sees the market now: six cards with figures, publication times and a sign-in way to each report, in English and Turkish', async ({ page }) => {
    await page.goto('/home');
    const summary = page.getByRole('region', { name: 'The market now' });
    await expect(summary).toBeVisible();
    for (const title of ['Day-ahead price (MCP)', 'Electricity consumption', 'Generation mix', 'Intraday weighted average price', 'Gas reference price', 'Latest market messages']) {
      await expect(summary.getByRole('region', { name: title })).toBeVisible();
    }
    const price = summary.getByRole('region', { name: 'Day-ahead price (MCP)' });
    await expect(price.getByText("today's average")).toBeVisible();
    await expect(price.locator('.live-value')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(price.getByText(/^Published \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(UTC\+3\)$/)).toBeVisible();
    await expect(price.getByRole('img', { name: /Hourly day-ahead price today/ })).toBeVisible();
    await expect(price.getByRole('link', { name: 'Sign in for the full report' })).toBeVisible();
    const mix = summary.getByRole('region', { name: 'Generation mix' });
    await expect(mix.getByRole('img', { name: /^Share of each source in the hour: / })).toBeVisible();
    await expect(mix.getByText(/^Renewables: [\d.]+ % of the hour$/)).toBeVisible();

    await page.getByRole('button', { name: /^TR/ }).first().click();
    const turkish = page.getByRole('region', { name: 'Piyasada şu an' });
    await expect(turkish.getByRole('region', { name: 'Gün öncesi fiyatı (PTF)' }).locator('.live-value')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}$/);
    await expect(turkish.getByRole('region', { name: 'Elektrik tüketimi' }).getByText(/^Yayım: .* \(UTC\+3\)$/)).toBeVisible();
  });
});

test.describe('a member', () => {
  test('follows a card to its report', async ({ page }) => {
    await page.goto('/home');
    const card = page.getByRole('region', { name: 'Intraday weighted average price' });
    await card.getByRole('link', { name: 'Open the report' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Weighted Average Price/);
  });
});
