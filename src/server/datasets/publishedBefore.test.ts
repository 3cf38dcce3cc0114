import { describe, expect, it } from 'vitest';
import { lastPublicationTime, publishedBefore, wallMsToIso } from './publishedBefore';

const at = (istanbul: string) => new Date(`${istanbul}+03:00`);
const iso = (ms: number) => wallMsToIso(ms);

describe('publication schedule', () => {
  it('publishes real-time hours once they are over', () => {
    expect(iso(publishedBefore('realtime', at('2024-08-20T14:30:00')))).toBe('2024-08-20T14:00:00+03:00');
    expect(iso(publishedBefore('realtime', at('2024-08-20T00:00:00')))).toBe('2024-08-20T00:00:00+03:00');
  });

  it('publishes tomorrow\'s day-ahead results at 13:00 Istanbul time', () => {
    expect(iso(publishedBefore('dayAhead', at('2024-08-20T12:59:59')))).toBe('2024-08-21T00:00:00+03:00');
    expect(iso(publishedBefore('dayAhead', at('2024-08-20T13:00:00')))).toBe('2024-08-22T00:00:00+03:00');
    expect(iso(lastPublicationTime('dayAhead', at('2024-08-20T09:00:00')))).toBe('2024-08-19T13:00:00+03:00');
    expect(iso(lastPublicationTime('dayAhead', at('2024-08-20T13:05:00')))).toBe('2024-08-20T13:00:00+03:00');
  });

  it('publishes a daily value on its day, and registry data always', () => {
    expect(iso(publishedBefore('daily', at('2024-12-31T23:30:00')))).toBe('2025-01-01T00:00:00+03:00');
    expect(publishedBefore('always', at('2024-12-31T23:30:00'))).toBe(Number.MAX_SAFE_INTEGER);
  });
});
