// Provinces (il) with their licence-plate numbers as ids, and districts (ilçe) gathered from the place lists of
// turkishPlaces.ts plus each province's central district. District ids are stable: province id × 100 + the
// district's rank in alphabetical order within its province.
import { GEOTHERMAL_PLACES, INDUSTRIAL_PLACES, PROVINCES, RIVER_PLACES, SOLAR_PLACES, WIND_PLACES } from './turkishPlaces';

export interface Province { id: number; name: string }
export interface District { id: number; name: string; provinceId: number }

/** PROVINCES is in plate order (Adana 1 … Düzce 81). */
export const PROVINCE_LIST: readonly Province[] = PROVINCES.map((name, i) => ({ id: i + 1, name }));

const provinceIdByName = new Map(PROVINCE_LIST.map((p) => [p.name, p.id]));

export function provinceId(name: string): number {
  const id = provinceIdByName.get(name);
  if (id === undefined) throw new Error(`unknown province '${name}'`);
  return id;
}

/** Places in the lists that are towns or neighbourhoods, not districts, or the province seat itself. */
const NOT_DISTRICTS = new Set(['AMBARLI', 'HADIMKÖY', 'HAMİTABAT', 'KIZILDERE', 'SULTANHANI', 'TEMELLİ', 'AFYON', 'BUHARKENT']);

/** 'ŞEREFLİKOÇHİSAR' → 'Şereflikoçhisar' (Turkish casing rules for İ/ı). */
export function titleCaseTr(upper: string): string {
  return upper.split(/([ -])/).map((w) => (w.length > 1 ? w[0]! + w.slice(1).toLocaleLowerCase('tr-TR') : w)).join('');
}

function buildDistricts(): District[] {
  const byProvince = new Map<string, Set<string>>(PROVINCES.map((p) => [p, new Set(['Merkez'])]));
  for (const place of [...SOLAR_PLACES, ...WIND_PLACES, ...RIVER_PLACES, ...GEOTHERMAL_PLACES, ...INDUSTRIAL_PLACES]) {
    if (NOT_DISTRICTS.has(place.district)) continue;
    const name = titleCaseTr(place.district);
    if (name === place.province) continue; // the seat is the central district
    byProvince.get(place.province)?.add(name);
  }
  return PROVINCE_LIST.flatMap((p) => [...byProvince.get(p.name)!]
    .sort((a, b) => a.localeCompare(b, 'tr'))
    .map((name, rank) => ({ id: p.id * 100 + rank + 1, name, provinceId: p.id })));
}

export const DISTRICTS: readonly District[] = buildDistricts();
