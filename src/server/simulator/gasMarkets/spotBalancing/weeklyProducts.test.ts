import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { createNoise } from '../../noise';
import { simulateGasDay } from '../../simulateGasMarket';
import { DEFAULT_SEED } from '../../simulateWorld';
import { weeklyProducts } from './weeklyProducts';

const noise = createNoise(DEFAULT_SEED);
const monday = parseDay('2025-03-03');
const week = Array.from({ length: 7 }, (_, i) => simulateGasDay(noise, monday + i));

describe('weeklyProducts', () => {
  it('names the week Monday to Sunday and adds up its weekdays and weekend', () => {
    const w = weeklyProducts(week);
    expect(w.week).toBe('2025-03-03/2025-03-09');
    const total = (from: number, to: number): number => week.slice(from, to).reduce((a, d) => a + d.spot.total, 0);
    expect([w.hiem, w.hsem, w.htem, w.emTotal]).toEqual([total(0, 5), total(5, 7), total(0, 7), total(0, 7)]);
    expect(w.hiih + w.hsih).toBeCloseTo(w.htih, 1);
    expect(w.ihTotal).toBeCloseTo(week.reduce((a, d) => a + d.spot.tradeValueTotal, 0), 1);
  });

  it('averages the daily reference price, the weekly reference price weighting it by the matched quantity', () => {
    const w = weeklyProducts(week);
    const grf = week.map((d) => d.grfTl);
    expect(w.weekdayPrice).toBeCloseTo(grf.slice(0, 5).reduce((a, b) => a + b) / 5, 1);
    expect(w.weekendPrice).toBeCloseTo((grf[5]! + grf[6]!) / 2, 1);
    expect(w.weekTotalPrice).toBeCloseTo(grf.reduce((a, b) => a + b) / 7, 1);
    const weights = week.map((d) => d.spot.grfMatchQuantity);
    expect(w.weeklyRefPrice).toBeCloseTo(grf.reduce((a, p, i) => a + p * weights[i]!, 0) / weights.reduce((a, b) => a + b), 1);
    expect(w.weeklyRefPrice).toBeGreaterThanOrEqual(Math.min(...grf));
    expect(w.weeklyRefPrice).toBeLessThanOrEqual(Math.max(...grf));
  });

  it('refuses a week that does not start on a Monday', () => {
    expect(() => weeklyProducts(week.slice(1).concat(simulateGasDay(noise, monday + 7)))).toThrow(/Monday/);
  });
});
