import { describe, expect, it } from 'vitest';
import { calendarDay, dayKey, lastBusinessDay, parseDay } from './calendar';
import { holidayFactor } from './demand';
import { interpolateKnots, monthlyProfile } from './knots';

describe('calendar', () => {
  it('parses days strictly and round-trips them', () => {
    expect(dayKey(parseDay('2025-07-28'))).toBe('2025-07-28');
    expect(() => parseDay('2025-13-01')).toThrow();
    expect(() => parseDay('2025-02-29')).toThrow();
    expect(() => parseDay('25-01-01')).toThrow();
  });

  it('knows weekdays and fractional years', () => {
    const d = calendarDay(parseDay('2025-07-28'));
    expect(d.weekday).toBe(0); // a Monday
    expect(calendarDay(parseDay('2024-12-29')).weekday).toBe(6);
    expect(d.ts).toBe(Date.UTC(2025, 6, 28));
    expect(calendarDay(parseDay('2025-01-01')).yearFraction).toBeGreaterThan(2025);
    expect(calendarDay(parseDay('2025-12-31')).yearFraction).toBeLessThan(2026);
  });

  it('hardcodes Ramazan and Kurban Bayramı 2024–2026 with their eves', () => {
    const h = (day: string) => calendarDay(parseDay(day)).holiday;
    expect(h('2024-04-10')?.name).toBe('Ramazan Bayramı');
    expect(h('2024-06-19')?.dayOfHoliday).toBe(4);
    expect(h('2025-03-30')?.kind).toBe('religious');
    expect(h('2025-06-05')?.kind).toBe('eve');
    expect(h('2026-03-20')?.name).toBe('Ramazan Bayramı');
    expect(h('2026-05-30')?.name).toBe('Kurban Bayramı');
    expect(h('2025-10-29')?.name).toBe('Cumhuriyet Bayramı');
    expect(h('2025-07-15')?.kind).toBe('national');
    expect(h('2025-07-16')).toBeNull();
  });

  it('carries the last business day over weekends and holidays', () => {
    expect(dayKey(lastBusinessDay(parseDay('2025-08-31')))).toBe('2025-08-29'); // Sunday → Friday (30 Aug is a holiday Saturday)
    expect(dayKey(lastBusinessDay(parseDay('2025-04-01')))).toBe('2025-03-28'); // through Ramazan Bayramı
    expect(dayKey(lastBusinessDay(parseDay('2025-04-02')))).toBe('2025-04-02');
  });

  it('lowers demand most on religious holidays, less on weekends that are already quiet', () => {
    const ramazan = calendarDay(parseDay('2025-03-31'));
    expect(holidayFactor(ramazan.holiday, ramazan.weekday)).toBeLessThan(0.7);
    const sundayHoliday = calendarDay(parseDay('2024-05-19'));
    expect(holidayFactor(sundayHoliday.holiday, sundayHoliday.weekday)).toBeGreaterThan(0.95);
    expect(holidayFactor(null, 2)).toBe(1);
  });
});

describe('knots', () => {
  it('interpolates, clamps and extrapolates', () => {
    const k = [[2024, 10], [2025, 20]] as const;
    expect(interpolateKnots(k, 2024.5)).toBe(15);
    expect(interpolateKnots(k, 2023)).toBe(10);
    expect(interpolateKnots(k, 2026, true)).toBe(30);
  });

  it('keeps a monthly profile continuous over the year end', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    expect(monthlyProfile(values, 15.7)).toBeCloseTo(1, 1);
    expect(Math.abs(monthlyProfile(values, 365) - monthlyProfile(values, 1))).toBeLessThan(0.5);
  });
});
