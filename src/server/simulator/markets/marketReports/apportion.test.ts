import { describe, expect, it } from 'vitest';
import { apportion } from './apportion';

describe('apportion', () => {
  it('gives parts that add up exactly to the total, close to the weights', () => {
    const parts = apportion(1001, [0.5, 0.3, 0.2]);
    expect(parts.reduce((s, p) => s + p, 0)).toBe(1001);
    expect(parts).toEqual([501, 300, 200]);
  });

  it('keeps every part a non-negative integer, also for a zero total', () => {
    expect(apportion(0, [1, 2])).toEqual([0, 0]);
    const parts = apportion(7, [1, 1, 1]);
    expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
    expect(parts).toEqual([3, 2, 2]);
  });

  it('refuses a fractional total and zero weights', () => {
    expect(() => apportion(1.5, [1])).toThrow(/integer/);
    expect(() => apportion(3, [0, 0])).toThrow(/weights/);
  });
});
