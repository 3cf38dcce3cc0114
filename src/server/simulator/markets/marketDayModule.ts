// The shape of a market module: a part of the electricity market (the day-ahead order book, the intraday order
// book, imbalance and ancillary services, the market reports, power futures, YEK-G certificates) that adds its
// datasets' rows to the world day by day, from the day's chain and the rows the day already has. Modules are
// listed in marketDayModules.ts; electricityMarkets.ts runs them after its own datasets, in that order.
import type { ElectricityDay } from '../electricityDay';
import type { NoiseField } from '../noise';
import type { SimRow } from '../simulateWorld';

export interface MarketDayContext {
  readonly noise: NoiseField;
  /** The day's chain: demand, renewables, MCP and cap, matched volume, dispatch, balancing. */
  readonly e: ElectricityDay;
  /**
   * The chain of any other day, computed once and kept for the world loop (a month's settlement reads the
   * rest of its month; a futures contract reads its delivery period). A pure function of the seed and the day.
   */
  chainOf(day: number): ElectricityDay;
  /**
   * The rows this day already has, by dataset id: those of electricityMarkets.ts ('dam.quantities', 'idm.hourly',
   * 'bpm.order-summary', 'imbalance.prices', 'bilateral.bid-quantity', …) and of the modules listed before this one.
   */
  readonly dayRows: Readonly<Record<string, readonly SimRow[]>>;
  /** Adds a row to one of this module's datasets (any other id throws). */
  push(datasetId: string, row: SimRow): void;
}

export interface MarketDayModule {
  /** A short name for errors and logs. */
  readonly name: string;
  /** The dataset ids whose rows this module adds (time-grained ones and registries); each id has one module. */
  readonly datasets: readonly string[];
  /** Adds the rows of one day. Called for every day of the world in order, after the built-in datasets. */
  addDay(context: MarketDayContext): void;
  /** Rows of the module's time-independent datasets (lists behind lookups), once per world. */
  registries?(seed: number): Record<string, SimRow[]>;
}
