// The orders behind an hourly intraday contract (the reporting service's IDM order list): every bid (ALIS) and
// offer (SATIS) entered for the contract, with its price, its lots, the lots left unmatched and how it ended.
// They reproduce the contract's book and trades exactly:
// - every trade fills one bid and one offer, so per side the matched lots (miktar − kalanMiktar) add up to the
//   contract's traded lots;
// - per side the orders' lots add up to the book's bid or offer quantity (orderBookSides, in lots of 0.1 MWh);
// - bid prices span exactly the book's min–max bid price, offer prices its min–max offer price; a bid is never
//   below a trade it filled, an offer never above one (a buyer pays at most its price, a seller gets at least its).
// Matched orders are entered before their first trade; orders that never matched sit out of reach (bids under
// the lowest matching price, offers over the highest one) until cancelled or until the gate closes.
// At most MAX_MATCHED_ORDERS + MAX_RESTING_ORDERS orders per side, so a contract lists at most 30.
import { streamId, type NoiseField } from '../../noise';
import { LOTS_PER_MWH, tradingWindow, type IntradayTrade } from './contractTrades';
import type { OrderBookSides } from './orderBookSides';

const N_ORDERS = streamId('idm.orders');

export const MAX_MATCHED_ORDERS = 10;
export const MAX_RESTING_ORDERS = 5;
/** Per contract and side, the noise draws an order may use. */
const DRAWS_PER_ORDER = 8;
const DRAWS_PER_SIDE = (MAX_MATCHED_ORDERS + MAX_RESTING_ORDERS) * DRAWS_PER_ORDER;

/** teklifYon: a buy order (bid) or a sell order (offer). */
export const BUY = 'ALIS';
export const SELL = 'SATIS';
/** teklifDurum: how an order ended. */
export const ORDER_STATUS = {
  matched: 'ESLESTI',
  partlyMatched: 'KISMEN_ESLESTI',
  cancelled: 'IPTAL',
  expired: 'SURESI_DOLDU',
} as const;

