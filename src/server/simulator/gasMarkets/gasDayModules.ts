// The registry of gas market modules (see gasDayModule.ts). Order matters only when a module reads the rows of
// another (dayRows): list the one that is read first.
import { gasFuturesModule } from './gasFutures/gasFuturesModule';
import type { GasDayModule } from './gasDayModule';
import { spotBalancingModule } from './spotBalancing/spotBalancingModule';

export const gasDayModules: readonly GasDayModule[] = [spotBalancingModule, gasFuturesModule];
