import { describe, expect, it } from 'vitest';
import { tradeSummary } from './tradeSummary';

const fx = { usdTry: 32.5, eurTry: 35.1 };

describe('YEK-G organised market summary', () => {
  const trades = [{ price: 9.41, quantity: 1200 }, { price: 8.77, quantity: 35 }, { price: 10.03, quantity: 410 }];
  const summary = tradeSummary(trades, fx);

  it('adds the trade value up as Σ price × quantity and the matched quantity as Σ quantity', () => {
    expect(summary.matchedQuantity).toBe(1645);
    expect(summary.volumeTl).toBe(9.41 * 1200 + 8.77 * 35 + 10.03 * 410);
  });

  it('publishes the weighted average price as value ÷ quantity, between the lowest and highest matched price', () => {
    expect(summary.aofTl).toBe(Math.round((summary.volumeTl / summary.matchedQuantity) * 100) / 100);
    expect(summary.minMatchPrice).toBe(8.77);
    expect(summary.maxMatchPrice).toBe(10.03);
    expect(summary.aofTl).toBeGreaterThanOrEqual(summary.minMatchPrice);
    expect(summary.aofTl).toBeLessThanOrEqual(summary.maxMatchPrice);
  });

  it('converts value and average price to dollars and euros at the day\'s rate', () => {
    expect(summary.volumeUsd).toBeCloseTo(summary.volumeTl / 32.5, 2);
    expect(summary.volumeEuro).toBeCloseTo(summary.volumeTl / 35.1, 2);
    expect(summary.aofUsd).toBeCloseTo(summary.aofTl / 32.5, 2);
    expect(summary.aofEuro).toBeCloseTo(summary.aofTl / 35.1, 2);
  });

  it('keeps the rounded average inside [min, max] when every trade has the same price', () => {
    const one = tradeSummary([{ price: 4.87, quantity: 3 }, { price: 4.87, quantity: 7 }], fx);
    expect([one.minMatchPrice, one.aofTl, one.maxMatchPrice]).toEqual([4.87, 4.87, 4.87]);
  });

  it('refuses a day without trades rather than dividing by zero', () => {
    expect(() => tradeSummary([], fx)).toThrow(/without trades/);
  });
});
