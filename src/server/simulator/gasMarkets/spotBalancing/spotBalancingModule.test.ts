// The identities a user of the spot-market pages can check across them, on the rows the world stores: the
// imbalance follows the line-pack change and the balancing actions, the direction follows the imbalance, the
// published balancing prices are the actions' averages, physical and virtual realisation close the shippers'
// balance, the trades add up to the published spot prices and quantities, the weekly rows to the daily ones.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { createNoise } from '../../noise';
import { DEFAULT_SEED, type SimRow } from '../../simulateWorld';
import { simulateGasDay, simulateGasMarket } from '../../simulateGasMarket';

const FIRST = parseDay('2024-12-30'); // a Monday
const LAST = parseDay('2025-02-09'); // a Sunday: six whole weeks
let out: Record<string, SimRow[]>;
const byTs = (id: string): Map<number, SimRow[]> => {
  const m = new Map<number, SimRow[]>();
  for (const r of out[id]!) m.set(r.ts as number, [...(m.get(r.ts as number) ?? []), r]);
  return m;
};
const one = (id: string): Map<number, SimRow> => new Map(out[id]!.map((r) => [r.ts as number, r]));
const num = (r: SimRow | undefined, f: string): number => r![f] as number;
/** Equal once the expected value is rounded to the cent, as the rows are. */
const expectToTheCent = (actual: number, expected: number): void => { expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.00501); };
const ACTION_IDS = ['gas.green-code-operation', 'gas.blue-code-operation', 'gas.orange-code-operation', 'gas.four-code-operation'];

beforeAll(() => {
  out = simulateGasMarket(createNoise(DEFAULT_SEED), FIRST - 1, LAST);
});

describe('the spot market\'s imbalance and balancing', () => {
  it('the shippers\' net imbalance is the line-pack change less the operator\'s net purchase, and the direction is its sign', () => {
    const transmission = [...one('gas.transmission').values()].sort((a, b) => (a.ts as number) - (b.ts as number));
    const system = one('gas.system-imbalance');
    const shippers = one('gas.shippers-imbalance-quantity');
    const actions = ACTION_IDS.map(byTs);
    let long = 0;
    let short = 0;
    for (let i = 1; i < transmission.length; i++) {
      const ts = transmission[i]!.ts as number;
      const linePackChange = num(transmission[i], 'linePack') - num(transmission[i - 1], 'linePack');
      const netLots = actions.flatMap((a) => a.get(ts) ?? []).reduce((a, r) => a + num(r, 'amount'), 0);
      const imbalance = num(system.get(ts), 'imbalance');
      expect(imbalance).toBe(linePackChange - 1000 * netLots);
      expect(num(shippers.get(ts), 'positiveImbalance') + num(shippers.get(ts), 'negativeImbalance')).toBe(imbalance);
      expect(system.get(ts)!.systemDirection).toBe(imbalance > 0 ? 'Uzun' : imbalance < 0 ? 'Kısa' : 'Dengede');
      // The operator leans against the shippers: it buys when they are short and sells when they are long.
      if (imbalance !== 0 && netLots !== 0) expect(Math.sign(netLots)).toBe(-Math.sign(imbalance));
      if (imbalance > 0) long++; else short++;
    }
    expect(long).toBeGreaterThan(3);
    expect(short).toBeGreaterThan(3);
  });

  it('the published additional balancing prices are the quantity-weighted prices of the day\'s buy and sell actions', () => {
    const actions = ACTION_IDS.map(byTs);
    for (const price of out['gas.balancing-gas-price']!.filter((r) => (r.ts as number) >= FIRST * 86_400_000)) {
      const rows = actions.flatMap((a) => a.get(price.ts as number) ?? []);
      const vwap = (sign: number): number => {
        const side = rows.filter((r) => Math.sign(num(r, 'amount')) === sign);
        return side.reduce((a, r) => a + Math.abs(num(r, 'amount')) * num(r, 'weightedAverage'), 0) / side.reduce((a, r) => a + Math.abs(num(r, 'amount')), 0);
      };
      expect(Math.abs(vwap(1) - num(price, 'additionalBalancingPurchase'))).toBeLessThan(0.006);
      expect(Math.abs(vwap(-1) - num(price, 'additionalBalancingSale'))).toBeLessThan(0.006);
    }
  });

  it('imbalance amounts are the quantities at the balancing gas prices, and BAST is what the day leaves over', () => {
    const shippers = one('gas.shippers-imbalance-quantity');
    const prices = one('gas.balancing-gas-price');
    const bast = one('gas.bast');
    const actions = ACTION_IDS.map(byTs);
    for (const amount of out['gas.imbalance-amount']!) {
      const ts = amount.ts as number;
      expect(num(amount, 'positiveImbalance')).toBeCloseTo((num(shippers.get(ts), 'positiveImbalance') / 1000) * num(prices.get(ts), 'balancingGasSale'), 1);
      expect(num(amount, 'negativeImbalance')).toBeCloseTo((num(shippers.get(ts), 'negativeImbalance') / 1000) * num(prices.get(ts), 'balancingGasPurchase'), 1);
      const actionsCost = actions.flatMap((a) => a.get(ts) ?? []).reduce((a, r) => a + num(r, 'amount') * num(r, 'weightedAverage'), 0);
      expect(num(bast.get(ts), 'bast')).toBeCloseTo(-(num(amount, 'positiveImbalance') + num(amount, 'negativeImbalance')) - actionsCost, 1);
    }
  });
});

