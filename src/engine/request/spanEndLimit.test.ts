import { describe, expect, it } from 'vitest';
import { spanEndLimit } from './spanEndLimit';

describe('spanEndLimit', () => {
  it('allows N days including the start day', () => {
    expect(spanEndLimit('2024-01-01', { unit: 'day', value: 1 })).toBe('2024-01-01');
    expect(spanEndLimit('2024-01-01', { unit: 'day', value: 366 })).toBe('2024-12-31');
    expect(spanEndLimit('2023-01-01', { unit: 'day', value: 366 })).toBe('2024-01-01');
  });

  it('allows up to the day before the same date N months later', () => {
    expect(spanEndLimit('2024-01-01', { unit: 'month', value: 1 })).toBe('2024-01-31');
    expect(spanEndLimit('2024-02-01', { unit: 'month', value: 1 })).toBe('2024-02-29');
    expect(spanEndLimit('2023-02-01', { unit: 'month', value: 1 })).toBe('2023-02-28');
    expect(spanEndLimit('2024-07-15', { unit: 'month', value: 3 })).toBe('2024-10-14');
    // 31 January + 1 month rolls over to 2 March, so all of February stays allowed.
    expect(spanEndLimit('2024-01-31', { unit: 'month', value: 1 })).toBe('2024-03-01');
  });

  it('allows up to the day before the same date N years later, leap day included', () => {
    expect(spanEndLimit('2024-01-01', { unit: 'year', value: 1 })).toBe('2024-12-31');
    expect(spanEndLimit('2024-02-29', { unit: 'year', value: 1 })).toBe('2025-02-28');
    expect(spanEndLimit('2023-03-01', { unit: 'year', value: 1 })).toBe('2024-02-29');
    expect(spanEndLimit('2020-06-10', { unit: 'year', value: 5 })).toBe('2025-06-09');
  });
});
