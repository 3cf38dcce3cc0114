// Rows of the registry datasets (registryDatasets.ts) other than power plants and dams: market participants,
// generation units, provinces, districts, distribution companies, gas points and storage facilities. They do
// not change with time and are written once, at the first build of the store.
import { DISTRIBUTION_COMPANIES } from './distributionCompanies';
import { GAS_POINTS, STORAGE_FACILITIES } from './gasPoints';
import { simulateGasMarketParticipants } from './gasMarketParticipants';
import { simulateGenerationUnits } from './generationUnits';
import { simulateOrganizations } from './organizations';
import { simulatePowerPlants } from './powerPlants';
import { DISTRICTS, PROVINCE_LIST, provinceId } from './provinces';
import type { SimRow } from './simulateWorld';

export function simulateRegistry(seed: number): Record<string, SimRow[]> {
  const plants = simulatePowerPlants(seed);
  const { organizations, ownerOfPlant } = simulateOrganizations(seed, plants);
  const orgIdByName = new Map(organizations.map((o) => [o.organizationName, o.organizationId]));
  const cityOfPlant = new Map(plants.map((p) => [p.id, p.city]));
  return {
    'registry.organizations': organizations.map((o) => ({ ...o })),
    'registry.gas-market-participants': simulateGasMarketParticipants(organizations).map((p) => ({ ...p })),
    // A unit lies in its power plant's province (the W-code lists filter by it).
    'registry.generation-units': simulateGenerationUnits(seed, plants, ownerOfPlant).map((u) => ({ ...u, provinceId: provinceId(cityOfPlant.get(u.powerPlantId)!) })),
    'registry.provinces': PROVINCE_LIST.map((p) => ({ ...p })),
    'registry.districts': DISTRICTS.map((d) => ({ ...d })),
    'registry.distribution-companies': DISTRIBUTION_COMPANIES.map((d) => ({
      companyId: d.companyId, companyName: d.companyName, distributeCode: d.distributeCode,
      provinces: d.provinces.join(', '), organizationId: orgIdByName.get(d.companyName)!,
    })),
    'registry.gas-points': GAS_POINTS.map((p) => ({ pointId: p.pointId, pointName: p.pointName, pointType: p.pointType, pointKind: p.kind, capacity: p.capacity })),
    'registry.storage-facilities': STORAGE_FACILITIES.map((f) => ({ ...f })),
  };
}
