import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { simulateElectricityDay, type ElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { deliveryHourSum, finalSettlementPrice, isDeliveryHour } from './deliveryAverages';
import { futuresContract } from './futuresContracts';

const noise = createNoise(7);
const chains = new Map<number, ElectricityDay>();
const chainOf = (day: number) => {
  let e = chains.get(day);
  if (!e) { e = simulateElectricityDay(noise, day); chains.set(day, e); }
  return e;
};

/** The average MCP over the delivery hours, added up hour by hour without the month sums. */
function directAverage(from: string, to: string, peak: boolean): number {
  let sum = 0;
  let hours = 0;
  for (let d = parseDay(from); d <= parseDay(to); d++) {
    const e = chainOf(d);
    const working = e.cal.weekday < 5 && (e.cal.holiday === null || e.cal.holiday.kind === 'eve' || e.cal.holiday.kind === 'bridge');
    for (let h = 0; h < 24; h++) {
      if (peak && !(working && h >= 8 && h < 20)) continue;
      sum += e.price[h]!;
      hours += 1;
    }
  }
  return Math.round((sum / hours) * 100) / 100;
}

describe('the final settlement price', () => {
  it('is the average MCP of every hour of the delivery period for base contracts', () => {
    expect(finalSettlementPrice(noise, chainOf, futuresContract('month', 'Baz', 2024, 2))).toBe(directAverage('2024-02-01', '2024-02-29', false));
    expect(finalSettlementPrice(noise, chainOf, futuresContract('quarter', 'Baz', 2024, 2))).toBe(directAverage('2024-04-01', '2024-06-30', false));
    expect(deliveryHourSum(noise, chainOf, futuresContract('quarter', 'Baz', 2024, 2)).hours).toBe(91 * 24);
  });

  it('is the average MCP of 08:00–20:00 on working days for peak contracts, holidays left out', () => {
    // April 2024 holds the Ramazan Bayramı holidays (10–12 April) and its bridge days.
    expect(finalSettlementPrice(noise, chainOf, futuresContract('month', 'Puant', 2024, 4))).toBe(directAverage('2024-04-01', '2024-04-30', true));
    expect(finalSettlementPrice(noise, chainOf, futuresContract('quarter', 'Puant', 2024, 3))).toBe(directAverage('2024-07-01', '2024-09-30', true));
    const saturday = chainOf(parseDay('2024-08-17'));
    const monday = chainOf(parseDay('2024-08-19'));
    expect([7, 8, 19, 20].map((h) => isDeliveryHour('Puant', monday, h))).toEqual([false, true, true, false]);
    expect(isDeliveryHour('Puant', saturday, 12)).toBe(false);
    expect(isDeliveryHour('Baz', saturday, 3)).toBe(true);
  });

  it('of a year weighs every hour alike, not every month', () => {
    const year = futuresContract('year', 'Baz', 2024, 1);
    expect(deliveryHourSum(noise, chainOf, year).hours).toBe(366 * 24);
    expect(finalSettlementPrice(noise, chainOf, year)).toBe(directAverage('2024-01-01', '2024-12-31', false));
  });
});
