// The energy the periodic volume report measures the markets against: injected into (uevm) and withdrawn from
// (uecm) the grid in a day, as settlement metering reads them: the day's settlement injection (UEVM, what entered
// the grid, imports included: generationPlans/injectionQuantity.ts) and settlement withdrawal (UEÇM, real-time
// consumption less the transmission losses: consumptionMetering/settlementWithdrawal.ts). One truth with the
// injection-quantity and withdrawal-quantity reports.
import type { ElectricityDay } from '../../electricityDay';
import type { NoiseField } from '../../noise';
import { settlementWithdrawal } from '../consumptionMetering/settlementWithdrawal';
import { injectionQuantity } from '../generationPlans/injectionQuantity';

export interface MeteredEnergy {
  /** MWh injected in the day (uevm). */
  injection: number;
  /** MWh withdrawn in the day (uecm). */
  withdrawal: number;
}

export function meteredEnergy(noise: NoiseField, e: ElectricityDay): MeteredEnergy {
  let injectionCents = 0;
  for (let h = 0; h < 24; h++) injectionCents += Math.round(injectionQuantity(noise, e.cal.day * 24 + h, e.generation[h]!).total! * 100);
  const withdrawalCents = settlementWithdrawal(noise, e).swv.reduce((sum, mwh) => sum + Math.round(mwh * 100), 0);
  return { injection: injectionCents / 100, withdrawal: withdrawalCents / 100 };
}
