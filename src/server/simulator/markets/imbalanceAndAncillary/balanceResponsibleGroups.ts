// The balance-responsible groups (DSG) of the world: every active day-ahead participant heads one, as the
// dsg-organization-list lookup answers them (src/server/lookups/lookupQueries/markets.ts reads the same rule off
// registry.organizations). Each group has a fixed size (a weight; a few large portfolios, many small ones).
// Computed from the seed once, like the registry itself.
import { streamId, type NoiseField } from '../../noise';
import { simulateOrganizations, type Organization } from '../../organizations';
import { simulatePowerPlants } from '../../powerPlants';

const N_SIZE = streamId('imbalance.group.size');

export interface BalanceGroup {
  organizationId: number;
  /** Relative size of the group's imbalance (lognormal, median 1). */
  weight: number;
}

/** The rule of the lookup: an active company that trades on the day-ahead market. */
export const isBalanceResponsible = (o: Pick<Organization, 'damEntry' | 'organizationStatus'>): boolean =>
  o.damEntry === 1 && o.organizationStatus === 'ACTIVE';

const cache = new Map<number, readonly BalanceGroup[]>();

/** The groups in organizationId order. */
export function balanceResponsibleGroups(noise: NoiseField): readonly BalanceGroup[] {
  let groups = cache.get(noise.seed);
  if (!groups) {
    const { organizations } = simulateOrganizations(noise.seed, simulatePowerPlants(noise.seed));
    groups = organizations
      .filter(isBalanceResponsible)
      .sort((a, b) => a.organizationId - b.organizationId)
      .map((o) => ({ organizationId: o.organizationId, weight: Math.exp(1.4 * noise.normal(N_SIZE, o.organizationId)) }));
    cache.set(noise.seed, groups);
  }
  return groups;
}
