import { describe, expect, it } from 'vitest';
import { isoWeeksInYear, parsePeriodKey, periodOf, previousPeriod } from './periodKey';
import { latestPublished, publishedPeriods } from './publication/finalPeriods';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const RANGE = { dataStart: '2024-06-01', dataEnd: () => '2024-08-21' };
/** 14:30 in Istanbul on 20 August 2024: the 19th is the newest day that is over. */
const NOW = new Date('2024-08-20T11:30:00Z');

describe('bulletin period keys', () => {
  it('reads each form into the Istanbul days it covers', () => {
    expect(parsePeriodKey('daily', '2024-02-29')).toMatchObject({ start: day('2024-02-29'), end: day('2024-03-01') });
    expect(parsePeriodKey('weekly', '2024-W34')).toMatchObject({ start: day('2024-08-19'), end: day('2024-08-26') });
    expect(parsePeriodKey('weekly', '2026-W01')).toMatchObject({ start: day('2025-12-29') });
    expect(parsePeriodKey('monthly', '2024-12')).toMatchObject({ start: day('2024-12-01'), end: day('2025-01-01') });
    expect(parsePeriodKey('yearly', '2024')).toMatchObject({ start: day('2024-01-01'), end: day('2025-01-01') });
  });

  it('refuses malformed and impossible keys', () => {
    for (const key of ['2023-02-29', '2024-13-01', '2024-8-1', '24-08-01', '2024-08-01 ', '0000-01-01']) expect(parsePeriodKey('daily', key)).toBeUndefined();
    expect(isoWeeksInYear(2024)).toBe(52);
    expect(isoWeeksInYear(2026)).toBe(53);
    expect(parsePeriodKey('weekly', '2024-W53')).toBeUndefined();
    expect(parsePeriodKey('weekly', '2026-W53')).toBeDefined();
    expect(parsePeriodKey('weekly', '2024-W00')).toBeUndefined();
    expect(parsePeriodKey('monthly', '2024-00')).toBeUndefined();
    expect(parsePeriodKey('yearly', '2024-01')).toBeUndefined();
    expect(parsePeriodKey('daily', '2024-W34')).toBeUndefined();
  });

  it('writes the key of the period holding a day, and steps back across years', () => {
    expect(periodOf('weekly', day('2024-12-30')).key).toBe('2025-W01');
    expect(periodOf('weekly', day('2021-01-03')).key).toBe('2020-W53');
    expect(previousPeriod(parsePeriodKey('monthly', '2024-01')!).key).toBe('2023-12');
    expect(previousPeriod(parsePeriodKey('weekly', '2025-W01')!).key).toBe('2024-W52');
  });
});

describe('published periods', () => {
  it('are those whose last day is over and whose days are all stored', () => {
    expect(latestPublished('daily', NOW, RANGE)?.key).toBe('2024-08-19');
    expect(latestPublished('weekly', NOW, RANGE)?.key).toBe('2024-W33');
    expect(latestPublished('monthly', NOW, RANGE)?.key).toBe('2024-07');
    expect(latestPublished('yearly', NOW, RANGE)).toBeUndefined();
  });

  it('are listed newest first, a page at a time, down to the first stored day', () => {
    const all = publishedPeriods('monthly', NOW, RANGE, { offset: 0, limit: 10 });
    expect(all).toMatchObject({ total: 2, first: { key: '2024-06' }, latest: { key: '2024-07' } });
    expect(all.items.map((s) => s.key)).toEqual(['2024-07', '2024-06']);
    const days = publishedPeriods('daily', NOW, RANGE, { offset: 78, limit: 5 });
    expect(days.total).toBe(80);
    expect(days.items.map((s) => s.key)).toEqual(['2024-06-02', '2024-06-01']);
    expect(publishedPeriods('daily', NOW, RANGE, { offset: 80, limit: 5 }).items).toEqual([]);
    // 2024-W22 starts on 27 May, before the data: the first weekly bulletin is W23.
    expect(publishedPeriods('weekly', NOW, RANGE, { offset: 0, limit: 100 }).items.at(-1)?.key).toBe('2024-W23');
  });
});
