// The share of the month's withdrawal drawn by eligible consumers who buy from a supplier of their choice
// (stCekisOran of periodic-price-volume), in %. No dataset holds it yet, so it is a chosen level: around 67 %
// in 2024 (industry and large businesses, which draw most of the energy, are nearly all free buyers), rising a
// point a year as the eligibility limit falls, with a slow ±1.5 point wander. A function of the seed and the month.
import { streamId, type NoiseField } from '../../noise';
import { monthIndex } from './eligibleMeterCounts';

const N_SHARE = streamId('eligible.withdrawal.share');

const SHARE_JANUARY_2024 = 67;
const RISE_PER_YEAR = 1;
const WANDER = 1.5;

export function eligibleWithdrawalShare(noise: NoiseField, index: number): number {
  const years = (index - monthIndex(2024, 1)) / 12;
  const share = SHARE_JANUARY_2024 + RISE_PER_YEAR * years + WANDER * noise.smooth(N_SHARE, index / 6);
  return Math.round(Math.min(95, Math.max(40, share)) * 100) / 100;
}
