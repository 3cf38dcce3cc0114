// Eligible subscribers by province and district (eligible-consumer-count): each province's eligible consumers of
// a sector (subscriberCounts.ts, the counts consumer-quantity publishes per province) shared out over its districts
// of provinces.ts in whole subscribers that add up exactly (a district with none has no row). The central district holds half of a province and the
// other districts share the rest; industry leans on the industrial districts (turkishPlaces.ts INDUSTRIAL_PLACES)
// and irrigation on the districts outside the central one. Each district's share moves ±2 % from month to month.
import { streamId, type NoiseField } from '../../noise';
import { DISTRICTS, PROVINCE_LIST, titleCaseTr } from '../../provinces';
import { INDUSTRIAL_PLACES } from '../../turkishPlaces';
import { apportion } from '../marketReports/apportion';
import { CONSUMER_SECTORS } from '../consumptionMetering/consumerSectors';
import type { ProvinceSectorCount } from './subscriberCounts';

const N_DISTRICT = streamId('consumer.counts.district');

const INDUSTRIAL = new Set(INDUSTRIAL_PLACES.map((p) => `${p.province}/${titleCaseTr(p.district)}`));

export interface DistrictEligibleCount {
  provinceId: number;
  provinceName: string;
  districtName: string;
  customerProfileGroup: string;
  eligibleCount: number;
}

const provinceName = new Map(PROVINCE_LIST.map((p) => [p.id, p.name]));

/** Each province's districts, with their place in DISTRICTS (a stable noise index). */
const DISTRICTS_OF = new Map<number, { district: (typeof DISTRICTS)[number]; at: number }[]>();
DISTRICTS.forEach((district, at) => {
  const list = DISTRICTS_OF.get(district.provinceId) ?? [];
  list.push({ district, at });
  DISTRICTS_OF.set(district.provinceId, list);
});
const SECTOR_INDEX = new Map(CONSUMER_SECTORS.map((s, i) => [s.tr, i]));

/** A district's weight within its province for a sector. */
function districtWeight(district: (typeof DISTRICTS)[number], sector: string): number {
  const province = provinceName.get(district.provinceId)!;
  const others = (DISTRICTS_OF.get(district.provinceId)?.length ?? 1) - 1;
  const central = district.name === 'Merkez';
  const base = central ? (others ? 0.5 : 1) : 0.5 / others;
  if (sector === 'Sanayi') return base * (INDUSTRIAL.has(`${province}/${district.name}`) ? 4 : 1);
  if (sector === 'Tarımsal Sulama') return base * (central ? 0.5 : 1.5);
  return base;
}

/**
 * One row per district and consumer sector of the month `index`: each province's eligible consumers of a sector
 * (provinceSectorCounts) shared out over its districts, so a province's districts add up to its published count.
 */
export function districtEligibleCounts(noise: NoiseField, index: number, cells: readonly ProvinceSectorCount[]): DistrictEligibleCount[] {
  return cells.flatMap((cell) => {
    const districts = DISTRICTS_OF.get(cell.provinceId) ?? [];
    const weights = districts.map(({ district, at }) => districtWeight(district, cell.consumerSector)
      * (0.98 + 0.04 * noise.uniform(N_DISTRICT, (index * 8 + (SECTOR_INDEX.get(cell.consumerSector) ?? 7)) * 1024 + at)));
    const parts = apportion(cell.eligible, weights);
    // A district without an eligible consumer of the sector (lighting has none) has no row.
    return districts.flatMap(({ district }, i) => (parts[i]! > 0 ? [{
      provinceId: cell.provinceId, provinceName: provinceName.get(cell.provinceId)!, districtName: district.name,
      customerProfileGroup: cell.consumerSector, eligibleCount: parts[i]!,
    }] : []));
  });
}
