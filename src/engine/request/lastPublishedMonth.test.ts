import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { defaultFilterValues } from './defaultFilterValues';
import { lastPublishedMonth, resolveRangeDefault } from './lastPublishedMonth';

// Istanbul is UTC+3: 2026-11-14T20:59Z is 23:59 on the 14th, 2026-11-14T21:00Z midnight of the 15th.
const at = (iso: string) => new Date(iso);

describe('lastPublishedMonth', () => {
  it('opens settlement data on the month before last until the 15th, then on last month', () => {
    expect(lastPublishedMonth('settlement', at('2026-11-01T09:00:00Z'))).toEqual({ start: '2026-09-01', end: '2026-09-30' });
    expect(lastPublishedMonth('settlement', at('2026-11-14T20:59:00Z'))).toEqual({ start: '2026-09-01', end: '2026-09-30' });
    expect(lastPublishedMonth('settlement', at('2026-11-14T21:00:00Z'))).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(lastPublishedMonth('settlement', at('2026-01-10T09:00:00Z'))).toEqual({ start: '2025-11-01', end: '2025-11-30' });
  });

  it('is last month for data out by the end of the month, and for data without a schedule', () => {
    expect(lastPublishedMonth('dayOver', at('2026-11-01T09:00:00Z'))).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(lastPublishedMonth('realtime', at('2026-03-02T09:00:00Z'))).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(lastPublishedMonth(undefined, at('2026-11-05T09:00:00Z'))).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(resolveRangeDefault('lastMonth', at('2026-11-05T09:00:00Z'), 'settlement')).toEqual({ start: '2026-10-01', end: '2026-10-31' });
  });

  it('opens the settlement metering pages on a month that is out', () => {
    const page = (file: string) => JSON.parse(readFileSync(`reports/electricity/${file}.json`, 'utf8')) as ReportDescriptor;
    const withdrawal = page('consumption/withdrawal-quantity');
    const injection = page('generation/injection-quantity');
    expect(defaultFilterValues(withdrawal, at('2026-11-05T09:00:00Z'))).toMatchObject({ startDate: '2026-09-01', endDate: '2026-09-30' });
    expect(defaultFilterValues(injection, at('2026-11-20T09:00:00Z'))).toMatchObject({ startDate: '2026-10-01', endDate: '2026-10-31' });
  });
});

describe('a range that opens on tomorrow', () => {
  it('opens on today until tomorrow\'s day-ahead rows are out at 14:00, then on tomorrow', () => {
    expect(resolveRangeDefault('tomorrow', new Date('2024-07-29T01:00:00+03:00'), 'dayAhead')).toEqual({ start: '2024-07-29', end: '2024-07-29' });
    expect(resolveRangeDefault('tomorrow', new Date('2024-07-29T13:59:00+03:00'), 'dayAhead')).toEqual({ start: '2024-07-29', end: '2024-07-29' });
    expect(resolveRangeDefault('tomorrow', new Date('2024-07-29T14:00:00+03:00'), 'dayAhead')).toEqual({ start: '2024-07-30', end: '2024-07-30' });
    // Without a schedule there is nothing to wait for.
    expect(resolveRangeDefault('tomorrow', new Date('2024-07-29T01:00:00+03:00'), undefined)).toEqual({ start: '2024-07-30', end: '2024-07-30' });
  });
});
