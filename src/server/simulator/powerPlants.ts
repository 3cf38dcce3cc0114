// The simulated licensed power-plant registry: ~1,500 plants whose count and total installed capacity per source
// match Turkey's fleet (≈115 GW in 2025: solar ~22 GW, wind ~13, dam hydro ~23, run-of-river ~8, gas ~25,
// lignite ~10, imported coal ~10 …): many small solar, wind and river plants, few large thermal ones. Big
// thermal units and the dam plants carry fixed, well-known locational names; the rest are composed from
// district names of the regions where such plants are built. Drawn once from a sequential PRNG: same seed,
// same registry.
import type { GenerationSource } from '../datasets/datasets';
import { DAMS } from './dams';
import { resourceObjectEic } from './eicCode';
import { createPrng, hashString, type Prng } from './prng';
import {
  GEOTHERMAL_PLACES, INDUSTRIAL_PLACES, RIVER_PLACES, SOLAR_PLACES, STREAMS, WIND_PLACES, type Place,
} from './turkishPlaces';

export type PlantSource = Exclude<GenerationSource, 'importExport'>;

export interface PowerPlant {
  id: number;
  name: string;
  eic: string;
  shortName: string;
  source: PlantSource;
  installedCapacity: number;
  city: string;
}

type Named = readonly [name: string, city: string, mw: number];

