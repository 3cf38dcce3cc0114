// The monthly supply-cost index of each main tariff group (monthly-index): what a month's energy cost a group, as
// an index on the group's own January 2024 (= 100). The cost of the month is the day-ahead price weighted by the
// group's single-rate profile coefficients (profileCoefficients.ts), so a group that consumes in the expensive
// evening hours pays more than one that consumes at noon: subIndex is that energy-only cost, topIndex adds the
// month's YEKDEM unit cost when it is a charge (a YEKDEM refund lowers no index), so topIndex ≥ subIndex.
// Main tariff groups are the ids and names of the consumption metering lookup (main-tariff-group-list).
import type { ElectricityDay } from '../../electricityDay';
import type { NoiseField } from '../../noise';
import { MAIN_TARIFF_GROUPS } from '../consumptionMetering/consumerSectors';
import { COEFFICIENT_PROFILE_GROUPS, hourWeights } from './profileCoefficients';

/** The profile group whose coefficients stand for each main tariff group. */
const PROFILE_OF_TARIFF: Readonly<Record<string, string>> = {
  Sanayi: 'Sanayi', Ticarethane: 'Ticarethane', Mesken: 'Mesken', 'Tarımsal Faaliyetler': 'Tarımsal Sulama', 'Aydınlatma': 'Aydınlatma',
};

export const INDEX_TARIFF_GROUPS = MAIN_TARIFF_GROUPS.map((t) => {
  const profile = COEFFICIENT_PROFILE_GROUPS.findIndex((g) => g.name === PROFILE_OF_TARIFF[t.name]);
  if (profile < 0) throw new Error(`monthlyIndex: no profile group for the main tariff group ${t.name}`);
  return { groupId: t.id, mainTariffGroupName: t.name, profile };
});

/** The day-ahead price a group pays over a month, TL/MWh: the MCP weighted by the group's hourly profile. */
export function profileWeightedPrice(noise: NoiseField, days: readonly ElectricityDay[], profile: number): number {
  let cost = 0;
  let weight = 0;
  for (const e of days) {
    hourWeights(noise, e, profile).forEach((w, h) => { cost += w * e.price[h]!; weight += w; });
  }
  return cost / weight;
}

export interface MonthlyIndexRow { groupId: number; mainTariffGroupName: string; subIndex: number; topIndex: number }

/**
 * The index rows of a month: `days` the month's chains, `baseDays` January 2024's, `yekdemUnitCost` the month's
 * YEKDEM unit cost (TL/MWh).
 */
export function monthlyIndex(noise: NoiseField, days: readonly ElectricityDay[], baseDays: readonly ElectricityDay[], yekdemUnitCost: number): MonthlyIndexRow[] {
  return INDEX_TARIFF_GROUPS.map(({ groupId, mainTariffGroupName, profile }) => {
    const base = profileWeightedPrice(noise, baseDays, profile);
    const energy = profileWeightedPrice(noise, days, profile);
    return {
      groupId, mainTariffGroupName,
      subIndex: Math.round((10_000 * energy) / base) / 100,
      topIndex: Math.round((10_000 * (energy + Math.max(0, yekdemUnitCost))) / base) / 100,
    };
  });
}
