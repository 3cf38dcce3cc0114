import { describe, expect, it } from 'vitest';
import { spanLimitExceeded } from './spanLimitExceeded';

describe('spanLimitExceeded', () => {
  const days366 = { unit: 'day', value: 366 } as const;

  it('counts days inclusively', () => {
    expect(spanLimitExceeded('2024-01-01', '2024-12-31', days366)).toBe(false);
    expect(spanLimitExceeded('2024-01-01', '2025-01-01', days366)).toBe(true);
    expect(spanLimitExceeded('2024-07-29', '2024-07-29', { unit: 'day', value: 1 })).toBe(false);
    expect(spanLimitExceeded('2024-07-29', '2024-07-30', { unit: 'day', value: 1 })).toBe(true);
  });

  it('limits calendar months', () => {
    const month = { unit: 'month', value: 1 } as const;
    expect(spanLimitExceeded('2024-02-01', '2024-02-29', month)).toBe(false);
    expect(spanLimitExceeded('2024-02-01', '2024-03-01', month)).toBe(true);
    expect(spanLimitExceeded('2024-01-15', '2024-02-14', month)).toBe(false);
    expect(spanLimitExceeded('2024-01-15', '2024-02-15', month)).toBe(true);
  });

  it('limits calendar years across the leap day', () => {
    const year = { unit: 'year', value: 1 } as const;
    expect(spanLimitExceeded('2024-02-29', '2025-02-28', year)).toBe(false);
    expect(spanLimitExceeded('2024-02-29', '2025-03-01', year)).toBe(true);
    expect(spanLimitExceeded('2023-12-31', '2024-12-30', year)).toBe(false);
    expect(spanLimitExceeded('2023-12-31', '2024-12-31', year)).toBe(true);
  });

  it('never flags a backwards range as too long (that is a different error)', () => {
    expect(spanLimitExceeded('2024-07-29', '2024-01-01', days366)).toBe(false);
  });
});