export interface IntradayOrder {
  /** Wall-clock ms the order was entered. */
  time: number;
  side: typeof BUY | typeof SELL;
  /** TL/MWh, to the cent. */
  price: number;
  /** Lots of 0.1 MWh entered, and those left unmatched. */
  lots: number;
  remainingLots: number;
  status: (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
  /** Immediate or cancel (OEYE): what does not match at once is withdrawn. */
  immediateOrCancel: boolean;
  /** Fill or kill (TEYE): all of it matches at once, or none of it. */
  fillOrKill: boolean;
}

const cents = (x: number): number => Math.round(x * 100) / 100;

/** `total` lots split by positive weights, every share at least one lot; fewer shares when there are too few lots. */
function splitLots(weights: number[], total: number): number[] {
  const n = Math.min(weights.length, total);
  if (n <= 0) return weights.map(() => 0);
  const used = weights.slice(0, n);
  const sum = used.reduce((a, b) => a + b, 0);
  const split = used.map((w) => Math.max(1, Math.floor((total * w) / sum)));
  // The largest share takes what flooring left over (or gives back what the one-lot minimum added).
  const largest = split.indexOf(Math.max(...split));
  split[largest]! += total - split.reduce((a, b) => a + b, 0);
  return [...split, ...weights.slice(n).map(() => 0)];
}

interface SideShape {
  side: IntradayOrder['side'];
  /** Lots the side entered in all (the book's quantity). */
  bookLots: number;
  /** The price of the side's most aggressive order (highest bid, lowest offer) and its far end. */
  best: number;
  far: number;
  /** A price an order may take to stay clear of the other side: beyond every trade. */
  outOfReach: (u: number) => number;
  /** The limit price of an order that filled trades priced `low`..`high`, between them and `best`. */
  limitFor: (low: number, high: number, u: number) => number;
}

/** The orders of one side: some fill the trades, the rest rest in the book unmatched. */
function sideOrders(noise: NoiseField, seed: number, trades: IntradayTrade[], shape: SideShape, opens: number, closes: number): IntradayOrder[] {
  const u = (k: number): number => noise.uniform(N_ORDERS, seed + k);
  const tradedLots = trades.reduce((a, t) => a + t.lots, 0);
  const matchedCount = Math.min(MAX_MATCHED_ORDERS, trades.length);
  // Trade i (in time order) fills order i mod matchedCount: every matched order fills at least one trade.
  const filled = Array.from({ length: matchedCount }, (_, o) => trades.filter((_, i) => i % matchedCount === o));
  const restingCount = 1 + Math.floor(MAX_RESTING_ORDERS * u(0) * 0.999);
  // The lots the side entered beyond what matched: the remainders of partly matched orders and the resting orders.
  const extra = Math.max(0, shape.bookLots - tradedLots);
  const partly = filled.map((_, o) => u(o * DRAWS_PER_ORDER + 1) < 0.45);
  const weights = [...filled.map((_, o) => (partly[o] ? 0.3 + u(o * DRAWS_PER_ORDER + 2) : 0)), ...Array.from({ length: restingCount }, (_, r) => 0.5 + u((MAX_MATCHED_ORDERS + r) * DRAWS_PER_ORDER + 2))];
  // Resting orders first in the split, so they get a lot each before any remainder does.
  const recipients = weights.map((w, i) => ({ w, i })).filter((r) => r.w > 0).sort((a, b) => b.i - a.i);
  const shares = splitLots(recipients.map((r) => r.w), extra);
  const extraOf = new Map(recipients.map((r, k) => [r.i, shares[k]!]));

  const orders: IntradayOrder[] = filled.map((own, o) => {
    const at = (k: number) => u(o * DRAWS_PER_ORDER + k);
    const matchedLots = own.reduce((a, t) => a + t.lots, 0);
    const remainingLots = extraOf.get(o) ?? 0;
    const first = Math.min(...own.map((t) => t.time));
    const prices = own.map((t) => t.price);
    // The first matched order carries the side's best price: the book's extreme is an order's price.
    const price = o === 0 ? shape.best : shape.limitFor(Math.min(...prices), Math.max(...prices), at(3));
    const immediateOrCancel = remainingLots > 0 && at(4) < 0.3;
    return {
      time: first - 1000 * Math.floor(((first - opens) / 1000) * at(5)),
      side: shape.side, price, lots: matchedLots + remainingLots, remainingLots,
      status: remainingLots > 0 ? ORDER_STATUS.partlyMatched : ORDER_STATUS.matched,
      immediateOrCancel,
      fillOrKill: remainingLots === 0 && at(6) < 0.2,
    };
  });
  for (let r = 0; r < restingCount; r++) {
    const lots = extraOf.get(matchedCount + r) ?? 0;
    if (lots <= 0) continue;
    const at = (k: number) => u((MAX_MATCHED_ORDERS + r) * DRAWS_PER_ORDER + k);
    // The last resting order carries the side's far price: the book's other extreme is an order's price too.
    const price = r === restingCount - 1 ? shape.far : shape.outOfReach(at(3));
    const flag = at(4);
    const cancelled = flag < 0.35;
    orders.push({
      time: opens + 1000 * Math.floor(((closes - opens) / 1000) * at(5) * 0.98),
      side: shape.side, price, lots, remainingLots: lots,
      // An immediate-or-cancel or fill-or-kill order that finds no match is withdrawn at once.
      status: cancelled ? ORDER_STATUS.cancelled : ORDER_STATUS.expired,
      immediateOrCancel: cancelled && flag < 0.1,
      fillOrKill: cancelled && flag >= 0.1 && flag < 0.18,
    });
  }
  return orders;
}

/**
 * The orders of the hourly contract of hour index `x`, delivered at `deliveryTs`, given its book and trades,
 * in the order they were entered (bids before offers at the same second).
 */
export function contractOrders(noise: NoiseField, x: number, deliveryTs: number, book: OrderBookSides, trades: IntradayTrade[]): IntradayOrder[] {
  const { opens, closes } = tradingWindow(deliveryTs);
  const low = trades.length > 0 ? Math.min(...trades.map((t) => t.price)) : book.minOfferPrice;
  const high = trades.length > 0 ? Math.max(...trades.map((t) => t.price)) : book.maxAskPrice;
  const seed = x * 2 * DRAWS_PER_SIDE;
  const bids = sideOrders(noise, seed, trades, {
    side: BUY,
    bookLots: Math.round(book.bidQuantity * LOTS_PER_MWH),
    best: book.maxAskPrice,
    far: book.minAskPrice,
    // Unmatched bids: under the lowest trade, no lower than the book's lowest bid.
    outOfReach: (v) => cents(book.minAskPrice + v * 0.9 * Math.max(0, low - book.minAskPrice)),
    limitFor: (_lo, hi, v) => Math.min(book.maxAskPrice, cents(hi + v * (book.maxAskPrice - hi))),
  }, opens, closes);
  const offers = sideOrders(noise, seed + DRAWS_PER_SIDE, trades, {
    side: SELL,
    bookLots: Math.round(book.offerQuantity * LOTS_PER_MWH),
    best: book.minOfferPrice,
    far: book.maxOfferPrice,
    // Unmatched offers: over the highest trade, no higher than the book's highest offer.
    outOfReach: (v) => cents(book.maxOfferPrice - v * 0.9 * Math.max(0, book.maxOfferPrice - high)),
    limitFor: (lo, _hi, v) => Math.max(book.minOfferPrice, cents(lo - v * (lo - book.minOfferPrice))),
  }, opens, closes);
  return [...bids, ...offers].sort((a, b) => a.time - b.time || (a.side === b.side ? 0 : a.side === BUY ? -1 : 1));
}
