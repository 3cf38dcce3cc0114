import { describe, expect, it } from 'vitest';
import { openDuckdbStore } from '../store/duckdbStore';
import { duckdbDialect } from '../store/sqlDialect';
import { roundLikeStore } from './roundLikeStore';

describe('roundLikeStore', () => {
  it('rounds half away from zero, as the stores do, where a plain toFixed would not', () => {
    expect(roundLikeStore(2.5, 0)).toBe(3);
    expect(roundLikeStore(-2.5, 0)).toBe(-3);
    expect(roundLikeStore(1234.5678, 2)).toBe(1234.57);
    expect(roundLikeStore(-0.001, 2)).toBe(0);
    expect(Object.is(roundLikeStore(-0.001, 2), -0)).toBe(false);
    expect(roundLikeStore(null, 2)).toBeNull();
  });

  it('gives bit for bit what the SQL rounding of the stores gives', async () => {
    const store = await openDuckdbStore(':memory:');
    try {
      const values = [1.005, 2.675, -2.675, 0.125, 1e-9, 123456.785, -0.5, 4.445, 1234567.891234, 0.1 + 0.2, 99.995, -99.995];
      for (const decimals of [0, 1, 2, 3, 4]) {
        const sql = `SELECT ${duckdbDialect.round('$1', decimals)} AS rounded`;
        for (const value of values) {
          const [row] = await store.query(sql, [value]);
          expect(roundLikeStore(value, decimals), `${value} to ${decimals}`).toBe(Object.is(row!.rounded, -0) ? 0 : row!.rounded);
        }
      }
    } finally {
      await store.close();
    }
  });
});
