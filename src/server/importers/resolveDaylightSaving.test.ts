import { describe, expect, it } from 'vitest';
import { resolveDaylightSaving, type TimedRecord } from './resolveDaylightSaving';

const wall = (iso: string) => Date.parse(`${iso}Z`);
const rec = (line: number, iso: string, price: number): TimedRecord => ({ line, ts: wall(iso), values: { p: price } });

describe('resolveDaylightSaving', () => {
  it('stores the first repeated hour of a spring-forward day in the skipped slot, keeping all 24 values', () => {
    const day = [rec(2, '2016-03-27T01:00', 140), rec(3, '2016-03-27T02:00', 174.99), rec(4, '2016-03-27T04:00', 0), rec(5, '2016-03-27T04:00', 129.91), rec(6, '2016-03-27T05:00', 85)];
    const r = resolveDaylightSaving(day);
    expect(r.duplicates).toEqual([]);
    expect(r.records.map((x) => [x.line, new Date(x.ts).toISOString().slice(11, 16), x.values.p])).toEqual([
      [2, '01:00', 140], [3, '02:00', 174.99], [4, '03:00', 0], [5, '04:00', 129.91], [6, '05:00', 85],
    ]);
    expect(r.notes[0]).toContain('line 4');
  });

  it('merges a repeated hour of a 25-row fall-back day into its mean', () => {
    const r = resolveDaylightSaving([rec(2, '2015-11-08T02:00', 100), rec(3, '2015-11-08T03:00', 60), rec(4, '2015-11-08T03:00', 80), rec(5, '2015-11-08T04:00', 90)]);
    expect(r.records.map((x) => x.values.p)).toEqual([100, 70, 90]);
    expect(r.duplicates).toEqual([]);
  });

  it('reports repeated hours after 2016-09-07 and non-adjacent repeats as duplicates', () => {
    const r = resolveDaylightSaving([rec(2, '2024-03-31T02:00', 1), rec(3, '2024-03-31T04:00', 2), rec(4, '2024-03-31T04:00', 3)]);
    expect(r.duplicates).toEqual([{ line: 4, firstLine: 3, ts: wall('2024-03-31T04:00') }]);
    const far = resolveDaylightSaving([rec(2, '2015-02-01T05:00', 1), rec(3, '2015-02-01T06:00', 2), rec(9, '2015-02-01T05:00', 3)]);
    expect(far.duplicates.map((d) => [d.line, d.firstLine])).toEqual([[9, 2]]);
  });
});
