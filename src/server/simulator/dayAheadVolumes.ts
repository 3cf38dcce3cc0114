// Day-ahead results beyond the price: the interim MCP published an hour before the final one, and the
// volumes of the clearing. Every volume is a part of the matched volume of dam.mcp, which is what both sides
// of the market cleared (matched bids = matched offers = volume); submitted orders exceed it.
import { streamId, type NoiseField } from './noise';

const N_CORRECTED_DAY = streamId('dam.interim.day');
const N_CORRECTED_HOUR = streamId('dam.interim.hour');
const N_CORRECTION = streamId('dam.interim.size');
const N_INDEPENDENT = streamId('dam.independent');
const N_BLOCK = streamId('dam.block');
const N_UNMATCHED = streamId('dam.block.unmatched');
const N_FLEXIBLE = streamId('dam.flexible');
const N_SUBMITTED = streamId('dam.submitted');

/** Share of days on which objections change some of the interim prices before the final publication. */
const CORRECTED_DAY_SHARE = 0.1;

const round2 = (x: number): number => Math.round(x * 100) / 100;
const round1 = (x: number): number => Math.round(x * 10) / 10;

/**
 * The interim MCP (/v1/markets/dam/data/interim-mcp, marketTradePrice) of hour index `x`: equal to the final
 * price, except on the few days when objections were accepted, where about a third of the hours carry a
 * correction of up to ±2.5 % (kept within 0 and the cap).
 */
export function interimMcp(noise: NoiseField, x: number, price: number, cap: number): number {
  if (noise.uniform(N_CORRECTED_DAY, Math.floor(x / 24)) >= CORRECTED_DAY_SHARE) return price;
  if (noise.uniform(N_CORRECTED_HOUR, x) >= 0.35) return price;
  const u = noise.uniform(N_CORRECTION, x);
  const correction = (u < 0.5 ? -1 : 1) * (0.002 + 0.046 * Math.abs(u - 0.5));
  const interim = round2(Math.min(cap, Math.max(0, price * (1 + correction))));
  // A correction of a zero or capped price that rounds back to the same value is no correction: nudge it.
  return interim === price ? round2(price > 1 ? price - 1 : price + 1) : interim;
}

export interface DayAheadQuantities {
  // /v1/markets/dam/data/clearing-quantity
  matchedBids: number;
  matchedOffers: number;
  // /v1/markets/dam/data/day-ahead-market-trade-volume (TL)
  volumeOfAsk: number;
  // /v1/markets/dam/data/amount-of-block-buying, amount-of-block-selling
  amountOfPurchasingTowardsMatchedBlock: number;
  amountOfPurchasingTowardsUnMatchedBlock: number;
  amountOfSalesTowardsMatchedBlock: number;
  amountOfSalesTowardsUnMatchedBlock: number;
  // /v1/markets/dam/data/matched-flexible-offer-quantity
  matchedFlexibleBuyingOfferQuantity: number;
  matchedFlexibleSellingOfferQuantity: number;
  // /v1/markets/dam/data/price-independent-bid, price-independent-offer
  bidVolume: number;
  offerVolume: number;
  // /v1/markets/dam/data/submitted-bid-order-volume, submitted-sales-order-volume
  bidQuantity: number;
  offerQuantity: number;
}

/**
 * Quantities of the day-ahead clearing of hour index `x`. Sale blocks are baseload thermal energy (a larger
 * share at night), purchase blocks are small; price-independent sales grow with solar (must-run renewables).
 * The parts of each side never exceed that side's matched volume.
 */
export function dayAheadQuantities(noise: NoiseField, x: number, price: number, volume: number, solarShare: number): DayAheadQuantities {
  const hour = ((x % 24) + 24) % 24;
  const night = hour < 7 || hour >= 22 ? 1 : 0;
  const u = (stream: number, k: number) => noise.uniform(stream, x * 4 + k);
  const blockBuy = volume * (0.035 + 0.04 * u(N_BLOCK, 0));
  const blockSell = volume * (0.09 + 0.05 * night + 0.05 * u(N_BLOCK, 1));
  const flexibleBuy = volume * 0.012 * u(N_FLEXIBLE, 0);
  const flexibleSell = volume * (0.008 + 0.02 * u(N_FLEXIBLE, 1));
  const independentBid = volume * (0.5 + 0.1 * noise.smooth(N_INDEPENDENT, x / 6) * 0.5 + 0.04 * u(N_INDEPENDENT, 2));
  const independentOffer = volume * Math.min(0.6, 0.22 + 0.6 * solarShare + 0.04 * u(N_INDEPENDENT, 3));
  return {
    matchedBids: volume,
    matchedOffers: volume,
    volumeOfAsk: round2(price * volume),
    amountOfPurchasingTowardsMatchedBlock: round1(blockBuy),
    amountOfPurchasingTowardsUnMatchedBlock: round1(blockBuy * (0.3 + 0.4 * u(N_UNMATCHED, 0))),
    amountOfSalesTowardsMatchedBlock: round1(blockSell),
    amountOfSalesTowardsUnMatchedBlock: round1(blockSell * (0.4 + 0.6 * u(N_UNMATCHED, 1))),
    matchedFlexibleBuyingOfferQuantity: round1(flexibleBuy),
    matchedFlexibleSellingOfferQuantity: round1(flexibleSell),
    bidVolume: round1(independentBid),
    offerVolume: round1(independentOffer),
    bidQuantity: round1(volume * (1.22 + 0.2 * u(N_SUBMITTED, 0))),
    offerQuantity: round1(volume * (1.35 + 0.3 * u(N_SUBMITTED, 1))),
  };
}
