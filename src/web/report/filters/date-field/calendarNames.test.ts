import { describe, expect, it } from 'vitest';
import { dayLabel, shortMonthName } from './calendarNames';

describe('calendarNames', () => {
  it('names a day in full in both languages', () => {
    expect(dayLabel('2024-07-29', 'tr')).toBe('29 Temmuz 2024 Pazartesi');
    expect(dayLabel('2024-08-04', 'en')).toBe('Sunday 4 August 2024');
  });

  it('shortens month names', () => {
    expect(shortMonthName('2024-08', 'tr')).toBe('Ağu');
    expect(shortMonthName('2024-08', 'en')).toBe('Aug');
  });
});
