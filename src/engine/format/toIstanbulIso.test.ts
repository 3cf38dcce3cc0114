import { describe, expect, it } from 'vitest';
import { toIstanbulIso } from './toIstanbulIso';

describe('toIstanbulIso', () => {
  it('writes the web service date-time for a day and hour', () => {
    expect(toIstanbulIso('2024-07-29')).toBe('2024-07-29T00:00:00+03:00');
    expect(toIstanbulIso('2024-02-29', 23)).toBe('2024-02-29T23:00:00+03:00');
    expect(toIstanbulIso('2024-12-31', 5)).toBe('2024-12-31T05:00:00+03:00');
  });

  it('refuses days that do not exist and hours outside the day', () => {
    expect(() => toIstanbulIso('2023-02-29')).toThrow(/calendar day/);
    expect(() => toIstanbulIso('29.07.2024')).toThrow(/YYYY-MM-DD/);
    expect(() => toIstanbulIso('2024-07-29', 24)).toThrow(/hour 24/);
    expect(() => toIstanbulIso('2024-07-29', 1.5)).toThrow(/hour/);
  });
});
