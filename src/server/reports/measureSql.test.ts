// The measure SQL (measureSql.ts) against the engine's evaluator (src/engine/summary/evaluateMeasure.ts): every
// operation, in every bucket and every time band, over a small DuckDB table with gaps, ties, negative prices,
// zero weights and a day without any price, must give the same answer in SQL as in JavaScript; so must a
// measure with a condition on the rows it reads (a conditional measure's `when`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeasureBucket } from '../../../schemas/report.schema';
import { timeBands } from '../../engine/bands/timeBands';
import type { ReportRow } from '../../engine/rows/reportRow';
import { evaluateMeasure } from '../../engine/summary/evaluateMeasure';
import { parseMeasureExpression } from '../../engine/summary/parseMeasureExpression';
import { openDuckdbStore } from '../store/duckdbStore';
import { duckdbDialect } from '../store/sqlDialect';
import type { Store } from '../store/store';
import { measureSql } from './measureSql';

const HOUR = 3_600_000;
const FIRST = Date.UTC(2023, 11, 29, 0);
/** Every fifth hour from 29 December 2023 to early July 2024: each band and every bucket kind gets rows. */
const ROWS = Array.from({ length: 900 }, (_, i) => {
  const ts = FIRST + i * 5 * HOUR;
  const day = new Date(ts).toISOString().slice(0, 10);
  // Prices repeat (ties), go below zero, and are missing now and then and for one whole day.
  const price = i % 13 === 5 || day === '2024-04-02' ? null : ((i * 37) % 61) - 15 + (i % 4) * 0.25;
  // Weights are missing now and then, zero on some rows and on one whole day.
  const volume = i % 17 === 3 ? null : i % 7 === 0 || day === '2024-03-10' ? 0 : 100 + ((i * 53) % 900);
  return { ts, price, volume, kind: i % 3 === 0 ? 'a' : 'b' };
});

const wall = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}+03:00`;

/** Where a row's wall time falls: the bucket's first instant, as the engine's JS would say it. */
function bucketOf(bucket: MeasureBucket, ms: number): string {
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (bucket) {
    case 'all': return 'all';
    case 'day': return wall(Date.UTC(y, m, d.getUTCDate()));
    case 'week': return wall(Date.UTC(y, m, d.getUTCDate() - ((d.getUTCDay() + 6) % 7)));
    case 'month': return wall(Date.UTC(y, m, 1));
    case 'quarter': return wall(Date.UTC(y, m - (m % 3), 1));
    case 'halfYear': return wall(Date.UTC(y, m < 6 ? 0 : 6, 1));
    case 'year': return wall(Date.UTC(y, 0, 1));
  }
}

const BUCKETS: MeasureBucket[] = ['day', 'week', 'month', 'quarter', 'halfYear', 'year', 'all'];
const BODIES = [
  'avg(price)', 'min(price)', 'max(price)', 'sum(price)', 'count(price)', 'wavg(price, volume)', 'minAt(price)', 'maxAt(price)',
  'sum(price + volume)', 'avg(price+volume)', 'min(volume + price)', 'max(price + volume + price)',
];
const BANDS = ['', ...Object.keys(timeBands).map((band) => `@${band}`)];
const DECIMALS = 6;

let store: Store;
beforeAll(async () => {
  store = await openDuckdbStore(':memory:', 1);
  await store.exec('CREATE TABLE prices (ts TIMESTAMP, price DOUBLE, volume DOUBLE, kind VARCHAR)');
  await store.insertRows('prices', [{ name: 'price', type: 'DOUBLE' }, { name: 'volume', type: 'DOUBLE' }, { name: 'kind', type: 'VARCHAR' }], ROWS, true);
});
afterAll(async () => { await store?.close(); });

/** `kind`, when given, keeps only the rows of that kind. */
async function sqlAnswers(expression: string, bucket: MeasureBucket, kind?: string): Promise<Map<string, unknown>> {
  const measure = parseMeasureExpression(expression);
  let value = measureSql(measure, { ref: (field) => `raw."${field}"`, ts: 'raw.ts' }, duckdbDialect, DECIMALS, kind ? 'raw."kind" = $1' : undefined);
  if (measure.op === 'minAt' || measure.op === 'maxAt') value = duckdbDialect.isoWall(value);
  const sql = bucket === 'all'
    ? `SELECT 'all' AS bucket, ${value} AS value FROM prices AS raw HAVING count(*) > 0`
    : `SELECT ${duckdbDialect.isoWall(duckdbDialect.truncate(bucket, 'raw.ts'))} AS bucket, ${value} AS value FROM prices AS raw GROUP BY 1`;
  return new Map((await store.query(sql, kind ? [kind] : [])).map((row) => [String(row.bucket), row.value]));
}

function jsAnswers(expression: string, bucket: MeasureBucket, kind?: string): Map<string, unknown> {
  const groups = new Map<string, ReportRow[]>();
  for (const row of ROWS) {
    const key = bucketOf(bucket, row.ts);
    groups.set(key, [...(groups.get(key) ?? []), { ts: wall(row.ts), price: row.price, volume: row.volume, kind: row.kind }]);
  }
  const measure = parseMeasureExpression(expression);
  return new Map([...groups].map(([key, rows]) => [key, evaluateMeasure(measure, rows, kind ? { when: { kind } } : {})]));
}

async function expectSameAnswers(expression: string, kind?: string): Promise<void> {
  for (const bucket of BUCKETS) {
    const [sql, js] = [await sqlAnswers(expression, bucket, kind), jsAnswers(expression, bucket, kind)];
    const what = `${expression}${kind ? ` of kind ${kind}` : ''} per ${bucket}`;
    expect([...sql.keys()].sort(), `${what}: buckets`).toEqual([...js.keys()].sort());
    for (const [key, expected] of js) {
      const actual = sql.get(key);
      if (typeof expected === 'number') {
        expect(typeof actual, `${what} at ${key}`).toBe('number');
        expect(actual as number, `${what} at ${key}`).toBeCloseTo(expected, DECIMALS - 1);
      } else expect(actual ?? null, `${what} at ${key}`).toBe(expected);
    }
  }
}

describe('measure SQL agrees with the engine evaluator', () => {
  const cases = BODIES.flatMap((body) => BANDS.map((band) => `${body}${band}`));
  it.each(cases)('%s in every bucket', async (expression) => {
    await expectSameAnswers(expression);
  });

  it.each(BODIES.flatMap((body) => [body, `${body}@peak`]))('%s over the rows of one kind only, in every bucket', async (expression) => {
    await expectSameAnswers(expression, 'a');
  });

  it('counts differently with a condition than without', () => {
    expect(jsAnswers('count(price)', 'all', 'a').get('all')).toBeLessThan(jsAnswers('count(price)', 'all').get('all') as number);
  });

  it('has the cases that make the meanings differ: an empty weighted average and a price-less day', () => {
    const wavgPerDay = jsAnswers('wavg(price, volume)', 'day');
    expect(wavgPerDay.get('2024-03-10T00:00:00+03:00')).toBeNull();
    expect(jsAnswers('count(price)', 'day').get('2024-04-02T00:00:00+03:00')).toBe(0);
    expect(jsAnswers('minAt(price)', 'day').get('2024-04-02T00:00:00+03:00')).toBeNull();
  });
});
