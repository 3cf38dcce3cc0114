// Market participants: the owners of the power-plant registry, electricity suppliers and regional retailers,
// the 21 distribution companies, organised-industrial-zone distributors and the natural-gas side (importers,
// wholesalers, city distribution companies). Names are composed from Turkish places, family names and the
// usual company-name patterns ("… Enerji Elektrik Üretim A.Ş."); none is a real company's exact name.
// Party EIC codes ('40X…') carry a valid check character. Drawn once from a sequential PRNG: same seed, same list.
import { DISTRIBUTION_COMPANIES } from './distributionCompanies';
import { eicCheckCharacter } from './eicCode';
import type { PowerPlant } from './powerPlants';
import { createPrng, hashString, type Prng } from './prng';
import { titleCaseTr } from './provinces';
import { INDUSTRIAL_PLACES, PROVINCES } from './turkishPlaces';

export type Licence = 'ÜRETİM' | 'TEDARİK' | 'DAĞITIM' | 'OSB DAĞITIM' | 'DOĞAL GAZ TOPTAN SATIŞ' | 'DOĞAL GAZ İTHALAT' | 'DOĞAL GAZ DAĞITIM';

/** Licence ids as participant-count-based-upon-license-type numbers them (licenceId). */
export const LICENCE_IDS: Record<Licence, number> = {
  'ÜRETİM': 1, 'TEDARİK': 2, 'DAĞITIM': 3, 'OSB DAĞITIM': 4, 'DOĞAL GAZ TOPTAN SATIŞ': 5, 'DOĞAL GAZ İTHALAT': 6, 'DOĞAL GAZ DAĞITIM': 7,
};

export interface Organization {
  organizationId: number;
  organizationName: string;
  organizationShortName: string;
  /** Party EIC ('40X' + 12 characters + check character). */
  organizationEtsoCode: string;
  organizationStatus: 'ACTIVE' | 'PASSIVE';
  legalStatus: 'PRIVATE' | 'PUBLIC';
  licence: Licence;
  licenceId: number;
  /** Market memberships as 0/1: day-ahead, intraday, power futures, YEK-G, spot gas, gas futures. */
  damEntry: number;
  intraDayEntry: number;
  vepEntry: number;
  yekgEntry: number;
  naturalGasMarketEntry: number;
  vgpParticipation: number;
}

export interface OrganizationRegistry {
  organizations: Organization[];
  /** Owner organisation of each power plant id. */
  ownerOfPlant: Map<number, number>;
}

const SURNAMES = [
  'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan',
  'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek', 'Polat', 'Korkmaz', 'Karaca', 'Ünal', 'Güneş',
  'Bozkurt', 'Tekin', 'Erdem', 'Aksoy', 'Uçar', 'Turan', 'Güler', 'Kaplan', 'Akın', 'Sarı', 'Çakır', 'Bulut', 'Tuna',
  'Karakaya', 'Taş', 'Akbulut', 'Ekinci', 'Gündoğdu', 'Başaran', 'Keskin', 'Altun', 'Toprak', 'Uysal', 'Ateş', 'Erol',
];
const WORDS = [
  'Anadolu', 'Ege', 'Marmara', 'Karadeniz', 'Toros', 'Kuzey', 'Güney', 'Doğu', 'Batı', 'Yeşil', 'Mavi', 'Beyaz', 'Poyraz',
  'Lodos', 'Yıldız', 'Kartal', 'Çınar', 'Pınar', 'Akarsu', 'Kaya', 'Demir', 'Altın', 'Gümüş', 'Zirve', 'Ufuk', 'Atlas',
  'Vira', 'Deniz', 'Meltem', 'Işık', 'Şafak', 'Tan', 'Sahil', 'Ova', 'Yayla', 'Kardelen', 'Akçay', 'Boğaz', 'Bereket',
  'Kuvvet', 'Enerjik', 'Aydınlık', 'Kıvılcım', 'Nehir', 'Vadi', 'Tepe', 'Ilgaz', 'Uludağ', 'Erciyes', 'Palandöken',
];
const SOURCE_WORD: Partial<Record<PowerPlant['source'], string>> = {
  sun: 'Güneş', wind: 'Rüzgar', river: 'Hidro', dammedHydro: 'Hidro', geothermal: 'Jeotermal', biomass: 'Biyoenerji',
  naturalGas: 'Doğalgaz', wasteheat: 'Atık Isı',
};

const DROP_IN_SHORT = new Set([
  'ENERJİ', 'ELEKTRİK', 'ÜRETİM', 'VE', 'TİCARET', 'SANAYİ', 'A.Ş.', 'LTD.', 'ŞTİ.', 'BÖLGESİ', 'DAĞITIM', 'SATIŞ', 'TOPTAN',
  'TEDARİK', 'DOĞAL', 'GAZ', 'İTHALAT', 'İHRACAT', 'PERAKENDE',
]);