const LIGNITE_PLANTS: readonly Named[] = [
  ['AFŞİN-ELBİSTAN A TERMİK SANTRALİ', 'Kahramanmaraş', 1355], ['AFŞİN-ELBİSTAN B TERMİK SANTRALİ', 'Kahramanmaraş', 1440],
  ['SOMA B TERMİK SANTRALİ', 'Manisa', 990], ['EYNEZ TERMİK SANTRALİ', 'Manisa', 510], ['YENİKÖY TERMİK SANTRALİ', 'Muğla', 420],
  ['KEMERKÖY TERMİK SANTRALİ', 'Muğla', 630], ['YATAĞAN TERMİK SANTRALİ', 'Muğla', 630], ['SEYİTÖMER TERMİK SANTRALİ', 'Kütahya', 600],
  ['TUNÇBİLEK TERMİK SANTRALİ', 'Kütahya', 365], ['KANGAL TERMİK SANTRALİ', 'Sivas', 457], ['ÇAYIRHAN TERMİK SANTRALİ', 'Ankara', 620],
  ['ORHANELİ TERMİK SANTRALİ', 'Bursa', 210], ['ÇAN TERMİK SANTRALİ', 'Çanakkale', 320], ['ÇAN-2 TERMİK SANTRALİ', 'Çanakkale', 340],
  ['TUFANBEYLİ TERMİK SANTRALİ', 'Adana', 450], ['GÖYNÜK TERMİK SANTRALİ', 'Bolu', 270], ['ÇAYIRHAN-2 TERMİK SANTRALİ', 'Ankara', 150],
  ['SOMA A TERMİK SANTRALİ', 'Manisa', 44], ['DENİŞ TERMİK SANTRALİ', 'Manisa', 160], ['MİLAS TERMİK SANTRALİ', 'Muğla', 85],
];
const IMPORT_COAL_PLANTS: readonly Named[] = [
  ['KARABİGA İTHAL KÖMÜR SANTRALİ', 'Çanakkale', 1320], ['BEKİRLİ İTHAL KÖMÜR SANTRALİ', 'Çanakkale', 1200],
  ['BİGA İTHAL KÖMÜR SANTRALİ', 'Çanakkale', 405], ['İSKENDERUN İTHAL KÖMÜR SANTRALİ', 'Hatay', 1320],
  ['SÜGÖZÜ İTHAL KÖMÜR SANTRALİ', 'Adana', 1320], ['HUNUTLU İTHAL KÖMÜR SANTRALİ', 'Adana', 1320],
  ['PAYAS İTHAL KÖMÜR SANTRALİ', 'Hatay', 1200], ['EREN İTHAL KÖMÜR SANTRALİ', 'Zonguldak', 1360],
  ['ALİAĞA İTHAL KÖMÜR SANTRALİ', 'İzmir', 350], ['BANDIRMA İTHAL KÖMÜR SANTRALİ', 'Balıkesir', 150],
  ['YUMURTALIK İTHAL KÖMÜR SANTRALİ', 'Adana', 120], ['GEMLİK İTHAL KÖMÜR SANTRALİ', 'Bursa', 60],
  ['KARABÜK ATIK GAZ VE KÖMÜR SANTRALİ', 'Karabük', 60], ['ERDEMİR ENERJİ SANTRALİ', 'Zonguldak', 75],
];
const BLACK_COAL_PLANTS: readonly Named[] = [
  ['ÇATALAĞZI TERMİK SANTRALİ', 'Zonguldak', 300], ['KİLİMLİ TERMİK SANTRALİ', 'Zonguldak', 230],
  ['AMASRA TERMİK SANTRALİ', 'Bartın', 150], ['KOZLU TERMİK SANTRALİ', 'Zonguldak', 120],
];
const ASPHALTITE_PLANTS: readonly Named[] = [
  ['SİLOPİ ASFALTİT SANTRALİ', 'Şırnak', 270], ['SİLOPİ-2 ASFALTİT SANTRALİ', 'Şırnak', 135],
];
const FUEL_OIL_PLANTS: readonly Named[] = [
  ['AMBARLI FUEL OİL SANTRALİ', 'İstanbul', 120], ['HOPA FUEL OİL SANTRALİ', 'Artvin', 50],
  ['ALİAĞA RAFİNERİ SANTRALİ', 'İzmir', 55], ['BATMAN RAFİNERİ SANTRALİ', 'Batman', 30],
  ['KIRIKKALE RAFİNERİ SANTRALİ', 'Kırıkkale', 25], ['İZMİT RAFİNERİ SANTRALİ', 'Kocaeli', 20],
];
const BIG_GAS_PLANTS: readonly Named[] = [
  ['HAMİTABAT DOĞALGAZ KOMBİNE ÇEVRİM SANTRALİ', 'Kırklareli', 1220], ['GEBZE DOĞALGAZ KOMBİNE ÇEVRİM SANTRALİ', 'Kocaeli', 1540],
  ['ADAPAZARI DOĞALGAZ KOMBİNE ÇEVRİM SANTRALİ', 'Sakarya', 770], ['AMBARLI DOĞALGAZ KOMBİNE ÇEVRİM SANTRALİ', 'İstanbul', 1350],
  ['BURSA DOĞALGAZ KOMBİNE ÇEVRİM SANTRALİ', 'Bursa', 1430], ['ALİAĞA DOĞALGAZ KOMBİNE ÇEVRİM SANTRALİ', 'İzmir', 1060],
  ['BANDIRMA DOĞALGAZ KOMBİNE ÇEVRİM SANTRALİ', 'Balıkesir', 930], ['ERZİN DOĞALGAZ KOMBİNE ÇEVRİM SANTRALİ', 'Hatay', 900],
  ['SAMSUN DOĞALGAZ KOMBİNE ÇEVRİM SANTRALİ', 'Samsun', 870], ['DENİZLİ DOĞALGAZ KOMBİNE ÇEVRİM SANTRALİ', 'Denizli', 800],
  ['YAHŞİHAN DOĞALGAZ KOMBİNE ÇEVRİM SANTRALİ', 'Kırıkkale', 840], ['ÇORLU DOĞALGAZ KOMBİNE ÇEVRİM SANTRALİ', 'Tekirdağ', 790],
  ['İZMİR KEMALPAŞA DOĞALGAZ KOMBİNE ÇEVRİM SANTRALİ', 'İzmir', 910], ['MARMARAEREĞLİSİ DOĞALGAZ KOMBİNE ÇEVRİM SANTRALİ', 'Tekirdağ', 480],
];

