import { describe, expect, it } from 'vitest';
import { calendarDay, parseDay } from '../../calendar';
import { createNoise } from '../../noise';
import { simulateGasDay } from '../../simulateGasMarket';
import { DEFAULT_SEED } from '../../simulateWorld';
import { retroactiveAdjustments } from './retroactiveAdjustments';

const noise = createNoise(DEFAULT_SEED);

describe('retroactiveAdjustments', () => {
  it('on the first of a month re-settles the month two back, and sometimes three or four back', () => {
    const g = simulateGasDay(noise, parseDay('2025-03-01'));
    const rows = retroactiveAdjustments(noise, g);
    expect(rows[0]!.periodDay).toBe(parseDay('2025-01-01'));
    for (const r of rows) {
      expect(calendarDay(r.periodDay).dayOfMonth).toBe(1);
      expect(r.periodDay).toBeLessThan(parseDay('2025-02-01'));
      expect(r.periodDay).toBeGreaterThanOrEqual(parseDay('2024-11-01'));
      expect(r.credit).toBeGreaterThan(0);
      expect(r.dept).toBeGreaterThan(0);
      expect(r.version).toBe(g.cal.ts + 10 * 3_600_000);
    }
  });

  it('publishes nothing on other days', () => {
    expect(retroactiveAdjustments(noise, simulateGasDay(noise, parseDay('2025-03-02')))).toEqual([]);
  });
});
