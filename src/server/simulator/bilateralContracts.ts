// Bilateral contracts (ikili anlaşmalar) notified for each hour: the largest part of the market, ≈ 62 % of
// consumption. Most contracts are flat baseload blocks, so the hourly profile is flatter than consumption's.
// Every contract has a buyer and a seller, so at system level bid and offer quantities are equal
// (/v1/markets/bilateral-contracts/data/bilateral-contracts-bid-quantity and -offer-quantity).
import { streamId, type NoiseField } from './noise';

const N_SLOW = streamId('bilateral.slow');
const N_HOUR = streamId('bilateral.hour');

/** Baseload part (share of the day's mean consumption) and shaped part (share of the hour's consumption). */
const BASELOAD_SHARE = 0.4;
const SHAPED_SHARE = 0.22;

const round2 = (x: number): number => Math.round(x * 100) / 100;

export function bilateralQuantity(noise: NoiseField, x: number, consumption: number, meanConsumption: number): number {
  const level = 1 + 0.04 * noise.smooth(N_SLOW, x / 240) + 0.01 * noise.smooth(N_HOUR, x / 3);
  return round2((BASELOAD_SHARE * meanConsumption + SHAPED_SHARE * consumption) * level);
}
