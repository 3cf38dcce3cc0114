import { describe, expect, it } from 'vitest';
import { MS_PER_HOUR } from '../../calendar';
import { intradayHour } from '../../intraday';
import { createNoise } from '../../noise';
import { BUY, contractOrders, MAX_MATCHED_ORDERS, MAX_RESTING_ORDERS, ORDER_STATUS, SELL } from './contractOrders';
import { contractTrades, LOTS_PER_MWH, tradingWindow } from './contractTrades';
import { orderBookSides } from './orderBookSides';

const noise = createNoise(11);
const start = Date.UTC(2024, 0, 1); // 2024-01-01 00:00 Istanbul wall clock
const CAP = 3000;

/** Contracts of many hours (every system direction; cheap, ordinary and capped prices) with their book and trades. */
function* contracts(count: number) {
  for (let i = 0; i < count; i++) {
    const ts = start + i * MS_PER_HOUR;
    const x = ts / MS_PER_HOUR;
    const mcp = [0, 90, 1800, 2600, 3000][i % 5]! * (0.8 + 0.4 * noise.uniform(99, i));
    const hour = intradayHour(noise, x, ts, Math.min(CAP, mcp), CAP, ((i % 3) + 1) as 1 | 2 | 3, 25_000 + 20_000 * noise.uniform(98, i), 0.4 * noise.uniform(97, i));
    const book = orderBookSides(noise, x, hour, CAP);
    const trades = contractTrades(noise, x, ts, hour);
    yield { ts, hour, book, trades, orders: contractOrders(noise, x, ts, book, trades) };
  }
}

const matched = (orders: ReturnType<typeof contractOrders>, side: string) => orders.filter((o) => o.side === side).reduce((a, o) => a + o.lots - o.remainingLots, 0);
const entered = (orders: ReturnType<typeof contractOrders>, side: string) => orders.filter((o) => o.side === side).reduce((a, o) => a + o.lots, 0);

describe('intraday contract orders', () => {
  it('match, on each side, exactly the lots the contract traded, in every one of 5 000 contracts', () => {
    for (const { hour, trades, orders } of contracts(5_000)) {
      const traded = trades.reduce((a, t) => a + t.lots, 0);
      expect(traded).toBe(Math.round(hour.clearingQuantityAsk * LOTS_PER_MWH));
      expect(matched(orders, BUY), hour.contractName).toBe(traded);
      expect(matched(orders, SELL), hour.contractName).toBe(traded);
    }
  });

  it('add up, per side, to the book\'s bid and offer quantities, and span exactly its bid and offer price ranges', () => {
    for (const { hour, book, orders } of contracts(3_000)) {
      const bids = orders.filter((o) => o.side === BUY).map((o) => o.price);
      const offers = orders.filter((o) => o.side === SELL).map((o) => o.price);
      expect(entered(orders, BUY), hour.contractName).toBe(Math.round(book.bidQuantity * LOTS_PER_MWH));
      expect(entered(orders, SELL), hour.contractName).toBe(Math.round(book.offerQuantity * LOTS_PER_MWH));
      expect([Math.min(...bids), Math.max(...bids)], hour.contractName).toEqual([book.minAskPrice, book.maxAskPrice]);
      expect([Math.min(...offers), Math.max(...offers)], hour.contractName).toEqual([book.minOfferPrice, book.maxOfferPrice]);
    }
  });

  it('are each coherent: remaining lots within the order, a status that says how it ended, entered while the contract is open', () => {
    for (const { ts, orders } of contracts(800)) {
      const { opens, closes } = tradingWindow(ts);
      expect(orders.length).toBeLessThanOrEqual(2 * (MAX_MATCHED_ORDERS + MAX_RESTING_ORDERS));
      expect(orders.map((o) => o.time)).toEqual([...orders.map((o) => o.time)].sort((a, b) => a - b));
      for (const o of orders) {
        expect(o.lots).toBeGreaterThan(0);
        expect(o.remainingLots).toBeGreaterThanOrEqual(0);
        expect(o.remainingLots).toBeLessThanOrEqual(o.lots);
        expect(o.time).toBeGreaterThanOrEqual(opens);
        expect(o.time).toBeLessThan(closes);
        const filled = o.lots - o.remainingLots;
        const expected = filled === 0 ? [ORDER_STATUS.cancelled, ORDER_STATUS.expired] : o.remainingLots === 0 ? [ORDER_STATUS.matched] : [ORDER_STATUS.partlyMatched];
        expect(expected).toContain(o.status);
        // Fill or kill: all of it or none of it.
        if (o.fillOrKill) expect(filled === 0 || filled === o.lots).toBe(true);
        expect(o.fillOrKill && o.immediateOrCancel).toBe(false);
      }
    }
  });

  it('never fill a trade beyond their price: a bid at or over, an offer at or under each trade it took part in', () => {
    for (const { hour, trades, orders } of contracts(2_000)) {
      if (trades.length === 0) continue;
      const low = Math.min(...trades.map((t) => t.price));
      const high = Math.max(...trades.map((t) => t.price));
      const restingBids = orders.filter((o) => o.side === BUY && o.remainingLots === o.lots).map((o) => o.price);
      const restingOffers = orders.filter((o) => o.side === SELL && o.remainingLots === o.lots).map((o) => o.price);
      // Orders that never matched stayed out of reach of every trade.
      for (const p of restingBids) expect(p, hour.contractName).toBeLessThanOrEqual(low);
      for (const p of restingOffers) expect(p, hour.contractName).toBeGreaterThanOrEqual(high);
    }
  });
});
