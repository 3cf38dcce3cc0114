import { describe, expect, it } from 'vitest';
import { intradayHour } from '../../intraday';
import { createNoise } from '../../noise';
import { orderBookSides } from './orderBookSides';

const noise = createNoise(5);
const CAP = 3000;

describe('the two sides of an intraday contract\'s book', () => {
  it('hold bids reaching up to every matched price and offers reaching down to it, within 0 and the cap', () => {
    for (let i = 0; i < 5_000; i++) {
      const mcp = [0, 120, 1500, 2500, CAP][i % 5]!;
      const hour = intradayHour(noise, i, Date.UTC(2024, 4, 1, i % 24), mcp, CAP, ((i % 3) + 1) as 1 | 2 | 3, 30_000, 0.3);
      const book = orderBookSides(noise, i, hour, CAP);
      // A trade at p needs a bid at p or above and an offer at p or below.
      expect(book.maxAskPrice).toBeGreaterThanOrEqual(hour.maxMatchingPrice);
      expect(book.minOfferPrice).toBeLessThanOrEqual(hour.minMatchingPrice);
      // The books spread around the matched range: unmatched bids below it, unmatched offers above it.
      expect(book.minAskPrice).toBeLessThanOrEqual(hour.minMatchingPrice);
      expect(book.maxOfferPrice).toBeGreaterThanOrEqual(hour.maxMatchingPrice);
      expect(book.minAskPrice).toBeLessThanOrEqual(book.maxAskPrice);
      expect(book.minOfferPrice).toBeLessThanOrEqual(book.maxOfferPrice);
      for (const price of [book.minAskPrice, book.maxAskPrice, book.minOfferPrice, book.maxOfferPrice]) {
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBeLessThanOrEqual(CAP);
        expect(Math.round(price * 100) / 100).toBe(price);
      }
      // Submitted exceeds matched on both sides.
      expect(book.bidQuantity).toBeGreaterThan(hour.clearingQuantityAsk);
      expect(book.offerQuantity).toBeGreaterThan(hour.clearingQuantityAsk);
    }
  });

  it('reaches well past the matched range on the side that did not match', () => {
    const hour = { wap: 2000, minMatchingPrice: 1900, maxMatchingPrice: 2100, clearingQuantityAsk: 1500 };
    let below = 0;
    let above = 0;
    for (let i = 0; i < 1_000; i++) {
      const book = orderBookSides(noise, i, hour, CAP);
      below += (hour.minMatchingPrice - book.minAskPrice) / 1_000;
      above += (book.maxOfferPrice - hour.maxMatchingPrice) / 1_000;
    }
    expect(below).toBeGreaterThan(0.1 * hour.minMatchingPrice);
    expect(above).toBeGreaterThan(0.1 * hour.maxMatchingPrice);
  });
});
