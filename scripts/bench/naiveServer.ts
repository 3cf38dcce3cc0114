// The naive baseline of `npm run bench`: what an afternoon's work gives. node:http, an in-memory DuckDB holding a
// year of hourly MCP (copied once at start from the platform's own web service, so both serve the same numbers),
// one query per request and JSON.stringify. Also a static server: the same answer's bytes from memory, the
// machine's limit for this size of answer. Run as a child process: `node --import tsx naiveServer.ts naive|static
// PORT SOURCE_URL TGT`.
import { DuckDBInstance, DuckDBTimestampValue } from '@duckdb/node-api';
import { createServer } from 'node:http';

const [kind, portText, source, ticket] = process.argv.slice(2) as [string, string, string, string];
const YEAR = { startDate: '2025-01-01T00:00:00+03:00', endDate: '2025-12-31T00:00:00+03:00' };
const MONTH = { startDate: '2025-10-01T00:00:00+03:00', endDate: '2025-10-31T00:00:00+03:00' };

async function fetchRows(range: unknown): Promise<{ date: string; hour: string; price: number; priceUsd: number; priceEur: number }[]> {
  const res = await fetch(source, { method: 'POST', headers: { 'content-type': 'application/json', TGT: ticket }, body: JSON.stringify(range) });
  if (!res.ok) throw new Error(`the source answered ${res.status}`);
  return ((await res.json()) as { items: never[] }).items;
}

if (kind === 'static') {
  const bytes = Buffer.from(JSON.stringify({ items: await fetchRows(MONTH) }));
  createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json', 'content-length': bytes.length }).end(bytes));
  }).listen(Number(portText), '127.0.0.1', () => console.log('ready'));
} else {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run('CREATE TABLE mcp (ts TIMESTAMP, price DOUBLE, "priceUsd" DOUBLE, "priceEur" DOUBLE)');
  const appender = await connection.createAppender('mcp');
  for (const row of await fetchRows(YEAR)) {
    const wall = Date.parse(`${row.date.slice(0, 19)}Z`);
    appender.appendTimestamp(new DuckDBTimestampValue(BigInt(wall) * 1000n));
    appender.appendDouble(row.price);
    appender.appendDouble(row.priceUsd);
    appender.appendDouble(row.priceEur);
    appender.endRow();
  }
  appender.closeSync();
  createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => { text += chunk.toString(); });
    request.on('end', async () => {
      const body = JSON.parse(text) as { startDate: string; endDate: string };
      const reader = await connection.runAndReadAll(
        `SELECT strftime(ts, '%Y-%m-%dT%H:%M:%S') || '+03:00' AS date, strftime(ts, '%H:%M') AS hour, price, "priceUsd", "priceEur"
         FROM mcp WHERE ts >= CAST($1 AS TIMESTAMP) AND ts < CAST($2 AS TIMESTAMP) + INTERVAL 1 DAY ORDER BY ts`,
        [body.startDate.slice(0, 10), body.endDate.slice(0, 10)],
      );
      const payload = JSON.stringify({ items: reader.getRowObjectsJS() });
      response.writeHead(200, { 'content-type': 'application/json' }).end(payload);
    });
  }).listen(Number(portText), '127.0.0.1', () => console.log('ready'));
}
