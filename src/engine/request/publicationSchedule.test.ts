import { describe, expect, it } from 'vitest';
import { firstPublicationOf, istanbulMinute, nextPublication, pendingPublication } from './publicationSchedule';

// 24 November 2026, 10:20 and 15:05 in Istanbul.
const morning = new Date('2026-11-24T07:20:00Z');
const afternoon = new Date('2026-11-24T12:05:00Z');

describe('the publication schedule', () => {
  it('reads now as Istanbul wall clock', () => {
    expect(istanbulMinute(new Date('2026-11-24T22:30:00Z'))).toBe('2026-11-25T01:30');
  });

  it('gives the first publication of a day for each kind', () => {
    expect(firstPublicationOf('dayAhead', '2026-11-25')).toBe('2026-11-24T14:00');
    expect(firstPublicationOf('dayAheadInterim', '2026-11-25')).toBe('2026-11-24T13:00');
    expect(firstPublicationOf('realtime', '2026-11-25')).toBe('2026-11-25T01:00');
    expect(firstPublicationOf('daily', '2026-11-25')).toBe('2026-11-25T00:00');
    expect(firstPublicationOf('sessionClose', '2026-11-25')).toBe('2026-11-25T17:00');
    expect(firstPublicationOf('dayOver', '2026-11-25')).toBe('2026-11-26T00:00');
    expect(firstPublicationOf('settlement', '2026-11-25')).toBe('2026-12-15T00:00');
    expect(firstPublicationOf('always', '2026-11-25')).toBeNull();
  });

  it("says tomorrow's day-ahead prices come at 14:00 today, then the day after's at 14:00 tomorrow", () => {
    expect(nextPublication('dayAhead', morning)).toEqual({ at: '2026-11-24T14:00', covers: '2026-11-25' });
    expect(nextPublication('dayAhead', afternoon)).toEqual({ at: '2026-11-25T14:00', covers: '2026-11-26' });
  });

  it('gives the next hour, midnight and the settlement day', () => {
    expect(nextPublication('realtime', morning)).toEqual({ at: '2026-11-24T11:00', covers: '2026-11-24' });
    expect(nextPublication('realtime', new Date('2026-11-24T20:30:00Z'))?.at).toBe('2026-11-25T00:00');
    expect(nextPublication('daily', morning)).toEqual({ at: '2026-11-25T00:00', covers: '2026-11-25' });
    expect(nextPublication('dayOver', morning)).toEqual({ at: '2026-11-25T00:00', covers: '2026-11-24' });
    expect(nextPublication('sessionClose', morning)).toEqual({ at: '2026-11-24T17:00', covers: '2026-11-24' });
    expect(nextPublication('sessionClose', new Date('2026-11-24T14:30:00Z'))).toEqual({ at: '2026-11-25T17:00', covers: '2026-11-25' });
    expect(nextPublication('settlement', morning)).toEqual({ at: '2026-12-15T00:00', covers: '2026-11-01' });
    expect(nextPublication('settlement', new Date('2026-11-10T07:00:00Z'))).toEqual({ at: '2026-11-15T00:00', covers: '2026-10-01' });
  });

  it('tells a future range from one with no data', () => {
    expect(pendingPublication('dayAhead', '2026-11-25', morning)).toBe('2026-11-24T14:00');
    expect(pendingPublication('dayAhead', '2026-11-25', afternoon)).toBeNull();
    expect(pendingPublication('realtime', '2026-11-24', new Date('2026-11-23T21:30:00Z'))).toBe('2026-11-24T01:00');
    expect(pendingPublication('realtime', '2026-11-20', morning)).toBeNull();
  });
});
