// Publication push in the browser against the real server: a signed-in page listens to the server's publication
// stream (the first event arrives through every hook of the server, unbuffered) and asks nothing while it works;
// where the stream is refused it falls back to the polling rule and the bell still rings; the member's choice of
// publications is kept. The moment of a publication itself follows the server's clock (the real one here), so
// the event sent on the hour is tested on a fake clock in tests/api and src/server/publication/stream instead.
import { expect, test } from '@playwright/test';
import { withoutBootData } from './support/withoutBootData';

const STREAM = '**/app-api/publications/stream';
const english = { name: 'seffaflik.locale', value: 'en' };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(({ name, value }) => { if (!localStorage.getItem(name)) localStorage.setItem(name, value); }, english);
});
const STATUS = '**/interim-mcp-published-status';

test('a signed-in page hears the publication state from the stream at once and does not poll', async ({ page }) => {
  const statusCalls: string[] = [];
  page.on('request', (request) => { if (request.url().includes('interim-mcp-published-status')) statusCalls.push(request.url()); });
  const streamOpened = page.waitForResponse((response) => response.url().endsWith('/app-api/publications/stream'));
  await page.goto('/home');
  const response = await streamOpened;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/event-stream');
  // A second reader in the page: the state event comes while the stream stays open.
  const topics = await page.evaluate(() => new Promise<string[]>((done, fail) => {
    const source = new EventSource('/app-api/publications/stream');
    source.addEventListener('state', (event) => {
      source.close();
      done((JSON.parse((event as MessageEvent<string>).data) as { topics: { topic: string }[] }).topics.map((t) => t.topic));
    });
    source.addEventListener('error', () => fail(new Error('stream failed')));
  }));
  expect(topics).toEqual(['dayAheadPrice', 'interimPrice', 'realtime', 'gasReferencePrice']);
  await page.waitForTimeout(1_500);
  expect(statusCalls).toEqual([]);
});

test('falls back to the polling rule when the stream is refused, and the bell still rings', async ({ page }) => {
  let published = false;
  await page.clock.install({ time: new Date('2026-11-23T10:04:00Z') });
  await withoutBootData(page);
  await page.route(STREAM, (route) => route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ errors: [{ errorCode: 'TOO_MANY_STREAMS', errorMessage: 'too many' }] }) }));
  await page.route('**/v1/main/date-init', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ serverTime: '2026-11-23T13:04:00+03:00' }) }));
  await page.route(STATUS, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: 'OK', body: { content: { completed: published } } }) }));
  const firstAsk = page.waitForRequest((request) => request.url().includes('interim-mcp-published-status'));
  await page.goto('/home');
  await firstAsk;
  await expect(page.getByRole('img', { name: /unread notification/ })).toHaveCount(0);
  published = true;
  await page.clock.fastForward(61_000);
  await expect(page.getByRole('img', { name: '1 unread notification' })).toBeVisible();
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('Day-ahead prices published')).toBeVisible();
});

test('keeps the member\'s choice of publications to hear of', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Notifications' }).click();
  const realtime = dialog.getByRole('switch', { name: 'A new hour of real-time generation and consumption' });
  await expect(realtime).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Final day-ahead prices (MCP, 14:00)' })).toBeChecked();
  await realtime.check();
  await page.reload();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' }).getByRole('switch', { name: 'A new hour of real-time generation and consumption' })).toBeChecked();
});
