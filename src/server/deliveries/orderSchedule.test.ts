import { describe, expect, it } from 'vitest';
import { nextRunAfter } from './orderSchedule';

const at = (iso: string) => Date.parse(iso);
const istanbul = (ms: number | null) => (ms === null ? null : new Date(ms + 3 * 3_600_000).toISOString().slice(0, 16));

describe('nextRunAfter', () => {
  it('runs a daily order today when its Istanbul time is still ahead, else tomorrow', () => {
    expect(istanbul(nextRunAfter({ kind: 'daily', time: '15:00' }, at('2024-08-20T11:30:00Z')))).toBe('2024-08-20T15:00');
    expect(istanbul(nextRunAfter({ kind: 'daily', time: '15:00' }, at('2024-08-20T12:00:00Z')))).toBe('2024-08-21T15:00');
    // 01:00 Istanbul is still the evening before in UTC.
    expect(istanbul(nextRunAfter({ kind: 'daily', time: '01:00' }, at('2024-08-20T21:30:00Z')))).toBe('2024-08-21T01:00');
  });

  it('skips Saturday and Sunday for weekdays, and waits for the day of the month', () => {
    // Friday 2024-08-23 after 08:00 → Monday the 26th.
    expect(istanbul(nextRunAfter({ kind: 'weekdays', time: '08:00' }, at('2024-08-23T06:00:00Z')))).toBe('2024-08-26T08:00');
    expect(istanbul(nextRunAfter({ kind: 'monthly', time: '06:30', dayOfMonth: 1 }, at('2024-08-20T11:30:00Z')))).toBe('2024-09-01T06:30');
    expect(istanbul(nextRunAfter({ kind: 'monthly', time: '06:30', dayOfMonth: 28 }, at('2024-02-28T04:00:00Z')))).toBe('2024-03-28T06:30');
  });

  it('gives a follow no time: it runs on publication', () => {
    expect(nextRunAfter({ kind: 'onPublication' }, at('2024-08-20T11:30:00Z'))).toBeNull();
  });
});
