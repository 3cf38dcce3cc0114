import { describe, expect, it } from 'vitest';
import { gasReferencePrice } from '../../gas';
import { createNoise } from '../../noise';
import { gasContractPath } from './gasContractPath';
import { gasFuturesContract, type GasPeriodLength } from './gasFuturesContracts';
import { gasSettlementPrice } from './gasSettlementPrice';

const noise = createNoise(11);
const grfOf = (day: number) => gasReferencePrice(noise, day);
const contracts: [GasPeriodLength, number, number][] = [];
for (let m = 1; m <= 12; m++) contracts.push(['month', 2024, m]);
for (let q = 1; q <= 4; q++) contracts.push(['quarter', 2024, q]);
contracts.push(['year', 2024, 1], ['year', 2025, 1]);
const paths = contracts.map(([length, year, i]) => gasContractPath(noise, grfOf, gasFuturesContract(length, year, i)));

describe('a gas futures contract path', () => {
  it('closes its last trading day at the final settlement price, the delivery period’s average reference price', () => {
    for (const path of paths) {
      expect(path.finalPrice).toBe(gasSettlementPrice(noise, grfOf, path.contract));
      expect(path.days[path.days.length - 1]!.indexPrice).toBe(path.finalPrice);
    }
  });

  it('converges to the final price: the gap in the last days is far smaller than in the first ones', () => {
    const relativeGap = (path: (typeof paths)[number], from: number, to: number) => {
      const days = path.days.slice(from, to);
      return days.reduce((s, d) => s + Math.abs(d.indexPrice / path.finalPrice - 1), 0) / days.length;
    };
    const early = paths.reduce((s, p) => s + relativeGap(p, 0, 10), 0) / paths.length;
    const late = paths.reduce((s, p) => s + relativeGap(p, p.days.length - 5, p.days.length), 0) / paths.length;
    expect(early).toBeGreaterThan(0.03);
    expect(late).toBeLessThan(early / 3);
    const moves = paths[0]!.days.slice(1).map((d, i) => Math.sign(d.indexPrice - paths[0]!.days[i]!.indexPrice));
    expect(moves).toContain(1);
    expect(moves).toContain(-1);
  });

  it('trades around the index price, in whole steps of 5 × 1000 Sm³ a day, with an open position that never shrinks before delivery', () => {
    for (const path of paths) {
      for (const day of path.days) {
        for (const trade of day.trades) {
          expect(Math.abs(trade.price / day.indexPrice - 1)).toBeLessThan(0.04);
          expect(trade.quantity % 5).toBe(0);
          expect(trade.quantity).toBeGreaterThan(0);
        }
      }
      const positions = path.days.map((d) => d.openPosition);
      expect(positions.every((p, i) => p >= 0 && (i === 0 || p >= positions[i - 1]!))).toBe(true);
      expect(positions[positions.length - 1]).toBeGreaterThan(0);
    }
  });

  it('is the same whatever else was simulated before (a pure function of the seed and the contract)', () => {
    const again = gasContractPath(createNoise(11), (day) => gasReferencePrice(createNoise(11), day), gasFuturesContract('month', 2024, 5));
    expect(again.days).toEqual(paths[4]!.days);
  });
});
