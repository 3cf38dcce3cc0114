import { beforeAll, describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { simulateElectricityDay, type ElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { dayPriceGrid, supplyDemandCurve, type CurvePoint } from './supplyDemandCurve';

const noise = createNoise(DEFAULT_SEED);
// Every fifth day from January 2024 to the spring of 2026: winter peaks at the cap, spring noons at 0 TL.
const days: ElectricityDay[] = [];
interface Hour { e: ElectricityDay; h: number; grid: number[]; curve: CurvePoint[] }
const hours: Hour[] = [];

beforeAll(() => {
  for (let day = parseDay('2024-01-01'); day <= parseDay('2026-05-31'); day += 5) days.push(simulateElectricityDay(noise, day));
  for (const e of days) {
    const grid = dayPriceGrid(e.cap, [...e.price]);
    for (let h = 0; h < 24; h++) {
      hours.push({ e, h, grid, curve: supplyDemandCurve(noise, { x: e.cal.day * 24 + h, price: e.price[h]!, volume: e.volume[h]! }, grid, e.cap) });
    }
  }
});

describe('day-ahead supply and demand curves', () => {
  it('cross exactly at the published MCP and matched volume, to the cent and the MWh', () => {
    const wrongSide: string[] = [];
    for (const { e, h, curve } of hours) {
      const mcp = e.price[h]!;
      const volume = e.volume[h]!;
      const crossing = curve.filter((p) => p.supply === p.demand);
      expect(crossing, `${e.cal.key} ${h}:00`).toEqual([{ price: mcp, supply: volume, demand: volume }]);
      for (const p of curve) {
        if ((p.price < mcp && !(p.demand > p.supply)) || (p.price > mcp && !(p.supply > p.demand))) wrongSide.push(`${e.cal.key} ${h}:00 at ${p.price}`);
      }
    }
    expect(wrongSide).toEqual([]);
  });

  it('keep supply rising and demand falling with the price, from 0 TL to the cap', () => {
    const unordered: string[] = [];
    for (const { e, h, curve } of hours) {
      expect(curve[0]!.price).toBe(0);
      expect(curve.at(-1)!.price).toBe(e.cap);
      for (let i = 1; i < curve.length; i++) {
        const [before, after] = [curve[i - 1]!, curve[i]!];
        if (!(after.price > before.price && after.supply >= before.supply && after.demand <= before.demand)) unordered.push(`${e.cal.key} ${h}:00 at ${after.price}`);
      }
    }
    expect(unordered).toEqual([]);
  });

  it('have price-independent quantities at the ends and a steep supply near the cap', () => {
    for (const { e, h, curve } of hours) {
      const mcp = e.price[h]!;
      const volume = e.volume[h]!;
      const first = curve[0]!;
      const last = curve.at(-1)!;
      if (mcp > 0) expect(first.supply / volume).toBeGreaterThanOrEqual(0.49);
      if (mcp < e.cap) {
        expect(last.demand / volume).toBeGreaterThanOrEqual(0.44);
        expect(last.demand).toBeLessThan(volume);
        // The last tenth of the price range adds almost nothing: the curve stands nearly upright at the cap.
        const supplyAt = (price: number) => curve.filter((p) => p.price <= price).at(-1)!.supply;
        const span = e.cap - mcp;
        if (span > e.cap * 0.3) {
          const nearCap = last.supply - supplyAt(e.cap - 0.1 * span);
          expect(nearCap).toBeLessThanOrEqual(0.05 * (last.supply - volume));
        }
      }
    }
  });

  it('covers MCPs at 0 TL and at the cap, and keeps 30 to 80 steps an hour', () => {
    expect(hours.some(({ e, h }) => e.price[h] === 0)).toBe(true);
    expect(hours.some(({ e, h }) => e.price[h] === e.cap)).toBe(true);
    for (const { curve } of hours) {
      expect(curve.length).toBeGreaterThanOrEqual(30);
      expect(curve.length).toBeLessThanOrEqual(80);
    }
  });

  it('gives every hour of a day the same grid, holding each of its MCPs', () => {
    const e = days[10]!;
    const grid = dayPriceGrid(e.cap, [...e.price]);
    for (const price of e.price) expect(grid).toContain(price);
    expect(new Set(grid).size).toBe(grid.length);
  });
});
