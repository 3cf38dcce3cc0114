// The publication times an administrator sets (process parameters) move the app's schedule and the server's
// cut-off together: a final-results time of 15:30 keeps tomorrow unpublished at 15:00 on both sides, and a
// settlement day of the 10th publishes last month on the 10th.
import { afterEach, describe, expect, it } from 'vitest';
import { publishedBefore } from '../../server/datasets/publishedBefore';
import { firstPublicationOf, nextPublication, pendingPublication } from './publicationSchedule';
import { DEFAULT_PUBLICATION_TIMES, minuteText, setPublicationTimes } from './publicationTimes';

const at = (istanbul: string) => new Date(`${istanbul}+03:00`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);
afterEach(() => setPublicationTimes(DEFAULT_PUBLICATION_TIMES));

describe('the publication times', () => {
  it('start as the operator\'s: 13:00, 14:00, 17:00 and the 15th', () => {
    expect(firstPublicationOf('dayAhead', '2024-08-21')).toBe('2024-08-20T14:00');
    expect(firstPublicationOf('dayAheadInterim', '2024-08-21')).toBe('2024-08-20T13:00');
    expect(minuteText(DEFAULT_PUBLICATION_TIMES.sessionCloseMinute)).toBe('17:00');
  });

  it('move the app\'s schedule and the server\'s cut-off together, to the minute', () => {
    setPublicationTimes({ ...DEFAULT_PUBLICATION_TIMES, finalMinute: 15 * 60 + 30, settlementDay: 10 });
    expect(firstPublicationOf('dayAhead', '2024-08-21')).toBe('2024-08-20T15:30');
    expect(pendingPublication('dayAhead', '2024-08-21', at('2024-08-20T15:00'))).toBe('2024-08-20T15:30');
    expect(nextPublication('dayAhead', at('2024-08-20T15:29'))).toEqual({ at: '2024-08-20T15:30', covers: '2024-08-21' });
    expect(nextPublication('dayAhead', at('2024-08-20T15:30'))).toEqual({ at: '2024-08-21T15:30', covers: '2024-08-22' });
    // The server's first unpublished instant (Istanbul wall clock as UTC ms): tomorrow until 15:30, then the day after.
    expect(iso(publishedBefore('dayAhead', at('2024-08-20T15:29')))).toBe('2024-08-21T00:00');
    expect(iso(publishedBefore('dayAhead', at('2024-08-20T15:30')))).toBe('2024-08-22T00:00');
    expect(iso(publishedBefore('settlement', at('2024-08-10T00:00')))).toBe('2024-08-01T00:00');
    expect(iso(publishedBefore('settlement', at('2024-08-09T23:59')))).toBe('2024-07-01T00:00');
    expect(firstPublicationOf('settlement', '2024-07-31')).toBe('2024-08-10T00:00');
  });
});
