import { describe, expect, it } from 'vitest';
import { calendarDay, parseDay } from './calendar';
import { gasReferencePrice } from './gas';
import { gasDayContractName, gasSpotDay } from './gasSpotMarket';
import { gasSystemDay } from './gasTransmission';
import { createNoise } from './noise';

const noise = createNoise(20240101);
const days = Array.from({ length: 365 }, (_, i) => {
  const cal = calendarDay(parseDay('2025-01-01') + i);
  const grf = gasReferencePrice(noise, cal.day);
  return { cal, grf, spot: gasSpotDay(noise, cal, grf, gasSystemDay(noise, cal).domesticExit) };
});
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('spot gas market day', () => {
  it('prices every session within a few percent of GRF; AOF is the value-weighted average of the trades', () => {
    for (const { grf, spot: s } of days) {
      for (const p of [s.dayAheadPrice, s.intraDayPrice, s.dayAfterPrice, s.weightedAverage]) {
        if (Math.abs(p / grf - 1) > 0.05) throw new Error(`price ${p} vs GRF ${grf}`);
      }
      expect(Math.abs(s.weightedAverage / grf - 1)).toBeLessThan(0.025);
      expect(s.weightedAverage).toBeCloseTo(s.tradeValueTotal / s.total, 1);
    }
    expect(mean(days.map((d) => d.spot.weightedAverage)) / mean(days.map((d) => d.grf))).toBeCloseTo(1, 2);
  });

  it('adds quantities and values up exactly, with GRF trades being day-ahead plus intraday', () => {
    for (const { spot: s } of days) {
      expect(s.dayAheadMatchingQuantity + s.intraDayMatchingQuantity + s.dayAfterMatchingQuantity).toBe(s.total);
      expect(s.dayAheadTradeValue + s.intraDayTradeValue + s.dayAfterTradeValue).toBeCloseTo(s.tradeValueTotal, 1);
      expect(s.grfMatchQuantity).toBe(s.dayAheadMatchingQuantity + s.intraDayMatchingQuantity);
      expect(s.dayAheadTradeValue).toBeCloseTo(s.dayAheadPrice * s.dayAheadMatchingQuantity, 1);
      expect(Math.min(s.dayAheadMatchingQuantity, s.intraDayMatchingQuantity, s.dayAfterMatchingQuantity)).toBeGreaterThan(0);
    }
  });

  it('trades far more in winter than in summer and less on Sundays', () => {
    const month = (m: number) => mean(days.filter((d) => d.cal.month === m).map((d) => d.spot.total));
    expect(month(1) / month(7)).toBeGreaterThan(1.8);
    const weekday = (w: number) => mean(days.filter((d) => d.cal.weekday === w && !d.cal.holiday).map((d) => d.spot.total));
    expect(weekday(6) / weekday(2)).toBeLessThan(0.85);
    // 20–60 million Sm³ a day on average: the order of the real platform.
    expect(mean(days.map((d) => d.spot.total))).toBeGreaterThan(20_000);
    expect(mean(days.map((d) => d.spot.total))).toBeLessThan(60_000);
  });

  it('sets balancing gas prices at GRF × 1.05 / × 0.95 with additional actions inside that band', () => {
    for (const { grf, spot: s } of days) {
      expect(Math.abs(s.balancingGasPurchase - grf * 1.05)).toBeLessThan(0.0051);
      expect(Math.abs(s.balancingGasSale - grf * 0.95)).toBeLessThan(0.0051);
      expect(s.additionalBalancingPurchase).toBeGreaterThan(grf);
      expect(s.additionalBalancingPurchase).toBeLessThanOrEqual(s.balancingGasPurchase);
      expect(s.additionalBalancingSale).toBeLessThan(grf);
      expect(s.additionalBalancingSale).toBeGreaterThanOrEqual(s.balancingGasSale);
    }
  });

  it('names the daily contract after its gas day', () => {
    expect(gasDayContractName(calendarDay(parseDay('2025-03-07')))).toBe('GG20250307');
  });
});
