import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { gasReferencePrice } from '../../gas';
import { createNoise } from '../../noise';
import { gasFuturesContract } from './gasFuturesContracts';
import { deliveryPriceSum, gasSettlementPrice } from './gasSettlementPrice';

const noise = createNoise(7);
const grfOf = (day: number) => gasReferencePrice(noise, day);

/** The average reference price over the days, added up day by day without the month sums. */
function directAverage(from: string, to: string): number {
  let sum = 0;
  let days = 0;
  for (let d = parseDay(from); d <= parseDay(to); d++) { sum += grfOf(d); days += 1; }
  return Math.round((sum / days) * 100) / 100;
}

describe('the gas futures settlement price', () => {
  it('is the average reference price (GRF) of every gas day of the delivery month or quarter', () => {
    expect(gasSettlementPrice(noise, grfOf, gasFuturesContract('month', 2024, 2))).toBe(directAverage('2024-02-01', '2024-02-29'));
    expect(gasSettlementPrice(noise, grfOf, gasFuturesContract('quarter', 2024, 4))).toBe(directAverage('2024-10-01', '2024-12-31'));
    expect(deliveryPriceSum(noise, grfOf, gasFuturesContract('quarter', 2024, 1)).days).toBe(91);
  });

  it('of a year weighs every day alike, not every month', () => {
    const year = gasFuturesContract('year', 2024, 1);
    expect(deliveryPriceSum(noise, grfOf, year).days).toBe(366);
    expect(gasSettlementPrice(noise, grfOf, year)).toBe(directAverage('2024-01-01', '2024-12-31'));
  });
});
