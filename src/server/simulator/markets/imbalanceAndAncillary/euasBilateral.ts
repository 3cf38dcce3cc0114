// Bilateral contracts of EÜAŞ (the state generator) with the authorised retailers (görevli tedarik şirketleri),
// per day (/v1/markets/bilateral-contracts/data/amount-of-bilateral-contracts): a share of every hour's total
// bilateral quantity (bilateral.bid-quantity) that moves slowly around 26 % (22–30 %, set by the yearly
// allocation and the retailers' regulated demand). A share of each hour, so the day's amount never exceeds
// the day's bilateral total.
import { streamId, type NoiseField } from '../../noise';

const N_SHARE = streamId('bilateral.euas.share');

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** EÜAŞ's share of the bilateral market in hour `x` (day × 24 + hour). */
export function euasShare(noise: NoiseField, x: number): number {
  return Math.min(0.3, Math.max(0.22, 0.26 + 0.02 * noise.smooth(N_SHARE, x / (24 * 30))));
}

/** The day's contract amount, MWh, from the day's hourly bilateral totals (`hours[h]` = hour h's quantity). */
export function euasContractAmount(noise: NoiseField, firstHour: number, hours: readonly number[]): number {
  let amount = 0;
  hours.forEach((quantity, h) => { amount += quantity * euasShare(noise, firstHour + h); });
  return round2(amount);
}
