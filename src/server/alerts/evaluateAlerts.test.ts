import { describe, expect, it } from 'vitest';
import { holds, periodDays } from './evaluateAlerts';

describe('holds', () => {
  const values = [100, 2500, 3100, 50];
  it('sums up as the rule says and gives the value that made it hold', () => {
    expect(holds(values, 'max', 'gt', 3000)).toBe(3100);
    expect(holds(values, 'min', 'lt', 100)).toBe(50);
    expect(holds(values, 'avg', 'gte', 1437.5)).toBe(1437.5);
    expect(holds(values, 'any', 'gte', 2500)).toBe(2500);
  });
  it('stays quiet when the rule does not hold or there is nothing new', () => {
    expect(holds(values, 'max', 'gt', 3100)).toBeUndefined();
    expect(holds(values, 'avg', 'lt', 1000)).toBeUndefined();
    expect(holds([], 'any', 'gt', -1)).toBeUndefined();
  });
});

describe('periodDays', () => {
  it('gives the Istanbul days a publication touches', () => {
    const day = Date.UTC(2024, 7, 21);
    expect(periodDays({ publication: 'dayAhead', from: day, to: day + 86_400_000 })).toEqual({ start: '2024-08-21', end: '2024-08-21' });
    expect(periodDays({ publication: 'realtime', from: day + 13 * 3_600_000, to: day + 14 * 3_600_000 })).toEqual({ start: '2024-08-21', end: '2024-08-21' });
  });
});
