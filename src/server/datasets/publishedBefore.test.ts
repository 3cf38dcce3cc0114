import { describe, expect, it } from 'vitest';
import { dayAheadPublishedBefore, isDayAheadStageOut, lastPublicationTime, publishedBefore, wallMsToIso } from './publishedBefore';

const at = (istanbul: string) => new Date(`${istanbul}+03:00`);
const iso = (ms: number) => wallMsToIso(ms);

describe('publication schedule', () => {
  it('publishes real-time hours once they are over', () => {
    expect(iso(publishedBefore('realtime', at('2024-08-20T14:30:00')))).toBe('2024-08-20T14:00:00+03:00');
    expect(iso(publishedBefore('realtime', at('2024-08-20T00:00:00')))).toBe('2024-08-20T00:00:00+03:00');
    expect(iso(lastPublicationTime('realtime', at('2024-08-20T14:59:59')))).toBe('2024-08-20T14:00:00+03:00');
  });

  it('publishes tomorrow\'s final day-ahead results at 14:00 Istanbul time', () => {
    expect(iso(publishedBefore('dayAhead', at('2024-08-20T13:59:59')))).toBe('2024-08-21T00:00:00+03:00');
    expect(iso(publishedBefore('dayAhead', at('2024-08-20T14:00:00')))).toBe('2024-08-22T00:00:00+03:00');
    expect(iso(lastPublicationTime('dayAhead', at('2024-08-20T09:00:00')))).toBe('2024-08-19T14:00:00+03:00');
    expect(iso(lastPublicationTime('dayAhead', at('2024-08-20T14:05:00')))).toBe('2024-08-20T14:00:00+03:00');
  });

  it('publishes interim day-ahead datasets at 13:00', () => {
    expect(iso(publishedBefore('dayAheadInterim', at('2024-08-20T12:59:59')))).toBe('2024-08-21T00:00:00+03:00');
    expect(iso(publishedBefore('dayAheadInterim', at('2024-08-20T13:00:00')))).toBe('2024-08-22T00:00:00+03:00');
    expect(iso(lastPublicationTime('dayAheadInterim', at('2024-08-20T13:30:00')))).toBe('2024-08-20T13:00:00+03:00');
    expect(iso(lastPublicationTime('dayAheadInterim', at('2024-08-20T12:30:00')))).toBe('2024-08-19T13:00:00+03:00');
  });

  it('puts the interim MCP out an hour before the final results', () => {
    expect(iso(dayAheadPublishedBefore('interim', at('2024-08-20T12:59:59')))).toBe('2024-08-21T00:00:00+03:00');
    expect(iso(dayAheadPublishedBefore('interim', at('2024-08-20T13:00:00')))).toBe('2024-08-22T00:00:00+03:00');
    expect(iso(dayAheadPublishedBefore('final', at('2024-08-20T13:30:00')))).toBe('2024-08-21T00:00:00+03:00');
    expect([isDayAheadStageOut('interim', at('2024-08-20T12:59:59')), isDayAheadStageOut('interim', at('2024-08-20T13:00:00'))]).toEqual([false, true]);
    expect([isDayAheadStageOut('final', at('2024-08-20T13:30:00')), isDayAheadStageOut('final', at('2024-08-20T14:00:00'))]).toEqual([false, true]);
    // A new day starts with tomorrow's results not out yet.
    expect(isDayAheadStageOut('interim', at('2024-08-21T00:00:00'))).toBe(false);
  });

  it('publishes a month\'s settlement rows on the 15th of the next month at 00:00', () => {
    expect(iso(publishedBefore('settlement', at('2024-08-14T23:59:59')))).toBe('2024-07-01T00:00:00+03:00');
    expect(iso(publishedBefore('settlement', at('2024-08-15T00:00:00')))).toBe('2024-08-01T00:00:00+03:00');
    expect(iso(publishedBefore('settlement', at('2025-01-10T12:00:00')))).toBe('2024-12-01T00:00:00+03:00');
    expect(iso(lastPublicationTime('settlement', at('2024-08-20T09:00:00')))).toBe('2024-08-15T00:00:00+03:00');
    expect(iso(lastPublicationTime('settlement', at('2025-01-10T09:00:00')))).toBe('2024-12-15T00:00:00+03:00');
  });

  it('publishes a daily value on its day, and registry data always', () => {
    expect(iso(publishedBefore('daily', at('2024-12-31T23:30:00')))).toBe('2025-01-01T00:00:00+03:00');
    expect(iso(lastPublicationTime('daily', at('2024-12-31T23:30:00')))).toBe('2024-12-31T00:00:00+03:00');
    expect(publishedBefore('always', at('2024-12-31T23:30:00'))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('publishes a trading day\'s figures when its session closes at 17:00', () => {
    expect(iso(publishedBefore('sessionClose', at('2024-08-20T16:59:00')))).toBe('2024-08-20T00:00:00+03:00');
    expect(iso(publishedBefore('sessionClose', at('2024-08-20T17:00:00')))).toBe('2024-08-21T00:00:00+03:00');
    expect(iso(lastPublicationTime('sessionClose', at('2024-08-20T09:00:00')))).toBe('2024-08-19T17:00:00+03:00');
    expect(iso(lastPublicationTime('sessionClose', at('2024-08-20T18:00:00')))).toBe('2024-08-20T17:00:00+03:00');
  });

  it('publishes a day\'s figures once the day is over', () => {
    expect(iso(publishedBefore('dayOver', at('2024-08-20T23:59:00')))).toBe('2024-08-20T00:00:00+03:00');
    expect(iso(publishedBefore('dayOver', at('2024-08-21T00:00:00')))).toBe('2024-08-21T00:00:00+03:00');
    expect(iso(lastPublicationTime('dayOver', at('2024-08-20T09:00:00')))).toBe('2024-08-20T00:00:00+03:00');
  });

  it('reads the Istanbul day, not the UTC day, near midnight', () => {
    // 22:30 UTC on the 20th is already 01:30 on the 21st in Istanbul.
    expect(iso(publishedBefore('daily', new Date('2024-08-20T22:30:00Z')))).toBe('2024-08-22T00:00:00+03:00');
  });
});
