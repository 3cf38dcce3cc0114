// A day's settlement withdrawal (UEÇM, uecm's swv) per hour and its eligible consumers' part (st-uecm's st), and
// the rest, drawn under the incumbent suppliers' supply liability (withdrawal-quantity-under-supply-liability's
// wqusl, one value a day). Rule: swv = real-time consumption × (1 − transmission loss share), the loss share
// 2.1 % with a slow ±0.15 point wander (real-time consumption is measured at the generators' side, so it holds
// the transmission losses; the metered withdrawals do not). st = swv × the month's eligible share
// (../marketReports/eligibleWithdrawalShare.ts, the stCekisOran of periodic-price-volume), and
// wqusl = Σ swv − Σ st over the day, so st + wqusl = swv to the cent.
import type { ElectricityDay } from '../../electricityDay';
import { streamId, type NoiseField } from '../../noise';
import { monthIndex } from '../marketReports/eligibleMeterCounts';
import { eligibleWithdrawalShare } from '../marketReports/eligibleWithdrawalShare';

const N_LOSS = streamId('uecm.loss.share');

export const TRANSMISSION_LOSS_SHARE = 0.021;
const LOSS_WANDER = 0.0015;

const cents = (x: number): number => Math.round(x * 100);

export interface SettlementWithdrawalDay {
  /** MWh per hour: the settlement withdrawal (swv). */
  swv: number[];
  /** MWh per hour: eligible consumers' withdrawal (st). */
  st: number[];
  /** MWh in the day: the withdrawal under supply liability (wqusl). */
  wqusl: number;
}

/** The transmission loss share of an hour (x = day × 24 + hour). */
export function transmissionLossShare(noise: NoiseField, x: number): number {
  return TRANSMISSION_LOSS_SHARE + LOSS_WANDER * noise.smooth(N_LOSS, x / 48);
}

export function settlementWithdrawal(noise: NoiseField, e: ElectricityDay): SettlementWithdrawalDay {
  const share = eligibleWithdrawalShare(noise, monthIndex(e.cal.year, e.cal.month)) / 100;
  const swvCents: number[] = [];
  const stCents: number[] = [];
  for (let h = 0; h < 24; h++) {
    const withdrawn = cents(e.consumption[h]! * (1 - transmissionLossShare(noise, e.cal.day * 24 + h)));
    swvCents.push(withdrawn);
    stCents.push(Math.round(withdrawn * share));
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return { swv: swvCents.map((c) => c / 100), st: stCents.map((c) => c / 100), wqusl: (sum(swvCents) - sum(stCents)) / 100 };
}
