import { describe, expect, it } from 'vitest';
import { balancingInstructions } from '../../balancingInstructions';
import { parseDay } from '../../calendar';
import { simulateElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { INSTRUCTION_CODES, instructionPriceFields, instructionsByCode } from './bpmInstructionsByCode';

const noise = createNoise(20240601);
// Three simulated days of the world: every hour's totals as electricityMarkets.ts publishes them.
const hours = [parseDay('2024-01-15'), parseDay('2024-06-01'), parseDay('2025-03-09')].flatMap((day) => {
  const e = simulateElectricityDay(noise, day);
  return Array.from({ length: 24 }, (_, h) => {
    const x = day * 24 + h;
    const b = e.balancing[h]!;
    const orders = balancingInstructions(noise, x, e.price[h]!, b.systemMarginalPrice, b.smpDirectionId, e.consumption[h]!);
    const prices = { mcp: e.price[h]!, smp: b.systemMarginalPrice, direction: b.smpDirectionId, cap: e.cap };
    return { x, orders, prices, codes: instructionsByCode(noise, x, orders, prices) };
  });
});

describe('instructionsByCode', () => {
  it('shares each up/down code total of bpm.order-summary out over instructions that add up to it exactly', () => {
    for (const { orders, codes } of hours) {
      for (const [i, { total }] of INSTRUCTION_CODES.entries()) {
        const tenths = codes[i]!.instructions.reduce((s, q) => s + Math.round(q.quantity * 10), 0);
        expect(tenths).toBe(Math.round(orders[total] * 10));
        expect(codes[i]!.instructions.every((q) => q.quantity > 0)).toBe(true);
      }
      const up = codes.slice(0, 3).flatMap((c) => c.instructions).reduce((s, q) => s + q.quantity, 0);
      expect(up).toBeCloseTo(orders.upRegulationZeroCoded + orders.upRegulationOneCoded + orders.upRegulationTwoCoded, 6);
    }
  });

  it('prices the 0-coded instructions at the SMP on the side the system needed', () => {
    let deficit = 0;
    let surplus = 0;
    for (const { prices, codes } of hours) {
      const row = instructionPriceFields(codes);
      if (prices.direction === 1 && codes[0]!.instructions.length) { expect(row.yalSifirFiyat).toBe(Math.round(prices.smp * 100) / 100); deficit++; }
      if (prices.direction === 2 && codes[3]!.instructions.length) { expect(row.yatSifirFiyat).toBe(Math.round(prices.smp * 100) / 100); surplus++; }
    }
    expect(deficit + surplus).toBeGreaterThan(10);
  });

  it('answers the marginal price and the quantity-weighted average of each code, within the cap', () => {
    for (const { prices, codes } of hours) {
      for (const [i, c] of codes.entries()) {
        if (!c.instructions.length) { expect([c.marginalPrice, c.weightedAverage]).toEqual([0, 0]); continue; }
        const ps = c.instructions.map((q) => q.price);
        expect(c.marginalPrice).toBe(INSTRUCTION_CODES[i]!.side === 'up' ? Math.max(...ps) : Math.min(...ps));
        const q = c.instructions.reduce((s, x) => s + x.quantity, 0);
        expect(c.weightedAverage).toBeCloseTo(c.instructions.reduce((s, x) => s + x.quantity * x.price, 0) / q, 2);
        expect(c.weightedAverage).toBeGreaterThanOrEqual(Math.min(...ps) - 0.005);
        expect(c.weightedAverage).toBeLessThanOrEqual(Math.max(...ps) + 0.005);
        expect(Math.min(...ps)).toBeGreaterThanOrEqual(0);
        expect(Math.max(...ps)).toBeLessThanOrEqual(prices.cap);
      }
    }
  });
});
