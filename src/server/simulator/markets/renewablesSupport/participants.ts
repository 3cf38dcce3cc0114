// The YEKDEM participant list of a year (/v1/renewables/data/renewables-participant): every plant supported
// that year (yekdemPlants.ts) with its owner, units, capacity, expected (licensed) and last year's generation,
// entry date, support years and tariff. The generation figures are the capacity times a typical capacity
// factor of the source, varied per plant; the list is what an administrator replaces with the real one later.
import { simulateGenerationUnits } from '../../generationUnits';
import { simulateOrganizations } from '../../organizations';
import { simulatePowerPlants } from '../../powerPlants';
import { hashString } from '../../prng';
import type { YekdemSource } from '../../yekdem';
import { plantsInYear, SUPPORT_YEARS, yekdemPlants } from './yekdemPlants';

/** The years the list is published for: from the first year the mechanism had its current rules to next year's. */
export const PARTICIPANT_YEARS = Array.from({ length: 2027 - 2019 + 1 }, (_, k) => 2019 + k);

const CAPACITY_FACTOR: Record<Exclude<YekdemSource, 'diger'>, number> = {
  ruzgar: 0.33, gunes: 0.21, nehirTipi: 0.38, kanalTipi: 0.4, rezervuarli: 0.3, geothermal: 0.72, biyokutle: 0.68, biyogaz: 0.7, copGazi: 0.65,
};
/** How the operator labels the facility's kind. */
export const FACILITY_TYPE: Record<Exclude<YekdemSource, 'diger'>, string> = {
  ruzgar: 'RÜZGAR', gunes: 'GÜNEŞ', nehirTipi: 'NEHİR TİPİ HES', kanalTipi: 'KANAL TİPİ HES', rezervuarli: 'BARAJLI HES',
  geothermal: 'JEOTERMAL', biyokutle: 'BİYOKÜTLE', biyogaz: 'BİYOGAZ', copGazi: 'ÇÖP GAZI',
};

const round2 = (x: number): number => Math.round(x * 100) / 100;
const vary = (seed: number, id: number, salt: string): number => 0.85 + 0.3 * ((hashString(`${seed}:${id}:${salt}`) >>> 0) / 4294967296);

/** One row per supported plant and year. */
export function participantRows(seed: number) {
  const plants = yekdemPlants(seed);
  const registry = simulatePowerPlants(seed);
  const { organizations, ownerOfPlant } = simulateOrganizations(seed, registry);
  const orgName = new Map(organizations.map((o) => [o.organizationId, o.organizationName]));
  const unitCount = new Map<number, number>();
  for (const u of simulateGenerationUnits(seed, registry, ownerOfPlant)) unitCount.set(u.powerPlantId, (unitCount.get(u.powerPlantId) ?? 0) + 1);
  return PARTICIPANT_YEARS.flatMap((year) => plantsInYear(plants, year).map((p) => {
    const expected = p.plant.installedCapacity * 8760 * CAPACITY_FACTOR[p.source];
    return {
      year,
      orgName: orgName.get(ownerOfPlant.get(p.plant.id)!) ?? '',
      facilityName: p.plant.name,
      facilityType: FACILITY_TYPE[p.source],
      installedPower: p.plant.installedCapacity,
      unitCount: unitCount.get(p.plant.id) ?? 1,
      licencedYearlyGenerationAmount: round2(expected),
      // A plant in its first year has no full year behind it in the mechanism.
      lastYearGenerationAmount: year === p.entryYear ? 0 : round2(expected * vary(seed, p.plant.id, `gen${year}`)),
      entryDate: `${p.entryYear}-01-01T00:00:00+03:00`,
      latestUtilizationPeriod: p.entryYear + SUPPORT_YEARS - 1,
      utilizationPeriod: year - p.entryYear + 1,
      yekPrice: p.tariff,
    };
  }));
}