/** Plant count and total installed MW by source. */
const FLEET: Record<PlantSource, { count: number; totalMw: number }> = {
  sun: { count: 350, totalMw: 22_000 },
  wind: { count: 300, totalMw: 13_000 },
  dammedHydro: { count: 160, totalMw: 23_000 },
  river: { count: 300, totalMw: 8_000 },
  naturalGas: { count: 120, totalMw: 25_000 },
  lignite: { count: LIGNITE_PLANTS.length, totalMw: 0 },
  importCoal: { count: IMPORT_COAL_PLANTS.length, totalMw: 0 },
  geothermal: { count: 60, totalMw: 1_700 },
  biomass: { count: 150, totalMw: 2_300 },
  blackCoal: { count: BLACK_COAL_PLANTS.length, totalMw: 0 },
  asphaltiteCoal: { count: ASPHALTITE_PLANTS.length, totalMw: 0 },
  fueloil: { count: FUEL_OIL_PLANTS.length, totalMw: 0 },
  wasteheat: { count: 30, totalMw: 400 },
  naphta: { count: 0, totalMw: 0 },
  lng: { count: 0, totalMw: 0 },
};

/** Lognormal sizes rescaled to a total, rounded to 0.1 MW, each at least `min`. */
function sizes(prng: Prng, count: number, total: number, sigma: number, min: number): number[] {
  const raw = Array.from({ length: count }, () => Math.exp(sigma * prng.normal()));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((r) => Math.max(min, Math.round(((r / sum) * total) * 10) / 10));
}

const ABBREVIATIONS: readonly (readonly [RegExp, string])[] = [
  [/ DOĞALGAZ KOMBİNE ÇEVRİM SANTRALİ$/, ' DGKÇS'], [/ İTHAL KÖMÜR SANTRALİ$/, ' İKS'], [/ TERMİK SANTRALİ$/, ' TS'],
  [/ BARAJI VE HES$/, ' HES'], [/ REGÜLATÖRÜ VE HES$/, ' HES'], [/ KOJENERASYON SANTRALİ$/, ' KOJEN'],
  [/ BİYOGAZ SANTRALİ$/, ' BGS'], [/ BİYOKÜTLE SANTRALİ$/, ' BKS'], [/ ÇÖP GAZI SANTRALİ$/, ' ÇGS'],
  [/ ATIK ISI SANTRALİ$/, ' AIS'], [/ GÜNEŞ ENERJİ SANTRALİ$/, ' GES'], [/ RÜZGAR ENERJİ SANTRALİ$/, ' RES'],
  [/ DOĞALGAZ SANTRALİ$/, ' DGS'], [/ SANTRALİ$/, ' S'], [/ ASFALTİT SANTRALİ$/, ' AS'], [/ FUEL OİL SANTRALİ$/, ' FO'],
  [/ RAFİNERİ SANTRALİ$/, ' RAF'], [/ ENERJİ SANTRALİ$/, ' ES'], [/ ATIK GAZ VE KÖMÜR SANTRALİ$/, ' AGKS'],
];

function shortNameOf(name: string): string {
  let s = name;
  for (const [pattern, replacement] of ABBREVIATIONS) s = s.replace(pattern, replacement);
  return s.length <= 24 ? s : s.slice(0, 24).trimEnd();
}

