import { describe, expect, it } from 'vitest';
import { istanbulDay } from './istanbulDay';

describe('istanbulDay', () => {
  it('gives the Istanbul calendar day of an instant', () => {
    expect(istanbulDay(new Date('2024-07-29T10:00:00Z'))).toBe('2024-07-29');
  });

  it('turns over at midnight Istanbul time, 21:00 UTC', () => {
    expect(istanbulDay(new Date('2024-07-29T20:59:59Z'))).toBe('2024-07-29');
    expect(istanbulDay(new Date('2024-07-29T21:00:00Z'))).toBe('2024-07-30');
    expect(istanbulDay(new Date('2024-12-31T21:00:00Z'))).toBe('2025-01-01');
    expect(istanbulDay(new Date('2024-02-28T21:30:00Z'))).toBe('2024-02-29');
  });
});
