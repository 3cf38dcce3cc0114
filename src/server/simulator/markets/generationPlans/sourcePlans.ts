// The system's production plans of one hour, source by source, from the generation that then happened:
// - the final daily production programme (KGÜP): generation × (1 + ε), ε the plan error of
//   marketReports/finalProductionProgramme.ts with a spread by source (1.2 % for thermal and dam units, ×1.5 for
//   run-of-river, ×3 for solar, ×4 for wind: their programmes rest on a day-ahead weather forecast);
// - its first version, sent before the final revision: the final × (1 + δ), δ with a 0.6 % spread cut at ±2 %;
// - the settlement-based final generation plan (KUDÜP): the programme moved by the balancing instructions,
//   which close 70 % of its gap to the generation.
// Every error depends only on the seed, the hour and the source.
import { mix32 } from '../../prng';
import { streamId, type NoiseField } from '../../noise';
import type { GenerationHour } from '../../generationMix';
import { planErrorWithSpread } from '../marketReports/finalProductionProgramme';
import { PLANNED_SOURCES, type PlannedSource } from './planCategories';

export type SourceValues = Record<PlannedSource, number>;

/** How much wider than a thermal unit's each source's plan error is. */
export const PLAN_SPREAD: Readonly<Record<PlannedSource, number>> = {
  naturalGas: 1, lng: 1, lignite: 1, blackCoal: 1, importCoal: 1, fueloil: 1, geothermal: 1, dammedHydro: 1, naphta: 1, biomass: 1,
  asphaltiteCoal: 1, wasteheat: 1, river: 1.5, sun: 3, wind: 4,
};
/** The share of the programme's gap to the generation that the balancing instructions close (KUDÜP). */
export const SETTLEMENT_CLOSES = 0.7;
export const FIRST_VERSION_SIGMA = 0.006;
export const FIRST_VERSION_BOUND = 0.02;

const N_REVISION = streamId('kgup.firstVersionRevision');
/** Source salts far above any plant or unit id, so a source's error never shares a plant's stream. */
const SOURCE_SALT = 9_000_000;

const round2 = (x: number): number => Math.round(x * 100) / 100;

export interface HourPlans {
  final: SourceValues;
  firstVersion: SourceValues;
  settlementBased: SourceValues;
}

export function sourcePlans(noise: NoiseField, hourIndex: number, generation: GenerationHour): HourPlans {
  const final = {} as SourceValues;
  const firstVersion = {} as SourceValues;
  const settlementBased = {} as SourceValues;
  PLANNED_SOURCES.forEach((source, k) => {
    const actual = Math.max(0, generation[source]);
    const salt = SOURCE_SALT + k;
    const plan = actual * (1 + planErrorWithSpread(noise, hourIndex, salt, PLAN_SPREAD[source]));
    const revision = Math.max(-FIRST_VERSION_BOUND, Math.min(FIRST_VERSION_BOUND, FIRST_VERSION_SIGMA * noise.normal(mix32(N_REVISION ^ salt), hourIndex)));
    final[source] = round2(plan);
    firstVersion[source] = round2(plan * (1 + revision));
    settlementBased[source] = round2(plan + SETTLEMENT_CLOSES * (actual - plan));
  });
  return { final, firstVersion, settlementBased };
}