/** Composed names for the many small plants, by source: [place or stream, plant-type words]. */
function composeName(prng: Prng, source: PlantSource, place: Place): [string, string] {
  const d = place.district;
  switch (source) {
    case 'sun': return prng.pick([[d, 'GES'], [d, 'GES'], [d, 'GÜNEŞ ENERJİ SANTRALİ'], [d, 'OSB GES']]);
    case 'wind': return prng.pick([[d, 'RES'], [d, 'RES'], [d, 'RÜZGAR ENERJİ SANTRALİ']]);
    case 'river': return prng.pick([[prng.pick(STREAMS), 'HES'], [prng.pick(STREAMS), 'REGÜLATÖRÜ VE HES'], [d, 'HES']]);
    case 'dammedHydro': return prng.pick([[d, 'BARAJI VE HES'], [prng.pick(STREAMS), 'BARAJI VE HES']]);
    case 'naturalGas': return prng.pick([[d, 'DGKÇS'], [d, 'KOJENERASYON SANTRALİ'], [d, 'OSB KOJENERASYON SANTRALİ'], [d, 'DOĞALGAZ SANTRALİ']]);
    case 'geothermal': return [d, 'JES'];
    case 'biomass': return prng.pick([[d, 'BİYOGAZ SANTRALİ'], [d, 'BİYOKÜTLE SANTRALİ'], [d, 'ÇÖP GAZI SANTRALİ']]);
    case 'wasteheat': return prng.pick([[d, 'ÇİMENTO ATIK ISI SANTRALİ'], [d, 'ATIK ISI SANTRALİ']]);
    default: return [d, 'SANTRALİ'];
  }
}

/** Makes a name unique by numbering repeats after the place, as the registry does ("AKSARAY-2 GES"). */
function uniqueName(base: string, kind: string, used: Map<string, number>): string {
  const plain = kind ? `${base} ${kind}` : base;
  const n = (used.get(plain) ?? 0) + 1;
  used.set(plain, n);
  if (n === 1) return plain;
  return kind ? `${base}-${n} ${kind}` : `${base}-${n}`;
}

const PLACES_FOR: Partial<Record<PlantSource, readonly Place[]>> = {
  sun: SOLAR_PLACES, wind: WIND_PLACES, river: RIVER_PLACES, dammedHydro: RIVER_PLACES, naturalGas: INDUSTRIAL_PLACES,
  geothermal: GEOTHERMAL_PLACES, biomass: [...INDUSTRIAL_PLACES, ...SOLAR_PLACES], wasteheat: INDUSTRIAL_PLACES,
};

/** Province of each dam, for the dam hydro plants named after registry dams. */
const DAM_CITY: Record<string, string> = {
  'ATATÜRK': 'Şanlıurfa', 'KEBAN': 'Elazığ', 'KARAKAYA': 'Diyarbakır', 'BİRECİK': 'Şanlıurfa', 'KARKAMIŞ': 'Gaziantep',
  'ÖZLÜCE': 'Bingöl', 'ALPASLAN-1': 'Muş', 'ALPASLAN-2': 'Muş', 'BEYHAN-1': 'Elazığ', 'ILISU': 'Mardin', 'BATMAN': 'Batman',
  'KRALKIZI': 'Diyarbakır', 'ÇETİN': 'Siirt', 'DERİNER': 'Artvin', 'YUSUFELİ': 'Artvin', 'ARTVİN': 'Artvin', 'BORÇKA': 'Artvin',
  'MURATLI': 'Artvin', 'ARKUN': 'Erzurum', 'ALTINKAYA': 'Samsun', 'BOYABAT': 'Sinop', 'HİRFANLI': 'Kırşehir',
  'KESİKKÖPRÜ': 'Ankara', 'DERBENT': 'Samsun', 'OBRUK': 'Çorum', 'YAMULA': 'Kayseri', 'KARGI KIZILIRMAK': 'Çorum',
  'HASAN UĞURLU': 'Samsun', 'ALMUS': 'Tokat', 'KILIÇKAYA': 'Sivas', 'KÖKLÜCE': 'Tokat', 'ÇAMLIGÖZE': 'Sivas',
  'SARIYAR': 'Ankara', 'GÖKÇEKAYA': 'Eskişehir', 'GÜRSÖĞÜT': 'Eskişehir', 'SEYHAN': 'Adana', 'YEDİGÖZE': 'Adana',
  'ÇATALAN': 'Adana', 'KAVŞAKBENDİ': 'Adana', 'MENGE': 'Adana', 'BERKE': 'Osmaniye', 'ASLANTAŞ': 'Osmaniye', 'SIR': 'Kahramanmaraş',
  'MENZELET': 'Kahramanmaraş', 'KANDİL': 'Kahramanmaraş', 'ADATEPE': 'Kahramanmaraş', 'ERMENEK': 'Karaman', 'GEZENDE': 'Mersin',
  'YALNIZARDIÇ': 'Mersin', 'ALAKÖPRÜ': 'Mersin', 'OYMAPINAR': 'Antalya', 'MANAVGAT': 'Antalya', 'KARACAÖREN I': 'Burdur',
  'KARACAÖREN II': 'Burdur', 'KİRAZLIKÖPRÜ': 'Karabük', 'KÖPRÜBAŞI': 'Bartın', 'KÜRTÜN': 'Gümüşhane', 'TORUL': 'Gümüşhane',
  'ADIGÜZEL': 'Denizli', 'KEMER': 'Aydın', 'ÇINARCIK': 'Bursa',
};

