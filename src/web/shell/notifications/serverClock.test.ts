import { describe, expect, it } from 'vitest';
import { istanbulMsOfDay, istanbulTomorrow, istanbulWallTime, serverNow, toServerClock } from './serverClock';

describe('server clock', () => {
  it('moves the server time on by the browser time elapsed since the answer, whatever the browser clock says', () => {
    // The browser's clock is eight hours off; only its differences count.
    const clock = toServerClock('2025-03-10T12:59:30+03:00', 1_000_000);
    expect(clock).not.toBeNull();
    expect(new Date(serverNow(clock!, 1_000_000)).toISOString()).toBe('2025-03-10T09:59:30.000Z');
    expect(new Date(serverNow(clock!, 1_030_000)).toISOString()).toBe('2025-03-10T10:00:00.000Z');
    expect(istanbulWallTime(serverNow(clock!, 1_030_000))).toEqual({ hour: 13, minute: 0, second: 0 });
  });

  it('reads the Istanbul wall clock, not the runtime zone, across midnight and year ends', () => {
    const ms = Date.parse('2024-12-31T21:30:15Z'); // 00:30:15 on 1 January in Istanbul
    expect(istanbulWallTime(ms)).toEqual({ hour: 0, minute: 30, second: 15 });
    expect(istanbulMsOfDay(ms)).toBe((30 * 60 + 15) * 1000);
    expect(istanbulTomorrow(ms)).toBe('2025-01-02');
    expect(istanbulTomorrow(Date.parse('2024-12-31T20:59:59Z'))).toBe('2025-01-01');
    expect(istanbulTomorrow(Date.parse('2024-02-28T12:00:00+03:00'))).toBe('2024-02-29');
  });

  it('refuses a serverTime that is not a date-time with an offset', () => {
    expect(toServerClock('2025-03-10 12:59:30', 0)).toBeNull();
    expect(toServerClock('', 0)).toBeNull();
    expect(toServerClock('2025-13-40T99:00:00+03:00', 0)).toBeNull();
  });
});
