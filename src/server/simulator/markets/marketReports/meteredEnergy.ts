// The energy the periodic volume report measures the markets against: injected into (uevm) and withdrawn from
// (uecm) the grid in a day. Until settlement metering exists (issue 14), the real-time data stands in for it:
// injection = the day's generation.realtime totals, withdrawal = the day's consumption.realtime rows (two
// decimals per hour, as published). This is the one place to swap for metered settlement quantities.
import type { ElectricityDay } from '../../electricityDay';

export interface MeteredEnergy {
  /** MWh injected in the day (uevm). */
  injection: number;
  /** MWh withdrawn in the day (uecm). */
  withdrawal: number;
}

export function meteredEnergy(e: ElectricityDay): MeteredEnergy {
  let injectionCents = 0;
  let withdrawalCents = 0;
  for (let h = 0; h < 24; h++) {
    injectionCents += Math.round(e.generation[h]!.total * 100);
    withdrawalCents += Math.round(e.consumption[h]! * 100);
  }
  return { injection: injectionCents / 100, withdrawal: withdrawalCents / 100 };
}
