import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED, simulateWorld, type SimRow, type SimulatedWorld } from '../../simulateWorld';
import { DAY_AHEAD_BOOK_DATASETS, dayAheadBookModule } from './dayAheadBookModule';

let world: SimulatedWorld;
const rows = (id: string): SimRow[] => world.datasets[id] ?? [];
const byTs = (id: string): Map<number, SimRow> => new Map(rows(id).map((r) => [r.ts as number, r]));

beforeAll(() => {
  world = simulateWorld({ seed: DEFAULT_SEED, startDay: '2024-03-25', endDay: '2024-05-05' });
});

describe('the day-ahead order book in the world', () => {
  it('crosses every hour\'s curves at that hour\'s row of dam.mcp', () => {
    const curves = new Map<number, SimRow[]>();
    for (const row of rows(DAY_AHEAD_BOOK_DATASETS.supplyDemand)) {
      const list = curves.get(row.ts as number) ?? [];
      list.push(row);
      curves.set(row.ts as number, list);
    }
    const mcp = rows('dam.mcp');
    expect(curves.size).toBe(mcp.length);
    for (const hour of mcp) {
      const crossing = (curves.get(hour.ts as number) ?? []).filter((p) => p.supply === p.demand);
      expect(crossing).toEqual([{ ts: hour.ts, price: hour.price, supply: hour.volume, demand: hour.volume }]);
    }
  });

  it('gives each hour its chart points, at the hour\'s start, crossing at the MCP', () => {
    const mcp = byTs('dam.mcp');
    const hours = new Map<number, SimRow[]>();
    for (const row of rows(DAY_AHEAD_BOOK_DATASETS.supplyDemandChart)) hours.set(row.ts as number, [...(hours.get(row.ts as number) ?? []), row]);
    expect(hours.size).toBe(mcp.size);
    for (const [ts, points] of hours) {
      const hour = mcp.get(ts)!;
      expect(points.filter((p) => p.amount === hour.volume)).toEqual([expect.objectContaining({ supplyPrice: hour.price, demandPrice: hour.price })]);
    }
  });

  it('takes the matched flexible quantities of dam.quantities and submits at least as much', () => {
    const quantities = byTs('dam.quantities');
    const flexible = rows(DAY_AHEAD_BOOK_DATASETS.flexibleOffers);
    expect(flexible.length).toBe(quantities.size);
    for (const row of flexible) {
      const q = quantities.get(row.ts as number)!;
      expect(row.matchedBuyingFlexibleOfferQuantity).toBe(q.matchedFlexibleBuyingOfferQuantity);
      expect(row.matchedSellingFlexibleOfferQuantity).toBe(q.matchedFlexibleSellingOfferQuantity);
      expect(row.totalBuyingFlexibleOfferQuantity as number).toBeGreaterThanOrEqual(row.matchedBuyingFlexibleOfferQuantity as number);
      expect(row.totalSellingFlexibleOfferQuantity as number).toBeGreaterThanOrEqual(row.matchedSellingFlexibleOfferQuantity as number);
    }
  });

  it('publishes one AUF row per month, equal to that month\'s cap and above every MCP of it', () => {
    const auf = rows(DAY_AHEAD_BOOK_DATASETS.maximumSettlementPrice);
    expect(auf.map((r) => r.startDate)).toEqual(['2024-04-01T00:00:00+03:00', '2024-05-01T00:00:00+03:00']);
    for (const hour of rows('dam.mcp')) {
      const month = auf.find((r) => (r.startDate as string).slice(0, 7) === new Date(hour.ts as number).toISOString().slice(0, 7));
      if (month) expect(hour.price as number).toBeLessThanOrEqual(month.gopMaxPrice as number);
    }
  });

  it('gives a short range exactly the rows of a longer run for its days', () => {
    const short = simulateWorld({ seed: DEFAULT_SEED, startDay: '2024-04-01', endDay: '2024-04-03' });
    const from = Date.UTC(2024, 3, 1);
    const to = Date.UTC(2024, 3, 4);
    for (const id of dayAheadBookModule.datasets) {
      const expected = rows(id).filter((r) => (r.ts as number) >= from && (r.ts as number) < to);
      expect(short.datasets[id], id).toEqual(expected);
      expect(expected.length, id).toBeGreaterThan(0);
    }
  });
});
