import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED, simulateWorld, type SimRow, type SimulatedWorld } from '../../simulateWorld';
import { INTRADAY_BOOK, INTRADAY_CONTRACT_SUMMARY, INTRADAY_TRANSACTIONS } from './intradayBookModule';

let world: SimulatedWorld;
const rows = (id: string): SimRow[] => world.datasets[id] ?? [];
const round2 = (v: number): number => Math.round(v * 100) / 100;

beforeAll(() => {
  world = simulateWorld({ seed: DEFAULT_SEED, startDay: '2024-07-25', endDay: '2024-08-06' });
});

describe('the intraday order book in the world', () => {
  it('has one book and one summary row per published hourly contract, naming the same contract', () => {
    const hourly = rows('idm.hourly');
    expect(rows(INTRADAY_BOOK).map((r) => [r.ts, r.contractName])).toEqual(hourly.map((r) => [r.ts, r.contractName]));
    expect(rows(INTRADAY_CONTRACT_SUMMARY).map((r) => [r.ts, r.kontratAdi, r.agirlikliOrtalama, r.eslesmeMiktar, r.islemHacmi]))
      .toEqual(hourly.map((r) => [r.ts, r.contractName, r.wap, r.clearingQuantityAsk, r.tradingVolume]));
  });

  it('trades every contract at its published WAP on average and for its matched quantity in total', () => {
    const trades = new Map<number, SimRow[]>();
    for (const t of rows(INTRADAY_TRANSACTIONS)) trades.set(t.ts as number, [...(trades.get(t.ts as number) ?? []), t]);
    for (const hour of rows('idm.hourly')) {
      const list = trades.get(hour.ts as number) ?? [];
      expect(list.length, String(hour.contractName)).toBeGreaterThanOrEqual(5);
      expect(list.every((t) => t.contractName === hour.contractName)).toBe(true);
      const lots = list.reduce((a, t) => a + (t.quantity as number), 0);
      expect(lots).toBe(Math.round((hour.clearingQuantityAsk as number) * 10));
      expect(round2(list.reduce((a, t) => a + (t.price as number) * (t.quantity as number), 0) / lots)).toBe(hour.wap);
      // The trade's time is before delivery, and the day before at the earliest.
      for (const t of list) {
        const time = Date.parse((t.date as string).replace('+03:00', 'Z'));
        expect(time).toBeLessThan(hour.ts as number);
        expect(time).toBeGreaterThanOrEqual((hour.ts as number) - 30 * 3_600_000);
      }
    }
  });
});
