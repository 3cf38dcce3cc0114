// A capacity auction of one direction (capacity-demand): traders ask for more than they expect to send
// (10–120 % more, at least a few MW), the auction allocates min(requested, offered), and the clearing price
// (TL per MW of the product) is positive only when the requests exceed the offered capacity, higher the more
// they do. Bidders place one to three bids each; when the auction is short, only some of them win.
import { streamId, type NoiseField } from '../../noise';

const N_MARKUP = streamId('interconnection.auction.markup');
const N_EXTRA = streamId('interconnection.auction.extra');
const N_PARTICIPANTS = streamId('interconnection.auction.participants');
const N_BIDS = streamId('interconnection.auction.bids');
const N_WINNERS = streamId('interconnection.auction.winners');
const N_PRICE = streamId('interconnection.auction.price');

export interface AuctionResult {
  requestedCapacity: number;
  allocatedCapacity: number;
  clearencePrice: number;
  participantCount: number;
  winnerCount: number;
  bidCount: number;
}

/** `key` a unique index of the auction; `need` MW the traders expect to use; `offered` MW on sale. */
export function capacityAuction(noise: NoiseField, key: number, need: number, offered: number, priceScale: number): AuctionResult {
  const requestedCapacity = Math.round(need * (1.1 + 1.1 * noise.uniform(N_MARKUP, key)) + 5 + 40 * noise.uniform(N_EXTRA, key));
  const allocatedCapacity = Math.min(requestedCapacity, offered);
  const short = requestedCapacity > offered;
  const participantCount = 3 + Math.floor(15 * noise.uniform(N_PARTICIPANTS, key));
  const bidCount = participantCount + Math.floor(2 * participantCount * noise.uniform(N_BIDS, key));
  const winnerCount = !short ? participantCount : allocatedCapacity === 0 ? 0 : Math.max(1, Math.ceil(participantCount * (0.3 + 0.5 * noise.uniform(N_WINNERS, key))));
  const scarcity = short ? Math.min(3, requestedCapacity / Math.max(offered, 1) - 1) : 0;
  const clearencePrice = short && allocatedCapacity > 0 ? Math.round(priceScale * (0.2 + scarcity) * (0.7 + 0.6 * noise.uniform(N_PRICE, key)) * 100) / 100 : 0;
  return { requestedCapacity, allocatedCapacity, clearencePrice, participantCount, winnerCount, bidCount };
}

/** The daily auction: prices per MW for one day's hours. */
export function dailyAuction(noise: NoiseField, key: number, need: number, offered: number): AuctionResult {
  return capacityAuction(noise, key, need, offered, 60);
}
