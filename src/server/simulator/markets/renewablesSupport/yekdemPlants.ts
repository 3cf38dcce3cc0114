// Which plants of the licensed registry (../../powerPlants.ts) are in YEKDEM, under which source, and from which
// year. A renewable plant joins with the chance that yekdem.ts gives its source's generation (88 % of wind,
// 95 % of solar, 10 % of dam hydro …), the biomass family by the kind its name says. A plant enters on the
// 1st of January of its entry year and is supported for ten calendar years. Plants that entered up to the
// cut-off (30 June 2021) are paid the USD tariffs of the old law ("old" capacity), later ones the new ones.
import { hashString } from '../../prng';
import { simulatePowerPlants, type PowerPlant } from '../../powerPlants';
import { SUPPORT, type YekdemSource } from '../../yekdem';

export const SUPPORT_YEARS = 10;
/** The last entry date of the old (USD) tariffs. */
export const OLD_TARIFF_CUTOFF = '2021-06-30';
const FIRST_ENTRY_YEAR = 2012;
const LAST_ENTRY_YEAR = 2027;

export interface YekdemPlant {
  plant: PowerPlant;
  source: Exclude<YekdemSource, 'diger'>;
  entryYear: number;
  /** Tariff, USD/MWh. */
  tariff: number;
  /** Entered up to the cut-off: old-law capacity. */
  old: boolean;
}

/** A uniform number in [0, 1) from the plant and a salt, the same in every world of a seed. */
const unit = (seed: number, plant: PowerPlant, salt: string): number => (hashString(`${seed}:${plant.id}:${salt}`) >>> 0) / 4294967296;

function sourceOf(seed: number, plant: PowerPlant): YekdemPlant['source'] | null {
  switch (plant.source) {
    case 'wind': return 'ruzgar';
    case 'sun': return 'gunes';
    case 'geothermal': return 'geothermal';
    case 'dammedHydro': return 'rezervuarli';
    case 'river': return unit(seed, plant, 'canal') < SUPPORT.kanalTipi.share / (SUPPORT.kanalTipi.share + SUPPORT.nehirTipi.share) ? 'kanalTipi' : 'nehirTipi';
    case 'biomass': return plant.name.includes('BİYOGAZ') ? 'biyogaz' : plant.name.includes('ÇÖP GAZI') ? 'copGazi' : 'biyokutle';
    default: return null;
  }
}

/** Chance that a plant of the source is in the mechanism (the biomass family and river types share their source's). */
function joinChance(source: YekdemPlant['source']): number {
  if (source === 'kanalTipi' || source === 'nehirTipi') return SUPPORT.kanalTipi.share + SUPPORT.nehirTipi.share;
  if (source === 'biyogaz' || source === 'copGazi' || source === 'biyokutle') return SUPPORT.biyokutle.share + SUPPORT.biyogaz.share + SUPPORT.copGazi.share;
  return SUPPORT[source].share;
}

export function yekdemPlants(seed: number): YekdemPlant[] {
  const out: YekdemPlant[] = [];
  for (const plant of simulatePowerPlants(seed)) {
    const source = sourceOf(seed, plant);
    if (!source || unit(seed, plant, 'join') >= joinChance(source)) continue;
    // More entries in later years, as the fleet grew.
    const entryYear = FIRST_ENTRY_YEAR + Math.floor(Math.sqrt(unit(seed, plant, 'entry')) * (LAST_ENTRY_YEAR - FIRST_ENTRY_YEAR + 1));
    const tariff = Math.round(SUPPORT[source].tariff * (0.9 + 0.2 * unit(seed, plant, 'tariff')) * 100) / 100;
    out.push({ plant, source, entryYear, tariff, old: `${entryYear}-01-01` <= OLD_TARIFF_CUTOFF });
  }
  return out;
}

/** The plants supported in a calendar year. */
export function plantsInYear(plants: readonly YekdemPlant[], year: number): YekdemPlant[] {
  return plants.filter((p) => p.entryYear <= year && year < p.entryYear + SUPPORT_YEARS);
}
