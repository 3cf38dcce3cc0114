// The source columns of the generation-plan reports and of the injection quantities, and which generation source
// of the real-time generation (GENERATION_SOURCES) each one holds. The plans (KGÜP, KUDÜP, EAK) answer in Turkish
// names and put asphaltite and waste heat under `diger`; the injection quantities (UEVM) answer in English names
// with a column per source. Cross-border exchange is no plant's generation: it is in neither plan, and the
// injection quantities split it into imports and exports.
import type { GenerationSource } from '../../../datasets/datasets';

/** A generation source that a plan column holds, importExport left out. */
export type PlannedSource = Exclude<GenerationSource, 'importExport'>;

/** The plan column (dpp, dpp-first-version, sbfgp, aic) of each source. */
export const PLAN_COLUMN_OF: Readonly<Record<PlannedSource, string>> = {
  naturalGas: 'dogalgaz', lng: 'dogalgaz', wind: 'ruzgar', lignite: 'linyit', blackCoal: 'tasKomur', importCoal: 'ithalKomur',
  fueloil: 'fuelOil', geothermal: 'jeotermal', dammedHydro: 'barajli', naphta: 'nafta', biomass: 'biokutle', river: 'akarsu',
  sun: 'gunes', asphaltiteCoal: 'diger', wasteheat: 'diger',
};

/** The plan columns in the catalogue's order, after `toplam`. */
export const PLAN_COLUMNS = [
  'dogalgaz', 'ruzgar', 'linyit', 'tasKomur', 'ithalKomur', 'fuelOil', 'jeotermal', 'barajli', 'nafta', 'biokutle', 'akarsu', 'gunes', 'diger',
] as const;

/**
 * Stored beside the plan columns, not answered: the two parts of `diger`, so that a plant's share of its own
 * source can be read back (see src/server/seed/buildGenerationPlanShares.ts).
 */
export const PLAN_OTHER_PARTS: Readonly<Partial<Record<PlannedSource, string>>> = { asphaltiteCoal: 'digerAsfaltit', wasteheat: 'digerAtikIsi' };

/** The injection-quantity column of each source. */
export const INJECTION_COLUMN_OF: Readonly<Record<PlannedSource, string>> = {
  naturalGas: 'naturalGas', dammedHydro: 'dam', lignite: 'lignite', river: 'river', importCoal: 'importedCoal', sun: 'sun', wind: 'wind',
  fueloil: 'fueloil', geothermal: 'geothermal', asphaltiteCoal: 'asphaltite', blackCoal: 'stoneCoal', biomass: 'biomass',
  naphta: 'naphtha', lng: 'lng', wasteheat: 'other',
};

export const INJECTION_COLUMNS = [
  'naturalGas', 'dam', 'lignite', 'river', 'importedCoal', 'sun', 'wind', 'fueloil', 'geothermal', 'asphaltite', 'stoneCoal', 'biomass',
  'naphtha', 'lng', 'internationalImport', 'internationalExport', 'other',
] as const;

export const PLANNED_SOURCES = Object.keys(PLAN_COLUMN_OF) as PlannedSource[];
