// The deterministic market world: one coherent chain per day — demand → weather-driven renewables → residual
// load → day-ahead price → dispatch of the generation mix → balancing price and direction — plus FX, gas
// reference prices, reservoir levels and the plant and dam registries. Every value is a pure function of the
// seed and its own date (see noise.ts), so any date range gives the same rows as a longer run covering it.
import { calendarDay, MS_PER_HOUR, parseDay } from './calendar';
import { damLevel, DAMS } from './dams';
import { electricityMarkets } from './electricityMarkets';
import { fxRate } from './fx';
import { gasReferencePrice, MMBTU_PER_1000_SM3 } from './gas';
import { createNoise } from './noise';
import { simulatePowerPlants } from './powerPlants';
import { simulateGasMarket } from './simulateGasMarket';
import { gasDayModules } from './gasMarkets/gasDayModules';
import { simulateOutages } from './simulateOutages';
import { simulateRegistry } from './simulateRegistry';
import { marketDayModules } from './markets/marketDayModules';

export interface SimulationOptions { seed: number; startDay: string /* 'YYYY-MM-DD' */; endDay: string /* inclusive */ }
export type SimRow = Record<string, string | number | null>; // always has ts (wall-clock ms) for time-grained datasets
export interface SimulatedWorld {
  /** rows per dataset id of datasets.ts: 'fx.daily', 'dam.mcp', 'bpm.smp', 'consumption.realtime',
   *  'generation.realtime' (SYSTEM level by source — one row per hour, no powerPlantId; it fills the rollup table),
   *  'dams.daily-kot', 'gas.drp', 'registry.power-plants', 'registry.dams', the gas datasets of
   *  simulateGasMarket.ts, the registries of simulateRegistry.ts and the electricity market datasets of
   *  electricityMarkets.ts (interim MCP, day-ahead volumes, intraday, instructions, imbalance, bilateral, LEP, dam volumes, YEKDEM)
   *  and the outage datasets of simulateOutages.ts (UMM notices and their lists, planned/unplanned distribution outages) */
  datasets: Record<string, SimRow[]>;
}

/** The seed of the embedded store's default world. */
export const DEFAULT_SEED = 20240101;

const round2 = (x: number): number => Math.round(x * 100) / 100;
const round3 = (x: number): number => Math.round(x * 1000) / 1000;

export function simulateWorld(options: SimulationOptions): SimulatedWorld {
  const { seed } = options;
  if (!Number.isInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  const first = parseDay(options.startDay);
  const last = parseDay(options.endDay);
  if (last < first) throw new Error(`endDay ${options.endDay} is before startDay ${options.startDay}`);
  const noise = createNoise(seed);
  const markets = electricityMarkets(noise);

  const fxRows: SimRow[] = [];
  const mcpRows: SimRow[] = [];
  const smpRows: SimRow[] = [];
  const consumptionRows: SimRow[] = [];
  const generationRows: SimRow[] = [];
  const damRows: SimRow[] = [];
  const gasRows: SimRow[] = [];

  for (let day = first; day <= last; day++) {
    const cal = calendarDay(day);
    const fx = fxRate(noise, day);
    const fxPrevious = fxRate(noise, day - 1); // prices of a delivery day are converted at the previous day's rate
    fxRows.push({ ts: cal.ts, usdTry: fx.usdTry, eurTry: fx.eurTry });

    const grfTl = gasReferencePrice(noise, day);
    const grfUsd = grfTl / fxPrevious.usdTry;
    gasRows.push({
      ts: cal.ts, grfTl, grfUsd: round2(grfUsd), grfEur: round2(grfTl / fxPrevious.eurTry),
      grfUsdMmBtu: round3(grfUsd / MMBTU_PER_1000_SM3),
    });

    // The electricity chain of the day (electricityDay.ts) and the datasets that hang off it (electricityMarkets.ts).
    const e = markets.take(day);
    const { consumption, price, generation } = e;
    for (let h = 0; h < 24; h++) {
      const ts = cal.ts + h * MS_PER_HOUR;
      const p = price[h]!;
      mcpRows.push({ ts, price: p, priceUsd: round2(p / fxPrevious.usdTry), priceEur: round2(p / fxPrevious.eurTry), volume: e.volume[h]! });
      const b = e.balancing[h]!;
      smpRows.push({ ts, region: 'TR1', systemMarginalPrice: b.systemMarginalPrice, smpDirectionId: b.smpDirectionId, systemDirection: b.systemDirection });
      consumptionRows.push({ ts, consumption: round2(consumption[h]!) });
      generationRows.push({ ts, ...generation[h]! });
    }

    for (const dam of DAMS) {
      damRows.push({ ts: cal.ts, damId: dam.id, basin: dam.basin, dam: dam.name, dailyKot: damLevel(noise, dam, cal) });
    }
    markets.addDay(e);
  }

  const plants: SimRow[] = simulatePowerPlants(seed).map((p) => ({ ...p }));
  const dams: SimRow[] = DAMS.map((d) => ({ ...d }));

  return {
    datasets: {
      'fx.daily': fxRows,
      'dam.mcp': mcpRows,
      'bpm.smp': smpRows,
      'consumption.realtime': consumptionRows,
      'generation.realtime': generationRows,
      'dams.daily-kot': damRows,
      'gas.drp': gasRows,
      'registry.power-plants': plants,
      'registry.dams': dams,
      ...markets.datasets(),
      ...simulateGasMarket(noise, first, last),
      ...simulateRegistry(seed),
      ...Object.assign({}, ...marketDayModules.map((m) => m.registries?.(seed) ?? {})),
      ...Object.assign({}, ...gasDayModules.map((m) => m.registries?.(seed) ?? {})),
      ...simulateOutages(noise, seed, first, last),
    },
  };
}
