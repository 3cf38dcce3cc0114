import { describe, expect, it } from 'vitest';
import { poissonCount } from './poissonCount';

describe('poissonCount', () => {
  it('has the mean and the zero share of a Poisson distribution', () => {
    const n = 20_000;
    const draws = Array.from({ length: n }, (_, i) => poissonCount(3, (i + 0.5) / n, 100));
    expect(draws.reduce((a, b) => a + b, 0) / n).toBeCloseTo(3, 1);
    expect(draws.filter((k) => k === 0).length / n).toBeCloseTo(Math.exp(-3), 2);
  });

  it('gives 0 for a non-positive mean and never exceeds the cap', () => {
    expect(poissonCount(0, 0.99, 10)).toBe(0);
    expect(poissonCount(50, 0.999999, 7)).toBe(7);
  });
});
