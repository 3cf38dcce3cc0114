import { describe, expect, it } from 'vitest';
import { combineDateAndHour, parseDateTime } from './parseTimestamp';

const wall = (iso: string) => Date.parse(`${iso}Z`);

describe('parseDateTime', () => {
  it('reads day-first dates with dots or slashes, two- or four-digit years, and ISO dates', () => {
    expect(parseDateTime('27.03.2016')).toEqual({ wallMs: wall('2016-03-27T00:00'), hasTime: false });
    expect(parseDateTime('01/01/2016')?.wallMs).toBe(wall('2016-01-01T00:00'));
    expect(parseDateTime('01.01.15 13:00')).toEqual({ wallMs: wall('2015-01-01T13:00'), hasTime: true });
    expect(parseDateTime('2025-10-31')?.wallMs).toBe(wall('2025-10-31T00:00'));
    expect(parseDateTime('2025-10-31T05:00')?.wallMs).toBe(wall('2025-10-31T05:00'));
  });

  it('converts stated offsets to Istanbul wall clock', () => {
    expect(parseDateTime('2020-01-01 00:00:00+03:00')?.wallMs).toBe(wall('2020-01-01T00:00'));
    expect(parseDateTime('2019-12-31T21:00:00.000Z')?.wallMs).toBe(wall('2020-01-01T00:00'));
    expect(parseDateTime('2024-12-31 21:00:00+00:00')?.wallMs).toBe(wall('2025-01-01T00:00'));
    // Winter 2015 was UTC+2, summer 2015 UTC+3.
    expect(parseDateTime('2015-01-10T10:00:00Z')?.wallMs).toBe(wall('2015-01-10T12:00'));
    expect(parseDateTime('2015-07-10T10:00:00Z')?.wallMs).toBe(wall('2015-07-10T13:00'));
  });

  it('rejects impossible dates and times', () => {
    for (const bad of ['31.02.2025', '2025-13-01', '1.1', '01.01.2025 24:00', '01.01.2025 12:61', 'yesterday']) expect(parseDateTime(bad), bad).toBeUndefined();
  });
});

describe('combineDateAndHour', () => {
  it('adds a separate hour column, or takes a full timestamp from it', () => {
    expect(combineDateAndHour('01.01.2025', '13:00')).toBe(wall('2025-01-01T13:00'));
    expect(combineDateAndHour('2020-01-01 00:00:00+03:00', '2020-01-01T00:00:00+03:00')).toBe(wall('2020-01-01T00:00'));
    expect(combineDateAndHour('2024-12-31 21:00:00+00:00', '2025-01-01T00:00:00+03:00')).toBe(wall('2025-01-01T00:00'));
    expect(combineDateAndHour('01.01.2025', 'noon')).toBeUndefined();
  });
});
