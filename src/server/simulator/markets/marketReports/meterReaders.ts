// The companies that read meters for settlement, as the retroactive-adjustment reports name them: the 21
// distribution companies (distributionId = companyId, meterReadOrgId = their organisation) and the organised
// industrial zones with a distribution licence (meterReadOrgId only). Each has a weight, its rough share of the
// country's meters and consumption: a distribution company weighs the provinces it serves (a large city more),
// an industrial zone a fifth of an ordinary province. Organisation ids come from the seed's registry, computed
// once per seed.
import { DISTRIBUTION_COMPANIES } from '../../distributionCompanies';
import { simulateOrganizations } from '../../organizations';
import { simulatePowerPlants } from '../../powerPlants';

/** Provinces whose size counts for more than one ordinary province (İstanbul per side). */
const LARGE_PROVINCES: Readonly<Record<string, number>> = {
  'İstanbul': 9, Ankara: 5, 'İzmir': 4.5, Bursa: 3, Antalya: 3, Adana: 2.5, Konya: 2.2, Gaziantep: 2, Kocaeli: 2, Mersin: 1.8,
};
const INDUSTRIAL_ZONE_WEIGHT = 0.2;

export interface MeterReader {
  meterReadOrgId: number;
  /** The distribution company's id, or null for an industrial zone. */
  distributionId: number | null;
  weight: number;
}

const cache = new Map<number, readonly MeterReader[]>();

/** Meter readers of a seed's world, distribution companies first (by companyId), then the zones by id. */
export function meterReaders(seed: number): readonly MeterReader[] {
  let readers = cache.get(seed);
  if (readers) return readers;
  const { organizations } = simulateOrganizations(seed, simulatePowerPlants(seed));
  const byName = new Map(organizations.map((o) => [o.organizationName, o]));
  const companies = DISTRIBUTION_COMPANIES.map((d) => ({
    meterReadOrgId: byName.get(d.companyName)!.organizationId,
    distributionId: d.companyId,
    weight: d.provinces.reduce((s, p) => s + (LARGE_PROVINCES[p] ?? 1), 0),
  }));
  const zones = organizations.filter((o) => o.licence === 'OSB DAĞITIM').sort((a, b) => a.organizationId - b.organizationId)
    .map((o) => ({ meterReadOrgId: o.organizationId, distributionId: null, weight: INDUSTRIAL_ZONE_WEIGHT }));
  readers = [...companies, ...zones];
  cache.set(seed, readers);
  return readers;
}
