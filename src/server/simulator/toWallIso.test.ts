import { describe, expect, it } from 'vitest';
import { wallMsToIso } from '../datasets/publishedBefore';
import { toWallIso } from './toWallIso';

describe('toWallIso', () => {
  it('writes the same text as wallMsToIso, midnight, minutes and seconds included', () => {
    for (const ms of [Date.UTC(2024, 0, 1), Date.UTC(2024, 1, 29, 23, 59, 59), Date.UTC(2026, 10, 23, 9, 30), Date.UTC(2019, 11, 31, 0, 7, 5)]) {
      expect(toWallIso(ms)).toBe(wallMsToIso(ms));
    }
    expect(toWallIso(Date.UTC(2024, 6, 29, 14, 5))).toBe('2024-07-29T14:05:00+03:00');
  });
});
