// The data dictionary as a reader meets it: the page in both languages, a search for PTF that brings the concept
// first, and a report table's column-header link that opens the column's own entry. Nothing is changed.
import { expect, test, type Page } from '@playwright/test';

const DICTIONARY = '/documentation/data-dictionary';

async function inLanguage(page: Page, locale: 'tr' | 'en'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('seffaflik.locale', value), locale);
}

test('the dictionary finds PTF in English and keeps every entry under its anchor', async ({ page }) => {
  await inLanguage(page, 'en');
  await page.goto(DICTIONARY);
  await expect(page.getByRole('heading', { level: 1, name: 'Data Dictionary' })).toBeVisible();
  await page.getByLabel('Search the dictionary').fill('PTF');
  const first = page.locator('.dictionary-entry').first();
  await expect(first).toHaveAttribute('id', 'concept-PTF');
  await expect(first.getByRole('heading', { level: 2 })).toContainText('Market Clearing Price');
  await page.getByLabel('Kind').selectOption('column');
  await expect(page.locator('#mcpTr')).toBeVisible();
  await expect(page.locator('#concept-PTF')).toHaveCount(0);
});

test('the dictionary speaks Turkish and opens a concept by its address', async ({ page }) => {
  await inLanguage(page, 'tr');
  await page.goto(`${DICTIONARY}#concept-GIIH`);
  await expect(page.getByRole('heading', { level: 1, name: 'Veri Sözlüğü' })).toBeVisible();
  const entry = page.locator('#concept-GIIH');
  await expect(entry).toBeInViewport();
  await expect(entry.getByRole('heading', { level: 2 })).toContainText('Gün İçi İşlem Hacmi');
  await page.getByLabel('Sözlükte ara').fill('PTF');
  await expect(page.locator('.dictionary-entry').first().getByRole('heading', { level: 2 })).toContainText('Piyasa Takas Fiyatı');
});

test('a report column header links to the column\'s dictionary entry', async ({ page }) => {
  await inLanguage(page, 'en');
  await page.goto('/reports/dam-mcp?startDate=2025-07-01&endDate=2025-07-01');
  const header = page.locator('table.data-table').getByRole('columnheader').filter({ hasText: 'MCP' }).first();
  await expect(header).toBeVisible();
  await header.getByRole('link', { name: 'MCP: its definition in the data dictionary' }).click();
  await expect(page).toHaveURL(new RegExp(`${DICTIONARY}#price$`));
  const entry = page.locator('#price');
  await expect(entry).toBeInViewport();
  await expect(entry.getByText('In this report: The hour\'s day-ahead market clearing price, in Turkish lira.')).toBeAttached();
});
