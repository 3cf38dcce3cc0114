import { describe, expect, it } from 'vitest';
import { shareOut } from './shareOut';

describe('shareOut', () => {
  it('gives parts that add up to the total exactly, in proportion to the weights', () => {
    const parts = shareOut(1_000_003, [1, 2, 3, 4]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1_000_003);
    expect(parts.map((p) => Math.round(p / 1000))).toEqual([100, 200, 300, 400]);
  });

  it('keeps a negative total’s sign in every part', () => {
    const weights = Array.from({ length: 500 }, (_, k) => 0.01 + ((k * 7919) % 97) / 13);
    const parts = shareOut(-123_457, weights);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(-123_457);
    for (const p of parts) expect(p).toBeLessThanOrEqual(0);
  });

  it('refuses a fractional total and weights that add up to nothing', () => {
    expect(() => shareOut(1.5, [1])).toThrow(/integer/);
    expect(() => shareOut(10, [0, 0])).toThrow(/weights/);
  });
});
