// Rows of the outage datasets: the Market Message System notices of generation units (marketMessages.ts) with
// its two small lists, and the planned and unplanned outages of the distribution grids (distributionOutages.ts).
// Every row depends only on the seed and its own start day, like the rest of the world.
import { createDistributionOutages } from './distributionOutages';
import { simulateGenerationUnits } from './generationUnits';
import { createMarketMessages, UMM_MESSAGE_TYPES, UMM_REGIONS } from './marketMessages';
import type { NoiseField } from './noise';
import { simulateOrganizations } from './organizations';
import { simulatePowerPlants } from './powerPlants';
import type { SimRow } from './simulateWorld';

export function simulateOutages(noise: NoiseField, seed: number, first: number, last: number): Record<string, SimRow[]> {
  const plants = simulatePowerPlants(seed);
  const { organizations, ownerOfPlant } = simulateOrganizations(seed, plants);
  const units = simulateGenerationUnits(seed, plants, ownerOfPlant);
  const outages = createDistributionOutages(noise);
  const planned: SimRow[] = [];
  const unplanned: SimRow[] = [];
  for (let day = first; day <= last; day++) {
    planned.push(...outages.day('planned', day));
    unplanned.push(...outages.day('unplanned', day));
  }
  return {
    'umm.messages': createMarketMessages(noise, { plants, organizations, units }).rows(first, last),
    'registry.umm-message-types': UMM_MESSAGE_TYPES.map((t) => ({ ...t })),
    'registry.umm-regions': UMM_REGIONS.map((r) => ({ ...r })),
    'consumption.planned-outages': planned,
    'consumption.unplanned-outages': unplanned,
  };
}
