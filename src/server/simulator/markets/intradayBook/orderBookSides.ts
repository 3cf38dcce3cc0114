// The two sides of an hourly contract's order book, around what was matched (idm.hourly): how much was bid
// and offered, and the price range of each side. A trade at price p needs a bid at p or above and an offer at
// p or below, so the highest bid reaches at least the highest matching price and the lowest offer at most the
// lowest one; the rest of each side sits further out (buyers bidding low, sellers asking high) and never
// matched. Submitted quantities exceed the matched quantity on both sides.
import { streamId, type NoiseField } from '../../noise';

const N_BOOK = streamId('idm.book');

/** What the book is built around: the published figures of the contract (idm.hourly) and the month's cap. */
export interface MatchedHour {
  wap: number;
  minMatchingPrice: number;
  maxMatchingPrice: number;
  clearingQuantityAsk: number;
}

export interface OrderBookSides {
  /** MWh bid (buy orders) and offered (sell orders) for the contract. */
  bidQuantity: number;
  offerQuantity: number;
  /** Lowest and highest bid (buy) price, TL/MWh: the operator calls them ask prices. */
  minAskPrice: number;
  maxAskPrice: number;
  /** Lowest and highest offer (sell) price, TL/MWh. */
  minOfferPrice: number;
  maxOfferPrice: number;
}

const round1 = (x: number): number => Math.round(x * 10) / 10;
const floorCents = (x: number): number => Math.floor(x * 100 + 1e-7) / 100;
const ceilCents = (x: number): number => Math.ceil(x * 100 - 1e-7) / 100;

/** The book of the contract of hour index `x`; `cap` is the price limit of the month. */
export function orderBookSides(noise: NoiseField, x: number, hour: MatchedHour, cap: number): OrderBookSides {
  const u = (k: number): number => noise.uniform(N_BOOK, x * 8 + k);
  const { minMatchingPrice: low, maxMatchingPrice: high, clearingQuantityAsk: matched } = hour;
  return {
    // Between 1.5 and 3 times (bids) and 1.6 and 3.4 times (offers) what matched.
    bidQuantity: round1(matched * (1.5 + 1.5 * u(0))),
    offerQuantity: round1(matched * (1.6 + 1.8 * u(1))),
    // Bids: the lowest 5–35 % under the lowest matching price, the highest up to 8 % over the highest one.
    minAskPrice: Math.min(low, Math.max(0, floorCents(low * (0.95 - 0.3 * u(2))))),
    maxAskPrice: Math.max(high, Math.min(cap, ceilCents(high * (1 + 0.08 * u(3))))),
    // Offers: the lowest up to 8 % under the lowest matching price, the highest 5–40 % over the highest one.
    minOfferPrice: Math.min(low, Math.max(0, floorCents(low * (1 - 0.08 * u(4))))),
    maxOfferPrice: Math.max(high, Math.min(cap, ceilCents(high * (1.05 + 0.35 * u(5))))),
  };
}
