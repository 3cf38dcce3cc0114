// Electricity transmission lookups: the interconnection directions (a fixed list, interconnectionDirections.ts).
import { INTERCONNECTION_DIRECTIONS } from '../interconnectionDirections';
import type { LookupAnswer } from './lookupAnswers';

export const transmissionLookups: Readonly<Record<string, LookupAnswer>> = {
  'line-capacities-direction': async () => [...INTERCONNECTION_DIRECTIONS],
  'capacity-demand-direction': async () => [...INTERCONNECTION_DIRECTIONS],
};
