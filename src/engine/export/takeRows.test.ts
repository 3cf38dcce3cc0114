import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../rows/reportRow';
import { takeRows } from './takeRows';

const batch = (from: number, count: number): ReportRow[] => Array.from({ length: count }, (_, i) => ({ n: from + i }));

describe('takeRows', () => {
  it('keeps the first rows up to the limit and counts them all', async () => {
    const { rows, totalRows } = await takeRows([batch(0, 3), batch(3, 3), [], batch(6, 4)], 5);
    expect(rows.map((r) => r['n'])).toEqual([0, 1, 2, 3, 4]);
    expect(totalRows).toBe(10);
  });

  it('reads async batches too', async () => {
    async function* batches(): AsyncGenerator<ReportRow[]> {
      yield batch(0, 2);
      yield batch(2, 2);
    }
    expect(await takeRows(batches(), 10)).toEqual({ rows: batch(0, 4), totalRows: 4 });
  });
});
