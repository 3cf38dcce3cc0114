import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { simulateElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { priceCap } from '../../prices';
import { DEFAULT_SEED } from '../../simulateWorld';
import { maximumSettlementPrice } from './maximumSettlementPrice';

describe('maximum settlement price (AUF)', () => {
  it('is the month\'s price cap, with the source ceilings at or below it', () => {
    const row = maximumSettlementPrice(Date.UTC(2024, 6, 1), priceCap(2024, 7));
    expect(row).toMatchObject({ startDate: '2024-07-01T00:00:00+03:00', endDate: '2024-07-31T00:00:00+03:00', gopMaxPrice: 3000, naturalGas: 3000 });
    expect(row.importedCoal).toBeLessThan(row.naturalGas);
    expect(row.localCoal).toBeLessThan(row.importedCoal);
    expect(row.other).toBeLessThan(row.localCoal);
    expect(maximumSettlementPrice(Date.UTC(2024, 1, 1), 2700).endDate).toBe('2024-02-29T00:00:00+03:00');
  });

  it('is never exceeded by an MCP, every hour from January 2024 to the end of 2026, and is reached in some', () => {
    const noise = createNoise(DEFAULT_SEED);
    let above = 0;
    let atCap = 0;
    for (let day = parseDay('2024-01-01'); day <= parseDay('2026-12-31'); day++) {
      const e = simulateElectricityDay(noise, day);
      const auf = maximumSettlementPrice(e.cal.ts, e.cap).gopMaxPrice;
      expect(auf).toBe(priceCap(e.cal.year, e.cal.month));
      for (const price of e.price) {
        if (price > auf) above++;
        if (price === auf) atCap++;
      }
    }
    expect(above).toBe(0);
    expect(atCap).toBeGreaterThan(0);
  });
});
