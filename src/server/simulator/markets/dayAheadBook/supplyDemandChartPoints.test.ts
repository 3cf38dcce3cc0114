import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { simulateElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { supplyDemandChartPoints } from './supplyDemandChartPoints';
import { dayPriceGrid, supplyDemandCurve } from './supplyDemandCurve';

const noise = createNoise(DEFAULT_SEED);

describe('supply-demand chart points', () => {
  it('draw the two curves over one amount axis, crossing at the matched volume and the MCP', () => {
    let hours = 0;
    for (let day = parseDay('2024-01-03'); day <= parseDay('2026-05-31'); day += 11) {
      const e = simulateElectricityDay(noise, day);
      const grid = dayPriceGrid(e.cap, [...e.price]);
      for (let h = 0; h < 24; h += 5) {
        const mcp = e.price[h]!;
        const volume = e.volume[h]!;
        const points = supplyDemandChartPoints(supplyDemandCurve(noise, { x: day * 24 + h, price: mcp, volume }, grid, e.cap), volume);
        hours++;
        expect(points.length).toBeGreaterThanOrEqual(40);
        expect(points.length).toBeLessThanOrEqual(42);
        expect(points.find((p) => p.amount === volume)).toEqual({ amount: volume, supplyPrice: mcp, demandPrice: mcp });
        const wrong = points.filter((p) => (p.amount < volume ? p.demandPrice < p.supplyPrice : p.supplyPrice < p.demandPrice));
        expect(wrong, `${e.cal.key} ${h}:00`).toEqual([]);
        for (let i = 1; i < points.length; i++) {
          expect(points[i]!.amount).toBeGreaterThan(points[i - 1]!.amount);
          expect(points[i]!.supplyPrice).toBeGreaterThanOrEqual(points[i - 1]!.supplyPrice);
          expect(points[i]!.demandPrice).toBeLessThanOrEqual(points[i - 1]!.demandPrice);
        }
        // The chart spans both curves: demand starts at the cap (price-independent bids), supply ends near it
        // (the last MWh offered may already be there a step below the cap, where the curve is steep).
        expect(points[0]!.demandPrice).toBe(e.cap);
        expect(points.at(-1)!.supplyPrice).toBeGreaterThanOrEqual(0.9 * e.cap);
        if (mcp > 0) expect(points[0]!.supplyPrice).toBe(0);
      }
    }
    expect(hours).toBeGreaterThan(300);
  });
});
