// Side payments of a day-ahead hour (/v1/markets/dam/data/side-payments), TL. When the clearing accepts a block
// or flexible order whose own price is not met by the MCP of its hours (a paradoxically accepted order), the
// order's owner is made whole from the market: a payment originating from bids or from offers. Rounding of the
// matched quantities leaves a small remainder either way. The total is the three added up, to the kuruş.
import { streamId, type NoiseField } from '../../noise';

const N_BIDS = streamId('dam.side.bids');
const N_OFFERS = streamId('dam.side.offers');
const N_ROUNDING = streamId('dam.side.rounding');

export interface SidePayments {
  originatingFromBids: number;
  originatingFromOffers: number;
  originatingFromRounding: number;
  total: number;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** A paradoxical acceptance of a side in about a quarter of the hours, worth up to 0.05 % of the hour's trade value. */
function paradoxicalPayment(noise: NoiseField, stream: number, x: number, tradeValue: number): number {
  if (noise.uniform(stream, x * 2) >= 0.25) return 0;
  return round2(tradeValue * 0.0005 * noise.uniform(stream, x * 2 + 1) ** 2);
}

/** Side payments of hour index `x`, whose matched trade value (MCP × volume) is `tradeValue` TL. */
export function sidePayments(noise: NoiseField, x: number, tradeValue: number): SidePayments {
  const originatingFromBids = paradoxicalPayment(noise, N_BIDS, x, tradeValue);
  const originatingFromOffers = paradoxicalPayment(noise, N_OFFERS, x, tradeValue);
  const originatingFromRounding = round2((noise.uniform(N_ROUNDING, x) - 0.5) * 40);
  return {
    originatingFromBids, originatingFromOffers, originatingFromRounding,
    total: round2(originatingFromBids + originatingFromOffers + originatingFromRounding),
  };
}