/** 'Poyraz Yıldız Enerji Elektrik Üretim A.Ş.' → 'POYRAZ YILDIZ ENERJİ', 'Akyazı Organize Sanayi Bölgesi Müdürlüğü' → 'AKYAZI OSB'. */
function shortNameOf(name: string): string {
  const words = name.toLocaleUpperCase('tr-TR').split(' ');
  if (name.includes('Organize Sanayi')) return `${words[0]} OSB`;
  const kept = words.filter((w) => !DROP_IN_SHORT.has(w)).slice(0, 2);
  const base = kept.join(' ') || words[0]!;
  const kind = name.includes('Gaz') ? 'GAZ' : name.includes('Dağıtım') ? 'EDAŞ' : name.includes('Perakende') ? 'EPSAŞ' : 'ENERJİ';
  const withKind = `${base} ${kind}`;
  return withKind.length <= 24 ? withKind : base.slice(0, 24);
}

/** A unique, valid party EIC: '40X' + 12 characters whose tail encodes the number. */
export function partyEic(number: number, salt: number): string {
  for (let attempt = 0; ; attempt++) {
    const tail = number.toString(36).toUpperCase().padStart(5, '0');
    const head = ((salt + attempt * 7919) % 36 ** 7).toString(36).toUpperCase().padStart(7, '0').slice(-7);
    const body = `40X${head}${tail}`;
    const check = eicCheckCharacter(body);
    if (check) return body + check;
  }
}

type Draft = Omit<Organization, 'organizationId' | 'organizationShortName' | 'organizationEtsoCode' | 'licenceId' | 'organizationStatus'> & { plants?: PowerPlant[] };

function generationName(prng: Prng, firstPlant: PowerPlant): string {
  const place = titleCaseTr(firstPlant.name.split(/[ -]/)[0]!);
  const kind = SOURCE_WORD[firstPlant.source] ?? 'Enerji';
  switch (prng.int(0, 4)) {
    case 0: return `${prng.pick(SURNAMES)} Enerji Elektrik Üretim A.Ş.`;
    case 1: return `${prng.pick(WORDS)} ${prng.pick(WORDS)} Enerji Üretim A.Ş.`;
    case 2: return `${place} ${kind} Elektrik Üretim A.Ş.`;
    case 3: return `${prng.pick(WORDS)} Yenilenebilir Enerji Yatırımları A.Ş.`;
    default: return `${prng.pick(SURNAMES)} ${prng.pick(['Holding Enerji', 'Grup Enerji', 'Kardeşler Enerji'])} Üretim ve Ticaret A.Ş.`;
  }
}

function uniqueName(make: () => string, used: Set<string>): string {
  for (let i = 0; i < 20; i++) {
    const name = make();
    if (!used.has(name)) { used.add(name); return name; }
  }
  // Crowded pattern: number the repeat, as trade registries do.
  const base = make();
  for (let n = 2; ; n++) {
    const name = base.replace(/ (A\.Ş\.|Ltd\. Şti\.)$/, ` ${n} $1`);
    if (!used.has(name)) { used.add(name); return name; }
  }
}

const memberships = (dam: boolean, intraDay: boolean, vep: boolean, yekg: boolean, gas: boolean, vgp: boolean) => ({
  damEntry: +dam, intraDayEntry: +intraDay, vepEntry: +vep, yekgEntry: +yekg, naturalGasMarketEntry: +gas, vgpParticipation: +vgp,
});

