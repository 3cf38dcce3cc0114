// The web-service reference as a member meets it: from Documentation to a service's operations, a search, one
// operation's page with its fields and examples; on the MCP report page the API call panel shows the call of the
// chosen dates, and follows a new range; the electricity document names MCP's path. Nothing is changed.
import { expect, test, type Page } from '@playwright/test';

const MCP_PATH = '/electricity-service/v1/markets/dam/data/mcp';

async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('seffaflik.locale', 'en'));
}

test('the reference lists a service\'s operations, finds one by search and opens it', async ({ page }) => {
  await inEnglish(page);
  await page.goto('/documentation/web-service-reference');
  await expect(page.getByRole('heading', { level: 1, name: 'Web Service Reference' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'electricity-service', exact: true }).click();
  await expect(page).toHaveURL(/\/documentation\/web-service-reference\/electricity-service$/);
  await page.getByLabel('Search calls').fill('market clearing price');
  const link = page.getByRole('main').getByRole('link', { name: 'Market Clearing Price (MCP)', exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/electricity-service\/dam-mcp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Market Clearing Price (MCP)' })).toBeVisible();
  await expect(page.getByRole('main').getByText(MCP_PATH).first()).toBeVisible();
  const request = page.getByRole('table', { name: 'Request fields' });
  await expect(request.getByRole('rowheader', { name: 'startDate' })).toBeVisible();
  const response = page.getByRole('table', { name: 'Response fields' });
  await expect(response.getByRole('row', { name: /price .*TL\/MWh/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Example answer \(illustrative/ })).toBeVisible();

  // Try it: the member's own session, the same API.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Answer: HTTP 200')).toBeVisible();
});

test('the MCP page\'s API call panel shows the call of the chosen dates and follows a new range', async ({ page }) => {
  await inEnglish(page);
  await page.goto('/reports/dam-mcp?startDate=2025-07-01&endDate=2025-07-01');
  await page.getByText('API call', { exact: true }).click();
  const curl = page.getByRole('group', { name: 'curl' }).locator('code');
  await expect(curl).toContainText(`-X POST "${new URL(page.url()).origin}${MCP_PATH}"`);
  await expect(curl).toContainText('"startDate":"2025-07-01T00:00:00+03:00","endDate":"2025-07-01T00:00:00+03:00"');
  await page.getByRole('textbox', { name: 'Start' }).fill('28.06.2025');
  await expect(page).toHaveURL(/startDate=2025-06-28/);
  await expect(curl).toContainText('"startDate":"2025-06-28T00:00:00+03:00","endDate":"2025-07-01T00:00:00+03:00"');
  await expect(page.getByRole('group', { name: 'Python (requests)' })).toContainText('"startDate": "2025-06-28T00:00:00+03:00"');
  await page.getByRole('link', { name: 'This call\'s reference page' }).click();
  await expect(page).toHaveURL(/\/web-service-reference\/electricity-service\/dam-mcp$/);
});

test('the electricity document is OpenAPI 3.1 and names MCP\'s path', async ({ request }) => {
  const answer = await request.get('/electricity-service/v3/api-docs');
  expect(answer.status()).toBe(200);
  const document = await answer.json();
  expect(document.openapi).toBe('3.1.0');
  expect(document.paths[MCP_PATH].post.operationId).toBe('dam-mcp');
});
