// The licensed power-plant investments under construction (licensed-powerplant-investment-list): one row per
// licensed project or capacity extension, with its licence date and number, the generation company building it
// (a producer of registry.organizations), the plant's name and province, the fuel, the units (their count and
// size), the capacity it adds (MW) and the expected provisional acceptance date. A time-independent list, drawn
// once per seed: mostly solar and wind (about three quarters of the capacity under construction), then
// run-of-river, geothermal, biomass and a few gas plants. An administrator's upload replaces it later.
import { wallMsToIso } from '../../../datasets/publishedBefore';
import { MS_PER_DAY } from '../../calendar';
import { simulateOrganizations } from '../../organizations';
import { simulatePowerPlants } from '../../powerPlants';
import { createPrng, hashString, type Prng } from '../../prng';
import type { SimRow } from '../../simulateWorld';
import { GEOTHERMAL_PLACES, INDUSTRIAL_PLACES, RIVER_PLACES, SOLAR_PLACES, STREAMS, WIND_PLACES, type Place } from '../../turkishPlaces';

interface InvestmentKind {
  /** The fuel as the list names it (yakitCinsi). */
  fuel: string;
  places: readonly Place[];
  suffix: string;
  /** How many of the list's projects are of this kind. */
  count: number;
  /** Unit size (MW) range and unit count range. */
  unitMw: readonly [number, number];
  units: readonly [number, number];
}

const KINDS: readonly InvestmentKind[] = [
  { fuel: 'GÜNEŞ', places: SOLAR_PLACES, suffix: 'GÜNEŞ ENERJİ SANTRALİ', count: 60, unitMw: [5, 25], units: [1, 6] },
  { fuel: 'RÜZGAR', places: WIND_PLACES, suffix: 'RÜZGAR ENERJİ SANTRALİ', count: 45, unitMw: [4.2, 6.6], units: [3, 16] },
  { fuel: 'AKARSU', places: RIVER_PLACES, suffix: 'REGÜLATÖRÜ VE HES', count: 18, unitMw: [2, 12], units: [1, 3] },
  { fuel: 'JEOTERMAL', places: GEOTHERMAL_PLACES, suffix: 'JEOTERMAL ENERJİ SANTRALİ', count: 8, unitMw: [10, 30], units: [1, 2] },
  { fuel: 'BİYOKÜTLE', places: INDUSTRIAL_PLACES, suffix: 'BİYOKÜTLE SANTRALİ', count: 10, unitMw: [1.2, 6], units: [1, 3] },
  { fuel: 'DOĞAL GAZ', places: INDUSTRIAL_PLACES, suffix: 'DOĞALGAZ KOMBİNE ÇEVRİM SANTRALİ', count: 4, unitMw: [120, 420], units: [1, 2] },
];

/** 2015-01-01 and 2025-01-01 (day numbers since 1970), the span licences are drawn from. */
const LICENCE_FIRST_DAY = 16_436;
const LICENCE_LAST_DAY = 20_089;

const round1 = (x: number): number => Math.round(x * 10) / 10;
const decimalComma = (x: number): string => String(x).replace('.', ',');

function plantName(prng: Prng, kind: InvestmentKind, place: Place): string {
  if (kind.fuel === 'AKARSU') return `${prng.pick(STREAMS)} ${kind.suffix}`;
  return `${place.district} ${kind.suffix}`;
}

const cache = new Map<number, SimRow[]>();

export function licensedPlantInvestments(seed: number): SimRow[] {
  const cached = cache.get(seed);
  if (cached) return cached;
  const prng = createPrng(hashString('generationPlans.investments') ^ seed);
  const producers = simulateOrganizations(seed, simulatePowerPlants(seed)).organizations.filter((o) => o.licence === 'ÜRETİM');
  const rows: SimRow[] = [];
  let serial = 0;
  for (const kind of KINDS) {
    for (let k = 0; k < kind.count; k++) {
      serial++;
      const place = prng.pick(kind.places);
      const company = prng.pick(producers);
      const units = prng.int(kind.units[0], kind.units[1]);
      const unitMw = round1(kind.unitMw[0] + prng.next() * (kind.unitMw[1] - kind.unitMw[0]));
      const licenceDay = prng.int(LICENCE_FIRST_DAY, LICENCE_LAST_DAY);
      // Building takes two to five years from the licence; the list holds what is not yet accepted.
      const acceptanceDay = Math.max(LICENCE_LAST_DAY + 30 + prng.int(0, 365), licenceDay + prng.int(730, 1825));
      const year = new Date(licenceDay * MS_PER_DAY).getUTCFullYear();
      rows.push({
        lisansTarihi: wallMsToIso(licenceDay * MS_PER_DAY),
        lisansNo: `EÜ/${prng.int(5000, 12999)}-${prng.int(1, 40)}/${String(serial).padStart(5, '0')}-${year}`,
        sirketAdi: company.organizationName,
        santralAdi: plantName(prng, kind, place),
        il: place.province,
        yakitCinsi: kind.fuel,
        uniteGucu: `${decimalComma(unitMw)} MWe`,
        uniteSayisi: String(units),
        ilaveKuruluGuc: round1(units * unitMw),
        geciciKabulTarihi: wallMsToIso(acceptanceDay * MS_PER_DAY),
      });
    }
  }
  cache.set(seed, rows);
  return rows;
}
