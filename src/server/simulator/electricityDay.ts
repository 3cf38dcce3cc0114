// One day of the electricity chain: demand → weather-driven renewables → residual load → day-ahead price →
// dispatch of the generation mix → matched day-ahead volume → balancing price and direction. The world loop
// emits its rows from it, and the monthly settlement datasets (YEKDEM) aggregate whole months of it, so both
// see exactly the same hours. A pure function of the seed and the day (see noise.ts).
import { balancingHour, type BalancingHour } from './balancing';
import { calendarDay, type CalendarDay } from './calendar';
import { consumptionForDay, consumptionLevel } from './demand';
import { fxRate, type FxRate } from './fx';
import { gasReferencePrice } from './gas';
import { dispatchDay, type GenerationHour } from './generationMix';
import { streamId, type NoiseField } from './noise';
import { marketClearingPrices, residualIndex } from './prices';
import { renewablesForDay, type RenewableDay } from './renewables';

export interface ElectricityDay {
  cal: CalendarDay;
  /** The previous day's rate: prices of a delivery day are converted at it. */
  fxPrevious: FxRate;
  /** Gas reference price of the day, TL/1000 Sm³. */
  grfTl: number;
  consumption: Float64Array;
  renewables: RenewableDay;
  /** Share of each hour's consumption covered by solar (embedded + licensed). */
  solarShare: Float64Array;
  /** MCP TL/MWh and the month's cap. */
  price: Float64Array;
  cap: number;
  /** Matched day-ahead volume, MWh (2 decimals, as published). */
  volume: Float64Array;
  generation: GenerationHour[];
  balancing: BalancingHour[];
}

const N_VOLUME_SLOW = streamId('dam.volume.slow');
const N_VOLUME_HOUR = streamId('dam.volume.hour');

const round2 = (x: number): number => Math.round(x * 100) / 100;

export function simulateElectricityDay(noise: NoiseField, day: number): ElectricityDay {
  const cal = calendarDay(day);
  const fxPrevious = fxRate(noise, day - 1);
  const grfTl = gasReferencePrice(noise, day);

  const consumption = consumptionForDay(noise, cal);
  let meanConsumption = 0;
  for (let h = 0; h < 24; h++) meanConsumption += consumption[h]! / 24;
  const renewables = renewablesForDay(noise, cal, meanConsumption / consumptionLevel(cal.yearFraction));
  const z = residualIndex(cal, consumption, renewables);
  let zDay = 0;
  for (let h = 0; h < 24; h++) zDay += z[h]! / 24;
  const solarShare = new Float64Array(24);
  for (let h = 0; h < 24; h++) solarShare[h] = (renewables.embeddedSolar[h]! + renewables.licensedSolar[h]!) / consumption[h]!;
  const { price, cap } = marketClearingPrices(noise, cal, z, solarShare, grfTl, fxPrevious.usdTry);
  const generation = dispatchDay(noise, { cal, consumption, renewables, z, zDay });

  const volumeLevel = 0.37 + 0.025 * noise.smooth(N_VOLUME_SLOW, day / 20);
  const volume = new Float64Array(24);
  const balancing: BalancingHour[] = [];
  for (let h = 0; h < 24; h++) {
    const x = day * 24 + h;
    // Matched volume: ~37 % of consumption, a little more when cheap solar hours pull in extra bids.
    const share = Math.min(0.45, Math.max(0.3, volumeLevel + 0.04 * solarShare[h]! + 0.012 * noise.smooth(N_VOLUME_HOUR, x / 3)));
    volume[h] = round2(consumption[h]! * share);
    balancing.push(balancingHour(noise, x, h, price[h]!, cap));
  }
  return { cal, fxPrevious, grfTl, consumption, renewables, solarShare, price, cap, volume, generation, balancing };
}
