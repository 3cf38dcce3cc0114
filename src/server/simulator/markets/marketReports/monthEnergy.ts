// What the retroactive adjustment of a month reads from its days: the energy consumed, the licence-exempt
// (embedded) solar generation and the arithmetic mean MCP of the month's hours.
import type { ElectricityDay } from '../../electricityDay';

export interface MonthEnergy {
  /** MWh consumed in the month. */
  consumption: number;
  /** MWh of licence-exempt solar generation. */
  embeddedSolar: number;
  /** Arithmetic mean MCP of the month's hours, TL/MWh. */
  meanMcp: number;
}

export function monthEnergy(days: readonly ElectricityDay[]): MonthEnergy {
  let consumption = 0;
  let embeddedSolar = 0;
  let price = 0;
  for (const d of days) {
    for (let h = 0; h < 24; h++) {
      consumption += d.consumption[h]!;
      embeddedSolar += d.renewables.embeddedSolar[h]!;
      price += d.price[h]!;
    }
  }
  return { consumption, embeddedSolar, meanMcp: price / (days.length * 24) };
}
