import { describe, expect, it } from 'vitest';
import { toUsageChartOption } from './toUsageChartOption';
import { checkRange, defaultRange } from './usageRangeDraft';
import type { UsageStatistics } from './usageTypes';

const statistics = {
  startDate: '2024-07-01', endDate: '2024-07-02', period: 'day',
  total: { calls: 5, success: 3, clientError: 1, refused: 1, serverError: 0, users: 1, visitorCalls: 0, rows: 10, bytes: 100 },
  periods: [
    { period: '2024-07-01', calls: 4, success: 2, clientError: 1, refused: 1, serverError: 0 },
    { period: '2024-07-02', calls: 1, success: 1, clientError: 0, refused: 0, serverError: 0 },
  ],
  users: [], services: [],
} satisfies UsageStatistics;

describe('the statistics chart', () => {
  it('stacks one column series per outcome over the periods', () => {
    const option = toUsageChartOption(statistics, { period: (p) => p.slice(8), outcome: (o) => o.toUpperCase() }, 'dark');
    expect(option.xAxis).toMatchObject({ data: ['01', '02'] });
    const series = option.series as { type: string; name: string; stack: string; data: number[] }[];
    expect(series.map((s) => [s.name, s.data])).toEqual([['SUCCESS', [2, 1]], ['CLIENTERROR', [1, 0]], ['REFUSED', [1, 0]], ['SERVERERROR', [0, 0]]]);
    expect(new Set(series.map((s) => `${s.type}:${s.stack}`))).toEqual(new Set(['bar:calls']));
  });
});

describe('the statistics range', () => {
  it('starts 30 days back and refuses a range the server would refuse, beside the field at fault', () => {
    expect(defaultRange('2024-08-20')).toEqual({ startDate: '2024-07-22', endDate: '2024-08-20', period: 'day' });
    expect(checkRange({ startDate: '', endDate: '2024-08-20', period: 'day' })).toEqual({ ok: false, errors: { startDate: { key: 'adminOversight.statistics.badDay' } } });
    expect(checkRange({ startDate: '2024-08-21', endDate: '2024-08-20', period: 'week' })).toMatchObject({ ok: false, errors: { endDate: { key: 'adminOversight.statistics.badOrder' } } });
    expect(checkRange({ startDate: '2023-01-01', endDate: '2024-08-20', period: 'month' })).toMatchObject({ ok: false, errors: { endDate: { values: { max: 366 } } } });
    expect(checkRange({ startDate: '2024-08-01', endDate: '2024-08-20', period: 'month' })).toEqual({ ok: true, request: { startDate: '2024-08-01', endDate: '2024-08-20', period: 'month' } });
  });
});
