// The market module of generation plans and available capacity (KGÜP, KUDÜP, EAK) and settlement injection (UEVM)
// (see ../marketDayModule.ts). Every hourly row is a system total by source (24 rows a day per dataset); the
// per-unit and per-plant figures are views over these totals and the plants' daily shares
// (src/server/seed/buildGenerationPlanShares.ts), never stored. The investment list is a registry.
import { MS_PER_HOUR } from '../../calendar';
import type { MarketDayContext, MarketDayModule } from '../marketDayModule';
import { availableCapacityOfDay } from './availableCapacity';
import { injectionQuantity } from './injectionQuantity';
import { planRow } from './planRow';
import { licensedPlantInvestments } from './powerPlantInvestments';
import { sourcePlans } from './sourcePlans';

export const GENERATION_PLAN_DATASETS = {
  dpp: 'generation.dpp',
  dppFirstVersion: 'generation.dpp-first-version',
  sbfgp: 'generation.sbfgp',
  aic: 'generation.aic',
  injection: 'generation.injection-quantity',
  investments: 'registry.licensed-plant-investments',
} as const;
const D = GENERATION_PLAN_DATASETS;

function addDay({ noise, e, push }: MarketDayContext): void {
  const capacity = availableCapacityOfDay(noise, e.cal.day, e.cal.ts);
  for (let h = 0; h < 24; h++) {
    const ts = e.cal.ts + h * MS_PER_HOUR;
    const x = e.cal.day * 24 + h;
    const generation = e.generation[h]!;
    const plans = sourcePlans(noise, x, generation);
    push(D.dpp, { ts, ...planRow(plans.final) });
    push(D.dppFirstVersion, { ts, ...planRow(plans.firstVersion) });
    push(D.sbfgp, { ts, ...planRow(plans.settlementBased) });
    push(D.aic, { ts, ...planRow(capacity[h]!) });
    push(D.injection, { ts, ...injectionQuantity(noise, x, generation) });
  }
}

export const generationPlansModule: MarketDayModule = {
  name: 'generationPlans',
  datasets: Object.values(D),
  addDay,
  registries: (seed) => ({ [D.investments]: licensedPlantInvestments(seed).map((r) => ({ ...r })) }),
};
