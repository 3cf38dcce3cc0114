// Frequency-control reserve capacity the system operator procures for every hour, and its price
// (/v1/markets/ancillary-services/data/{primary,secondary}-frequency-capacity-{amount,price}).
// Amounts (MW): primary reserve a few hundred MW (≈ 330–460), secondary reserve ≈ 800–1,150 MW, both larger in
// the day's busier hours, since the reserve follows the load it must cover. Prices (TL/MW for the hour) follow the
// day-ahead price, the energy a provider gives up to hold capacity back: primary ≈ 25–40 % of the MCP, secondary
// (which must also move fast both ways) ≈ 45–65 %; in hours with a very low MCP the opportunity is valued at no less
// than 15 % of the price cap.
import { streamId, type NoiseField } from '../../noise';

const N_PRIMARY = streamId('ancillary.primary.amount');
const N_SECONDARY = streamId('ancillary.secondary.amount');
const N_PRIMARY_PRICE = streamId('ancillary.primary.price');
const N_SECONDARY_PRICE = streamId('ancillary.secondary.price');

export interface FrequencyReserve {
  /** MW procured for the hour. */
  amount: number;
  /** TL/MW. */
  price: number;
}

export interface FrequencyReserves {
  primary: FrequencyReserve;
  secondary: FrequencyReserve;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** `x` the hour's index, `load` the hour's consumption over the day's mean (≈ 0.8–1.2), `mcp` and `cap` TL/MWh. */
export function frequencyReserves(noise: NoiseField, x: number, load: number, mcp: number, cap: number): FrequencyReserves {
  const busy = clamp(load - 0.8, 0, 0.45);
  const valued = Math.max(mcp, 0.15 * cap);
  const share = (stream: number, low: number, high: number) => low + (high - low) * (0.5 + 0.5 * clamp(noise.smooth(stream, x / 36) / 2, -1, 1));
  return {
    primary: {
      amount: Math.round(clamp(360 + 180 * busy + 25 * noise.smooth(N_PRIMARY, x / 24), 300, 520)),
      price: round2(valued * share(N_PRIMARY_PRICE, 0.25, 0.4)),
    },
    secondary: {
      amount: Math.round(clamp(820 + 600 * busy + 50 * noise.smooth(N_SECONDARY, x / 24), 780, 1200)),
      price: round2(valued * share(N_SECONDARY_PRICE, 0.45, 0.65)),
    },
  };
}
