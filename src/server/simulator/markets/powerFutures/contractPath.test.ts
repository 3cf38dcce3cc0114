import { describe, expect, it } from 'vitest';
import { type ElectricityDay, simulateElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { contractPath } from './contractPath';
import { finalSettlementPrice } from './deliveryAverages';
import { futuresContract, type LoadType, type PeriodLength } from './futuresContracts';

const noise = createNoise(11);
const chains = new Map<number, ElectricityDay>();
const chainOf = (day: number) => {
  let e = chains.get(day);
  if (!e) { e = simulateElectricityDay(noise, day); chains.set(day, e); }
  return e;
};

const contracts: [PeriodLength, LoadType, number, number][] = [];
for (let m = 1; m <= 12; m++) contracts.push(['month', 'Baz', 2024, m], ['month', 'Puant', 2024, m]);
for (let q = 1; q <= 4; q++) contracts.push(['quarter', 'Baz', 2024, q], ['quarter', 'Puant', 2024, q]);
const paths = contracts.map(([length, load, year, i]) => contractPath(noise, chainOf, futuresContract(length, load, year, i)));

describe('a power futures contract path', () => {
  it('closes its last trading day at the final settlement price, the delivery-period average MCP', () => {
    for (const path of paths) {
      expect(path.finalPrice).toBe(finalSettlementPrice(noise, chainOf, path.contract));
      expect(path.days[path.days.length - 1]!.indexPrice).toBe(path.finalPrice);
    }
  });

  it('moves towards the final price: the gap in the last week is far smaller than in the first weeks', () => {
    const relativeGap = (path: (typeof paths)[number], from: number, to: number) => {
      const days = path.days.slice(from, to);
      return days.reduce((s, d) => s + Math.abs(d.indexPrice / path.finalPrice - 1), 0) / days.length;
    };
    const early = paths.reduce((s, p) => s + relativeGap(p, 0, 10), 0) / paths.length;
    const late = paths.reduce((s, p) => s + relativeGap(p, p.days.length - 5, p.days.length), 0) / paths.length;
    expect(early).toBeGreaterThan(0.03);
    expect(late).toBeLessThan(early / 3);
    // Not a straight line: prices move both ways from one day to the next.
    const moves = paths[0]!.days.slice(1).map((d, i) => Math.sign(d.indexPrice - paths[0]!.days[i]!.indexPrice));
    expect(moves).toContain(1);
    expect(moves).toContain(-1);
  });

  it('trades around the index price, more as delivery nears, with an open position that only grows', () => {
    for (const path of paths) {
      for (const day of path.days) for (const trade of day.trades) expect(Math.abs(trade.price / day.indexPrice - 1)).toBeLessThan(0.04);
      const positions = path.days.map((d) => d.openPosition);
      expect(positions.every((p, i) => i === 0 || p >= positions[i - 1]!)).toBe(true);
    }
    const tradesIn = (from: (n: number) => number, to: (n: number) => number) =>
      paths.reduce((s, p) => s + p.days.slice(from(p.days.length), to(p.days.length)).reduce((t, d) => t + d.trades.length, 0), 0);
    expect(tradesIn((n) => n - 20, (n) => n)).toBeGreaterThan(tradesIn(() => 0, () => 20));
  });

  it('is the same whatever else was simulated before (a pure function of the seed and the contract)', () => {
    const again = contractPath(createNoise(11), (day) => simulateElectricityDay(createNoise(11), day), futuresContract('month', 'Baz', 2024, 5));
    expect(again.days).toEqual(paths[8]!.days);
  });
});
