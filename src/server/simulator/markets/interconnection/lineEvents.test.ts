import { describe, expect, it } from 'vitest';
import { calendarDay, parseDay } from '../../calendar';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { INTERCONNECTION_LINES } from './borders';
import { lineEventRow, lineEvents, outageShare } from './lineEvents';

const noise = createNoise(DEFAULT_SEED);
const cals = Array.from({ length: 730 }, (_, i) => calendarDay(parseDay('2024-01-01') + i));
const events = cals.map((cal) => ({ cal, list: lineEvents(noise, cal) }));

describe('line events', () => {
  it('takes lines out for maintenance on working days in working hours, and for failures at any time', () => {
    const all = events.flatMap(({ cal, list }) => list.map((ev) => ({ cal, ev })));
    const rate = all.length / (cals.length * INTERCONNECTION_LINES.length);
    expect(rate).toBeGreaterThan(0.02);
    expect(rate).toBeLessThan(0.07);
    for (const { cal, ev } of all) {
      expect(ev.endHour).toBeGreaterThan(ev.startHour);
      expect(ev.endHour).toBeLessThanOrEqual(24);
      if (ev.kind === 'maintenance') {
        expect(cal.isBusinessDay).toBe(true);
        expect(ev.startHour).toBeGreaterThanOrEqual(8);
        expect(ev.endHour).toBeLessThanOrEqual(19);
      }
    }
    expect(all.some(({ ev }) => ev.kind === 'failure')).toBe(true);
  });

  it('cuts half the Bulgarian border for one circuit, the whole Greek border for its single line', () => {
    const [bg1, , gr] = INTERCONNECTION_LINES;
    const out = [{ line: bg1!, kind: 'failure' as const, startHour: 3, endHour: 5, reason: 'x' }, { line: gr!, kind: 'maintenance' as const, startHour: 4, endHour: 6, reason: 'y' }];
    expect([2, 3, 4, 5].map((h) => outageShare(out, 'BG', h))).toEqual([0, 0.5, 0.5, 0]);
    expect([3, 4, 5, 6].map((h) => outageShare(out, 'GR', h))).toEqual([0, 1, 1, 0]);
  });

  it('writes an end at midnight as 00:00 of the next day', () => {
    const cal = calendarDay(parseDay('2024-12-31'));
    const row = lineEventRow({ line: INTERCONNECTION_LINES[2]!, kind: 'failure', startHour: 21, endHour: 24, reason: 'Yıldırım düşmesi' }, cal, calendarDay(cal.day + 1));
    expect(row).toMatchObject({ baslangicTarihi: '31.12.2024', baslangicSaati: '21:00', bitisTarihi: '01.01.2025', bitisSaati: '00:00', olayTuru: 'Arıza' });
  });
});
