import { describe, expect, it } from 'vitest';
import { dayChunks } from './dayChunks';

describe('day ranges a route accepts', () => {
  it('cuts a range into consecutive chunks of at most maxDays', () => {
    expect(dayChunks('2024-06-01', '2024-08-21', { unit: 'year', value: 1 })).toEqual([
      { start: '2024-06-01', end: '2024-07-01' }, { start: '2024-07-02', end: '2024-08-01' }, { start: '2024-08-02', end: '2024-08-21' },
    ]);
  });

  it('keeps each chunk within the span limit of the route', () => {
    expect(dayChunks('2024-02-27', '2024-03-03', { unit: 'day', value: 2 })).toEqual([
      { start: '2024-02-27', end: '2024-02-28' }, { start: '2024-02-29', end: '2024-03-01' }, { start: '2024-03-02', end: '2024-03-03' },
    ]);
    // One month from 31 January ends on 1 March by the server's own rule (spanEndLimit).
    expect(dayChunks('2024-01-31', '2024-03-15', { unit: 'month', value: 1 }, 366).map((c) => c.end)).toEqual(['2024-03-01', '2024-03-15']);
  });

  it('gives one single-day chunk for a single day and none for an empty range', () => {
    expect(dayChunks('2024-06-01', '2024-06-01', undefined)).toEqual([{ start: '2024-06-01', end: '2024-06-01' }]);
    expect(dayChunks('2024-06-02', '2024-06-01', undefined)).toEqual([]);
  });
});
