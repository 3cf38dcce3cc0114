// Eligible consumers' meters, counted at the start of each month (the reporting service's
// eligible-consumer-and-meter-increases and stsa). Nearly every consumer in Türkiye is eligible, so the count is
// close to the number of electricity meters: 46.5 million in January 2024, growing 1.5 % a year (new buildings and
// connections), with a month-to-month jitter of 0.04 % (meters closed, merged or read late). The count of a month
// depends only on the seed and the month, so the increase rate = this month's count / last month's − 1 is the same
// whatever day the world starts on.
import { streamId, type NoiseField } from '../../noise';

const N_METERS = streamId('eligible.meters');

const METERS_JANUARY_2024 = 46_500_000;
const GROWTH_PER_YEAR = 0.015;
const JITTER = 0.0004;

/** Months since January 2000 (0-based): one index per calendar month. */
export const monthIndex = (year: number, month: number): number => (year - 2000) * 12 + (month - 1);

/** The eligible-consumer meter count at the start of a month (an integer). */
export function eligibleMeterCount(noise: NoiseField, index: number): number {
  const years = (index - monthIndex(2024, 1)) / 12;
  return Math.round(METERS_JANUARY_2024 * Math.exp(GROWTH_PER_YEAR * years) * (1 + JITTER * noise.normal(N_METERS, index)));
}

export interface EligibleMeterMonth { sayacAdedi: number; artisOrani: number }

/** A month's count and its increase rate over the month before (a fraction: 0.0012 is 0.12 %). */
export function eligibleMeterMonth(noise: NoiseField, index: number): EligibleMeterMonth {
  const sayacAdedi = eligibleMeterCount(noise, index);
  return { sayacAdedi, artisOrani: sayacAdedi / eligibleMeterCount(noise, index - 1) - 1 };
}
