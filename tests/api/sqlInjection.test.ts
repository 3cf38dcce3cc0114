// The injection found by a new member's first try, on both stores: the monthly MCP average (not paged) pasted
// `page.size` into LIMIT and `page.sort` into ORDER BY. Every such request now answers 400, or the full,
// unaltered result where the field is one the report ignores; nothing a caller sends is ever run as SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MEMBER, getTicket, postJson, startTestServer, type TestServer } from '../support/testServer';

const MONTHLY = '/reporting-service/v1/mcp-average/data/monthly';
const MCP = '/electricity-service/v1/markets/dam/data/mcp';
const GENERATION = '/electricity-service/v1/generation/data/realtime-generation';
const SUMMER = { startDate: '2024-06-01T00:00:00+03:00', endDate: '2024-08-31T00:00:00+03:00' };
const DAY = { startDate: '2024-08-01T00:00:00+03:00', endDate: '2024-08-01T00:00:00+03:00' };

let server: TestServer;
let ticket: string;
let baseline: { items: unknown[] };

beforeAll(async () => {
  server = await startTestServer({ publicData: false });
  ticket = await getTicket(server.app, TEST_MEMBER);
  const answer = await post(MONTHLY, SUMMER);
  expect(answer.statusCode).toBe(200);
  baseline = answer.json();
  expect(baseline.items).toHaveLength(3);
});
afterAll(async () => { await server?.close(); });

const post = (url: string, body: unknown) => postJson(server.app, url, body, { tgt: ticket, 'accept-language': 'en' });

describe('the monthly MCP average ignores page: the injections of the report answer the full result', () => {
  it.each<[string, unknown]>([
    ['a comment in the size', { number: 1, size: '1 --' }],
    ['a sub-select reading accounts', { number: 1, size: '(SELECT count(*) FROM accounts)' }],
    ['a file read', { number: 1, size: "1 UNION ALL SELECT content, NULL, NULL, NULL FROM read_text('/etc/passwd') --" }],
    ['a hostile sort', { number: 1, size: 1, sort: { field: 'date" DESC --', direction: 'ASC; DROP TABLE accounts' } }],
    ['a page of one row', { number: 2, size: 1 }],
    ['a page that is not an object', '1 --'],
  ])('%s', async (_label, page) => {
    const answer = await post(MONTHLY, { ...SUMMER, page });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().items).toEqual(baseline.items);
  });
});

describe('a paged report refuses hostile page, sort and filter values with 400', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['text as the size', { page: { number: 1, size: '1 --' } }, 'INVALID_TYPE'],
    ['a sub-select as the number', { page: { number: '(SELECT 1)', size: 24 } }, 'INVALID_TYPE'],
    ['a size beyond 2^63', { page: { number: 1, size: 2 ** 64 } }, 'INVALID_VALUE'],
    ['a number beyond 2^63', { page: { number: 2 ** 64, size: 24 } }, 'INVALID_VALUE'],
    ['a fractional number', { page: { number: 1.5, size: 24 } }, 'INVALID_TYPE'],
    ['a negative size', { page: { number: 1, size: -24 } }, 'INVALID_VALUE'],
    ['a quoted sort field', { page: { number: 1, size: 24, sort: { field: 'price" --', direction: 'ASC' } } }, 'INVALID_VALUE'],
    ['a hostile direction', { page: { number: 1, size: 24, sort: { field: 'price', direction: 'ASC, (SELECT 1)' } } }, 'INVALID_VALUE'],
  ])('%s', async (_label, extra, code) => {
    const answer = await post(MCP, { ...DAY, ...extra });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.map((e: { errorCode: string }) => e.errorCode)).toContain(code);
  });

  it.each<[string, unknown]>([['SQL text as a plant id', '1 OR 1=1'], ['an id beyond 2^63', 2 ** 70], ['an id object', { $gt: 0 }]])('%s', async (_label, powerPlantId) => {
    const answer = await post(GENERATION, { ...DAY, powerPlantId });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].errorMessage).toMatch(/powerPlantId/);
  });

  it('refuses years beyond the data with DATE_OUT_OF_RANGE, in the caller\'s language', async () => {
    const answer = await post(MCP, { startDate: '9999-12-31T00:00:00+03:00', endDate: '9999-12-31T00:00:00+03:00' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0]).toMatchObject({ errorCode: 'DATE_OUT_OF_RANGE', errorMessage: 'startDate must be a day from 01.01.2000 to 31.12.2099.' });
    const turkish = await postJson(server.app, MCP, { startDate: '1999-12-31T00:00:00+03:00', endDate: '2024-01-01T00:00:00+03:00' }, { tgt: ticket, 'accept-language': 'tr' });
    expect(turkish.json().errors[0].errorMessage).toBe('startDate 01.01.2000 ile 31.12.2099 arasında bir gün olmalı.');
  });

  it('still answers a valid page, sorted by the named column', async () => {
    const answer = await post(MCP, { ...DAY, page: { number: 2, size: 5, sort: { field: 'price', direction: 'DESC' } } });
    expect(answer.statusCode).toBe(200);
    const prices = answer.json().items.map((r: { price: number }) => r.price);
    expect(prices).toHaveLength(5);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
  });
});

describe('after all of that', () => {
  it('the accounts are as they were and the store still answers', async () => {
    const [row] = await server.store.query('SELECT CAST(count(*) AS INTEGER) AS n FROM accounts');
    expect(row!.n).toBe(2);
    expect((await post(MONTHLY, SUMMER)).json().items).toEqual(baseline.items);
  });
});
