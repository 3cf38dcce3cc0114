// Meters whose readings of a month were corrected afterwards (GDDK meter-count-subject-to-retroactive-adjustment),
// by distribution company and subscriber profile group. About 0.15 % of the country's eligible meters
// (eligibleMeterCounts.ts) are corrected in a month, ±25 % from month to month. The national count is shared out
// over the companies (by their weight, ±10 %), each company's over the profile groups (by their meter share,
// ±20 %) and each group's over three-rate, single-rate and hourly meters, every time with whole-meter parts that
// add up exactly: the groups of a company make its total, the companies the country's.
import { streamId, type NoiseField } from '../../noise';
import { apportion } from './apportion';
import { eligibleMeterCount } from './eligibleMeterCounts';
import type { MeterReader } from './meterReaders';
import { METER_COUNT_PROFILE_GROUPS } from './subscriberProfileGroups';

const N_RATE = streamId('gddk.meters.rate');
const N_COMPANY = streamId('gddk.meters.company');
const N_GROUP = streamId('gddk.meters.group');

const CORRECTED_SHARE = 0.0015;

export interface MeterCountRow {
  distributionId: number;
  subscriberProfileGroupName: string;
  total: number;
  threeTimedMeterCount: number;
  singleTimedMeterCount: number;
  hourlyTimedMeterCount: number;
}

/** The national number of corrected meters in the month `index` (monthIndex of eligibleMeterCounts.ts). */
export function correctedMeters(noise: NoiseField, index: number): number {
  return Math.round(eligibleMeterCount(noise, index) * CORRECTED_SHARE * (1 + 0.25 * (2 * noise.uniform(N_RATE, index) - 1)));
}

/** One row per distribution company and profile group of the month `index`. */
export function retroactiveMeterCounts(noise: NoiseField, index: number, readers: readonly MeterReader[]): MeterCountRow[] {
  const companies = readers.filter((r): r is MeterReader & { distributionId: number } => r.distributionId !== null);
  const perCompany = apportion(correctedMeters(noise, index), companies.map((c) => c.weight * (0.9 + 0.2 * noise.uniform(N_COMPANY, index * 64 + c.distributionId))));
  return companies.flatMap((company, c) => {
    const key = (index * 64 + company.distributionId) * 8;
    const groups = METER_COUNT_PROFILE_GROUPS;
    const perGroup = apportion(perCompany[c]!, groups.map((g, i) => g.meterShare * (0.8 + 0.4 * noise.uniform(N_GROUP, key + i))));
    return groups.map((group, i) => {
      const [threeTimedMeterCount, singleTimedMeterCount, hourlyTimedMeterCount] = apportion(perGroup[i]!, group.timing) as [number, number, number];
      return {
        distributionId: company.distributionId, subscriberProfileGroupName: group.name, total: perGroup[i]!,
        threeTimedMeterCount, singleTimedMeterCount, hourlyTimedMeterCount,
      };
    });
  });
}
