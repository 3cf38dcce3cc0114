// The order list in a simulated world: each hourly contract's orders carry its gip-kontrat id and match, per
// side, exactly the lots of its trades in the transaction history.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED, simulateWorld, type SimRow, type SimulatedWorld } from '../../simulateWorld';
import { INTRADAY_ORDERS, INTRADAY_TRANSACTIONS } from './intradayBookModule';

let world: SimulatedWorld;
const rows = (id: string): SimRow[] => world.datasets[id] ?? [];

beforeAll(() => {
  world = simulateWorld({ seed: DEFAULT_SEED, startDay: '2024-08-01', endDay: '2024-08-03' });
});

describe('the intraday order list in the world', () => {
  it('keys each hourly contract\'s orders by its gip-kontrat id', () => {
    const ids = new Map(rows('idm.contracts').filter((c) => c.kontratTur === 1).map((c) => [c.ts, c.kontratId]));
    expect(rows(INTRADAY_ORDERS).length).toBeGreaterThan(0);
    for (const order of rows(INTRADAY_ORDERS)) expect(order.kontratId).toBe(ids.get(order.ts));
  });

  it('matches, per contract and side, the lots its transactions traded', () => {
    const traded = new Map<number, number>();
    for (const t of rows(INTRADAY_TRANSACTIONS)) traded.set(t.ts as number, (traded.get(t.ts as number) ?? 0) + (t.quantity as number));
    const matched = new Map<string, number>();
    for (const o of rows(INTRADAY_ORDERS)) {
      const key = `${o.ts}/${o.teklifYon}`;
      matched.set(key, (matched.get(key) ?? 0) + (o.miktar as number) - (o.kalanMiktar as number));
    }
    expect(traded.size).toBeGreaterThan(24);
    for (const [ts, lots] of traded) {
      expect(matched.get(`${ts}/ALIS`)).toBe(lots);
      expect(matched.get(`${ts}/SATIS`)).toBe(lots);
    }
  });
});
