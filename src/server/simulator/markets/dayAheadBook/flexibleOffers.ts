// Submitted flexible offers of a day-ahead hour (/v1/markets/dam/data/flexible-offer-buying-quantity and
// flexible-offer-selling-quantity). The matched part is the one dam.quantities already publishes
// (matchedFlexibleBuyingOfferQuantity, matchedFlexibleSellingOfferQuantity); what was offered and not matched
// comes on top, so the submitted total is never below the matched quantity and total = matched + unmatched.
import { streamId, type NoiseField } from '../../noise';

const N_UNMATCHED_BUY = streamId('dam.flexible.unmatched.buy');
const N_UNMATCHED_SELL = streamId('dam.flexible.unmatched.sell');

export interface FlexibleOfferQuantities {
  totalBuyingFlexibleOfferQuantity: number;
  matchedBuyingFlexibleOfferQuantity: number;
  unmatchedBuyingFlexibleOfferQuantity: number;
  totalSellingFlexibleOfferQuantity: number;
  matchedSellingFlexibleOfferQuantity: number;
  unmatchedSellingFlexibleOfferQuantity: number;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/**
 * Flexible quantities of hour index `x` around the matched ones, MWh (1 decimal, as dam.quantities). Selling
 * offers (storage and peaking plants waiting for the best hour) are often left unmatched: 40–160 % of the
 * matched quantity plus a few MWh; buying offers less so: 20–80 % plus a few MWh.
 */
export function flexibleOfferQuantities(noise: NoiseField, x: number, matchedBuying: number, matchedSelling: number): FlexibleOfferQuantities {
  const unmatchedBuying = round1(matchedBuying * (0.2 + 0.6 * noise.uniform(N_UNMATCHED_BUY, x * 2)) + 5 * noise.uniform(N_UNMATCHED_BUY, x * 2 + 1));
  const unmatchedSelling = round1(matchedSelling * (0.4 + 1.2 * noise.uniform(N_UNMATCHED_SELL, x * 2)) + 8 * noise.uniform(N_UNMATCHED_SELL, x * 2 + 1));
  return {
    totalBuyingFlexibleOfferQuantity: round1(matchedBuying + unmatchedBuying),
    matchedBuyingFlexibleOfferQuantity: matchedBuying,
    unmatchedBuyingFlexibleOfferQuantity: unmatchedBuying,
    totalSellingFlexibleOfferQuantity: round1(matchedSelling + unmatchedSelling),
    matchedSellingFlexibleOfferQuantity: matchedSelling,
    unmatchedSellingFlexibleOfferQuantity: unmatchedSelling,
  };
}