export function simulatePowerPlants(seed: number): PowerPlant[] {
  const prng = createPrng((seed ^ hashString('powerPlants')) >>> 0);
  const drafts: Omit<PowerPlant, 'id' | 'eic' | 'shortName'>[] = [];
  const used = new Map<string, number>();
  const addNamed = (source: PlantSource, list: readonly Named[]): void => {
    for (const [name, city, mw] of list) drafts.push({ name: uniqueName(name, '', used), source, installedCapacity: mw, city });
  };
  addNamed('lignite', LIGNITE_PLANTS);
  addNamed('importCoal', IMPORT_COAL_PLANTS);
  addNamed('blackCoal', BLACK_COAL_PLANTS);
  addNamed('asphaltiteCoal', ASPHALTITE_PLANTS);
  addNamed('fueloil', FUEL_OIL_PLANTS);
  addNamed('naturalGas', BIG_GAS_PLANTS);
  addNamed('dammedHydro', DAMS.map((d) => [`${d.name} HES`, DAM_CITY[d.name] ?? 'Ankara', d.installedCapacity] as const));
  // One very large solar field, as Turkey has.
  addNamed('sun', [['KARAPINAR YEKA GES', 'Konya', 1350]]);

  for (const source of Object.keys(FLEET) as PlantSource[]) {
    const places = PLACES_FOR[source];
    if (!places) continue;
    const already = drafts.filter((p) => p.source === source);
    const count = FLEET[source].count - already.length;
    const remainingMw = FLEET[source].totalMw - already.reduce((a, p) => a + p.installedCapacity, 0);
    const sigma = source === 'naturalGas' ? 1.3 : source === 'dammedHydro' ? 1.0 : 0.9;
    for (const mw of sizes(prng, count, remainingMw, sigma, 0.5)) {
      const place = prng.pick(places);
      const [base, kind] = composeName(prng, source, place);
      drafts.push({ name: uniqueName(base, kind, used), source, installedCapacity: mw, city: place.province });
    }
  }

  // Shuffle so ids do not reveal the source, then number with irregular gaps like a real registry.
  for (let i = drafts.length - 1; i > 0; i--) {
    const j = Math.floor(prng.next() * (i + 1));
    [drafts[i], drafts[j]] = [drafts[j]!, drafts[i]!];
  }
  let id = 100;
  return drafts.map((d, i) => {
    id += 1 + Math.floor(prng.next() * 5);
    const eic = resourceObjectEic(i + 1, Math.floor(prng.next() * 2 ** 31));
    return { id, name: d.name, eic, shortName: shortNameOf(d.name), source: d.source, installedCapacity: d.installedCapacity, city: d.city };
  });
}
