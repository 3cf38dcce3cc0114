import { describe, expect, it } from 'vitest';
import { BadPeriodKey, bulletinSpan, periodName } from './bulletinPeriod';

describe('bulletin periods', () => {
  it('reads ISO weeks, including a year\'s week 53 and a week 1 that starts in December', () => {
    expect(bulletinSpan('weekly', '2024-W31')).toEqual({ range: { start: '2024-07-29', end: '2024-08-04' }, previous: { start: '2024-07-22', end: '2024-07-28' } });
    expect(bulletinSpan('weekly', '2026-W53').range).toEqual({ start: '2026-12-28', end: '2027-01-03' });
    expect(bulletinSpan('weekly', '2025-W01').range).toEqual({ start: '2024-12-30', end: '2025-01-05' });
    expect(() => bulletinSpan('weekly', '2025-W53')).toThrow(BadPeriodKey);
  });

  it('reads days, months and years with the period before each', () => {
    expect(bulletinSpan('daily', '2024-03-01').previous).toEqual({ start: '2024-02-29', end: '2024-02-29' });
    expect(bulletinSpan('monthly', '2025-01')).toEqual({ range: { start: '2025-01-01', end: '2025-01-31' }, previous: { start: '2024-12-01', end: '2024-12-31' } });
    expect(bulletinSpan('yearly', '2025').range).toEqual({ start: '2025-01-01', end: '2025-12-31' });
    for (const [period, key] of [['daily', '2025-02-29'], ['monthly', '2025-13'], ['yearly', '25'], ['daily', '2025-W01']] as const) {
      expect(() => bulletinSpan(period, key)).toThrow(BadPeriodKey);
    }
  });

  it('names the period in each language', () => {
    expect(periodName('daily', '2026-11-23', 'tr')).toBe('23 Kasım 2026');
    expect(periodName('weekly', '2024-W31', 'en')).toBe('Week 31 of 2024 (29.07.2024 – 04.08.2024)');
    expect(periodName('weekly', '2024-W31', 'tr')).toBe('2024 yılı 31. hafta (29.07.2024 – 04.08.2024)');
    expect(periodName('monthly', '2024-02', 'tr')).toBe('Şubat 2024');
  });
});