export function simulateOrganizations(seed: number, plants: readonly PowerPlant[]): OrganizationRegistry {
  const prng = createPrng((seed ^ hashString('organizations')) >>> 0);
  const used = new Set<string>();
  const drafts: Draft[] = [];

  // Generation: one public owner of the largest dams and lignite plants, ~420 private owners of the rest;
  // a few portfolio owners hold many plants, most hold one or two (Zipf-like weights).
  const isPublic = (p: PowerPlant) => (p.source === 'dammedHydro' && p.installedCapacity >= 500) || (p.source === 'lignite' && p.installedCapacity >= 600);
  const publicPlants = plants.filter(isPublic);
  const privatePlants = plants.filter((p) => !isPublic(p));
  const ownerCount = Math.min(420, privatePlants.length);
  const owners: PowerPlant[][] = Array.from({ length: ownerCount }, () => []);
  const weights = owners.map((_, k) => 1 / (k + 2) ** 1.1);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  privatePlants.forEach((plant, i) => {
    if (i < ownerCount) { owners[i]!.push(plant); return; }
    let r = prng.next() * weightSum;
    let k = 0;
    while (k < ownerCount - 1 && (r -= weights[k]!) > 0) k++;
    owners[k]!.push(plant);
  });
  used.add('Kamu Elektrik Üretim A.Ş.');
  drafts.push({ organizationName: 'Kamu Elektrik Üretim A.Ş.', legalStatus: 'PUBLIC', licence: 'ÜRETİM', plants: publicPlants, ...memberships(true, true, true, true, true, false) });
  for (const owned of owners) {
    const hasGas = owned.some((p) => p.source === 'naturalGas');
    const renewable = owned.some((p) => ['sun', 'wind', 'river', 'dammedHydro', 'geothermal', 'biomass'].includes(p.source));
    const big = owned.length > 3;
    drafts.push({
      organizationName: uniqueName(() => generationName(prng, owned[0]!), used), legalStatus: 'PRIVATE', licence: 'ÜRETİM', plants: owned,
      ...memberships(true, big || prng.chance(0.6), big && prng.chance(0.5), renewable && prng.chance(0.5), hasGas, hasGas && prng.chance(0.3)),
    });
  }

  // Electricity: regional retailers, distribution companies, independent suppliers, OSB distributors.
  for (const d of DISTRIBUTION_COMPANIES) {
    const region = d.companyName.replace(' Bölgesi Elektrik Dağıtım A.Ş.', '');
    used.add(`${region} Bölgesi Elektrik Perakende Satış A.Ş.`);
    drafts.push({ organizationName: `${region} Bölgesi Elektrik Perakende Satış A.Ş.`, legalStatus: 'PRIVATE', licence: 'TEDARİK', ...memberships(true, true, true, true, false, false) });
    used.add(d.companyName);
    drafts.push({ organizationName: d.companyName, legalStatus: 'PRIVATE', licence: 'DAĞITIM', ...memberships(true, true, false, false, false, false) });
  }
  for (let i = 0; i < 210; i++) {
    const name = uniqueName(() => prng.pick([
      () => `${prng.pick(WORDS)} Enerji Toptan Satış A.Ş.`,
      () => `${prng.pick(SURNAMES)} Elektrik Tedarik Ltd. Şti.`,
      () => `${prng.pick(WORDS)} ${prng.pick(WORDS)} Enerji Ticaret A.Ş.`,
      () => `${prng.pick(SURNAMES)} Enerji Sanayi ve Ticaret A.Ş.`,
    ])(), used);
    const gas = prng.chance(0.25);
    drafts.push({ organizationName: name, legalStatus: 'PRIVATE', licence: 'TEDARİK', ...memberships(prng.chance(0.9), prng.chance(0.7), prng.chance(0.2), prng.chance(0.3), gas, gas && prng.chance(0.4)) });
  }
  const osbPlaces = [...new Set(INDUSTRIAL_PLACES.map((p) => titleCaseTr(p.district)))].slice(0, 36);
  for (const place of osbPlaces) {
    const name = `${place} Organize Sanayi Bölgesi Müdürlüğü`;
    used.add(name);
    drafts.push({ organizationName: name, legalStatus: 'PUBLIC', licence: 'OSB DAĞITIM', ...memberships(true, prng.chance(0.4), false, false, prng.chance(0.5), false) });
  }

  // Natural gas: importers, wholesalers and one city distribution company for most provinces.
  for (let i = 0; i < 55; i++) {
    const importer = i < 20;
    const name = uniqueName(() => importer
      ? `${prng.pick(WORDS)} Gaz İthalat İhracat ve Ticaret A.Ş.`
      : `${prng.pick([...WORDS, ...SURNAMES])} Doğal Gaz Toptan Satış A.Ş.`, used);
    drafts.push({ organizationName: name, legalStatus: 'PRIVATE', licence: importer ? 'DOĞAL GAZ İTHALAT' : 'DOĞAL GAZ TOPTAN SATIŞ', ...memberships(false, false, false, false, true, prng.chance(0.6)) });
  }
  for (const province of PROVINCES) {
    if (prng.chance(0.12)) continue; // a few provinces are served by a neighbour's company
    const name = uniqueName(() => `${province} Doğal Gaz Dağıtım A.Ş.`, used);
    drafts.push({ organizationName: name, legalStatus: 'PRIVATE', licence: 'DOĞAL GAZ DAĞITIM', ...memberships(false, false, false, false, true, false) });
  }

  // Shuffle so ids do not reveal the kind, then number with irregular gaps like a real registry.
  for (let i = drafts.length - 1; i > 0; i--) {
    const j = Math.floor(prng.next() * (i + 1));
    [drafts[i], drafts[j]] = [drafts[j]!, drafts[i]!];
  }
  const ownerOfPlant = new Map<number, number>();
  const shortNames = new Map<string, number>();
  let id = 10_000;
  const organizations = drafts.map((d, i) => {
    id += 1 + prng.int(0, 40);
    for (const p of d.plants ?? []) ownerOfPlant.set(p.id, id);
    let shortName = shortNameOf(d.organizationName);
    const n = (shortNames.get(shortName) ?? 0) + 1;
    shortNames.set(shortName, n);
    if (n > 1) shortName = `${shortName.slice(0, 21)}-${n}`;
    const { plants: _owned, ...rest } = d;
    return {
      organizationId: id, ...rest, organizationShortName: shortName,
      organizationEtsoCode: partyEic(i + 1, Math.floor(prng.next() * 2 ** 31)),
      // Owners of a plant stay active; a few other companies have given up their licence.
      organizationStatus: (d.plants?.length || !prng.chance(0.07) ? 'ACTIVE' : 'PASSIVE') as Organization['organizationStatus'],
      licenceId: LICENCE_IDS[d.licence],
    };
  });
  return { organizations, ownerOfPlant };
}
