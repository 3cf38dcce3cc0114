// The shape of a gas market module: a part of the natural-gas market (the spot market's imbalance, balancing
// actions, allocation and trades; the gas futures market) that adds its datasets' rows to the world gas day by
// gas day, from the day's spot market and transmission system and the rows the day already has. Modules are
// listed in gasDayModules.ts; simulateGasMarket.ts runs them after its own datasets, in that order.
import type { CalendarDay } from '../calendar';
import type { GasSpotDay } from '../gasSpotMarket';
import type { GasSystemDay } from '../gasTransmission';
import type { NoiseField } from '../noise';
import type { SimRow } from '../simulateWorld';

/** One gas day's chain: its calendar, reference price, spot market and transmission system. */
export interface GasDay {
  readonly cal: CalendarDay;
  /** The gas reference price (GRF, TL/1000 Sm³). */
  readonly grfTl: number;
  readonly spot: GasSpotDay;
  readonly system: GasSystemDay;
}

export interface GasDayContext {
  readonly noise: NoiseField;
  /** The day being added. */
  readonly g: GasDay;
  /**
   * The chain of any other gas day (a week's products read its days; a futures contract reads its delivery
   * period). A pure function of the seed and the day, computed once per world where it is asked for again.
   */
  gasDayOf(day: number): GasDay;
  /**
   * The rows this day already has, by dataset id: those of simulateGasMarket.ts ('gas.sgp-price',
   * 'gas.daily-matched-quantity', 'gas.transmission', 'gas.transmission.entry-point', …) and of the modules
   * listed before this one.
   */
  readonly dayRows: Readonly<Record<string, readonly SimRow[]>>;
  /** Adds a row to one of this module's datasets (any other id throws). */
  push(datasetId: string, row: SimRow): void;
}

export interface GasDayModule {
  /** A short name for errors and logs. */
  readonly name: string;
  /** The dataset ids whose rows this module adds (time-grained ones and registries); each id has one module. */
  readonly datasets: readonly string[];
  /** Adds the rows of one gas day. Called for every day of the world in order, after the built-in datasets. */
  addDay(context: GasDayContext): void;
  /** Rows of the module's time-independent datasets (lists behind lookups), once per world. */
  registries?(seed: number): Record<string, SimRow[]>;
}