describe('allocation', () => {
  it('physical entries and exits are the transmission points\' flows, and with the virtual ones they close the shippers\' balance', () => {
    const entries = byTs('gas.transmission.entry-point');
    const exits = byTs('gas.transmission.exit-point');
    const storage = byTs('gas.storage');
    const virtual = one('gas.virtual-realization');
    const system = one('gas.system-imbalance');
    for (const t of out['gas.transmission']!.filter((r) => (r.ts as number) >= FIRST * 86_400_000)) {
      const ts = t.ts as number;
      expect(entries.get(ts)!.reduce((a, r) => a + num(r, 'entryAmount'), 0)).toBe(num(t, 'entryAmount'));
      expect(exits.get(ts)!.reduce((a, r) => a + num(r, 'exitAmount'), 0)).toBe(num(t, 'exitAmount'));
      const storageChange = storage.get(ts)!.reduce((a, r) => a + num(r, 'injection') - num(r, 'reproduction'), 0);
      const v = virtual.get(ts)!;
      expect(num(t, 'entryAmount') - num(t, 'exitAmount') - storageChange + num(v, 'virtualEntry') - num(v, 'virtualExit')).toBe(num(system.get(ts), 'imbalance'));
      expect(num(v, 'virtualEntry')).toBeGreaterThan(num(t, 'transfer'));
    }
  });
});

describe('the spot market\'s trades', () => {
  it('add up, day by day, to the published matched quantity and weighted average price, in tens to a couple of hundred trades', () => {
    const trades = byTs('gas.transaction-history');
    const quantities = one('gas.daily-matched-quantity');
    for (const price of out['gas.sgp-price']!) {
      const ts = price.ts as number;
      const day = trades.get(ts)!;
      const quantity = day.reduce((a, r) => a + num(r, 'quantity'), 0);
      expect(quantity).toBe(num(quantities.get(ts), 'total'));
      expect(day.reduce((a, r) => a + num(r, 'quantity') * num(r, 'price'), 0) / quantity).toBeCloseTo(num(price, 'weightedAverage'), 1);
      expect(new Set(day.map((r) => r.contractName))).toEqual(new Set([quantities.get(ts)!.contractName]));
      expect(day.length).toBeGreaterThanOrEqual(10);
      expect(day.length).toBeLessThanOrEqual(250);
    }
  });
});

describe('the weekly products', () => {
  it('sum and average the daily series over Monday–Sunday weeks', () => {
    const weeks = out['gas.weekly-spot']!.filter((w) => (w.ts as number) >= FIRST * 86_400_000);
    expect(weeks).toHaveLength(6);
    const quantities = one('gas.daily-matched-quantity');
    const values = one('gas.daily-trade-volume');
    for (const w of weeks) {
      const sunday = Math.round((w.ts as number) / 86_400_000);
      const days = Array.from({ length: 7 }, (_, i) => simulateGasDay(createNoise(DEFAULT_SEED), sunday - 6 + i));
      expect(w.week).toBe(`${days[0]!.cal.key}/${days[6]!.cal.key}`);
      const q = days.map((d) => num(quantities.get(d.cal.ts), 'total'));
      const v = days.map((d) => num(values.get(d.cal.ts), 'tradeValueTotal'));
      const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
      expect(num(w, 'hiem')).toBe(sum(q.slice(0, 5)));
      expect(num(w, 'hsem')).toBe(sum(q.slice(5)));
      expect(num(w, 'htem')).toBe(sum(q));
      expect(num(w, 'ihTotal')).toBeCloseTo(sum(v), 1);
      expect(num(w, 'hiih') + num(w, 'hsih')).toBeCloseTo(num(w, 'htih'), 1);
      const grf = days.map((d) => d.grfTl);
      expectToTheCent(num(w, 'weekdayPrice'), sum(grf.slice(0, 5)) / 5);
      expectToTheCent(num(w, 'weekendPrice'), sum(grf.slice(5)) / 2);
      expectToTheCent(num(w, 'weekTotalPrice'), sum(grf) / 7);
      const weights = days.map((d) => d.spot.grfMatchQuantity);
      expectToTheCent(num(w, 'weeklyRefPrice'), sum(grf.map((p, i) => p * weights[i]!)) / sum(weights));
    }
  });
});
