// One gas day of the transmission system, as a pure function of (seed, day). Demand (exits) is built from a
// national temperature (heating degree days drive households, so winter demand is ~2.4× summer), industry
// (weekdays, holidays) and power plants (summer cooling load); exports leave at three border points. Storage
// stock follows a fill curve (injection mid-April → early November, withdrawal in winter) and line-pack
// wanders around its level; both are levels of the day, so their daily changes need no state. Entries close
// the balance exactly: entries = exits + storage change + line-pack change (integer Sm³). Domestic
// production and the import pipelines move partly with demand; LNG/FSRU terminals take the rest.
import { calendarDay, type CalendarDay } from './calendar';
import { holidayFactor } from './demand';
import { GAS_ENTRY_POINTS, GAS_EXIT_POINTS, STORAGE_FACILITIES, type GasPoint } from './gasPoints';
import { interpolateKnots, type Knots } from './knots';
import { streamId, type NoiseField } from './noise';

const M = 1_000_000;

/** Demand growth by fractional year (2024 ≈ 53 bcm/yr). */
const DEMAND_LEVEL: Knots = [[2023.0, 0.95], [2024.0, 1.0], [2025.0, 1.03], [2026.0, 1.06], [2027.0, 1.08]];
/** Sakarya field output into the grid at Filyos, Sm³/day (first gas in 2023, phase-2 ramp in 2026). */
const FILYOS: Knots = [[2023.3, 0], [2023.6, 1.5 * M], [2024.0, 3 * M], [2024.5, 5 * M], [2025.0, 7 * M], [2025.5, 8.5 * M], [2026.0, 9.5 * M], [2026.6, 14 * M], [2027.0, 17 * M]];
/** Storage fill: lowest in early April, highest in early November. */
const FILL_LOW = { dayOfYear: 95, fill: 0.2 };
const FILL_HIGH = { dayOfYear: 308, fill: 0.96 };
const LINE_PACK = 245 * M;

/** Base utilisation and demand swing of each import pipeline. */
const PIPELINE: Record<number, { base: number; swing: number }> = {
  101: { base: 0.32, swing: 0.3 }, 102: { base: 0.62, swing: 0.3 }, 103: { base: 0.57, swing: 0.35 },
  104: { base: 0.52, swing: 0.35 }, 105: { base: 0.72, swing: 0.2 }, 106: { base: 0.79, swing: 0.15 },
};
/** Usual share of the LNG send-out by terminal. */
const LNG_SHARE: Record<number, number> = { 111: 0.24, 112: 0.26, 113: 0.12, 114: 0.2, 115: 0.18 };
/** Share of domestic exits by city-gate group. */
const CITY_GATE_SHARE: Record<number, number> = {
  201: 0.24, 202: 0.09, 203: 0.12, 204: 0.1, 205: 0.13, 206: 0.14, 207: 0.07, 208: 0.05, 209: 0.06,
};
/** Mean export flow by border point, Sm³/day. */
const EXPORT: Record<number, number> = { 221: 2.4 * M, 222: 3.6 * M, 223: 1.1 * M };
/** Booked (reserved) share of capacity by point kind. */
const BOOKED: Record<GasPoint['kind'], number> = { pipeline: 0.88, lng: 0.62, production: 0.9, cityGate: 0.8, export: 0.7 };

const N_TEMP_FAST = streamId('gas.temp.fast');
const N_TEMP_SLOW = streamId('gas.temp.slow');
const N_DEMAND = streamId('gas.demand.day');
const N_FILL = streamId('gas.storage.fill');
const N_LINE_PACK = streamId('gas.linePack');
const N_PIPE = streamId('gas.pipeline');
const N_LNG = streamId('gas.lng');
const N_GATE = streamId('gas.cityGate');
const N_EXPORT = streamId('gas.export');
const N_NOMINATION = streamId('gas.nomination');
const N_OUTAGE = streamId('gas.outage');
const N_UDN = streamId('gas.udn');

export interface PointFlow { pointId: number; amount: number; maxAmount: number; reservedAmount: number }
export interface StorageDay { storageFacilityId: number; injection: number; reproduction: number; stockAmount: number }

export interface GasSystemDay {
  /** National mean temperature, °C (drives heating demand). */
  temperature: number;
  entries: PointFlow[];
  exits: PointFlow[];
  storage: StorageDay[];
  entryAmount: number;
  exitAmount: number;
  /** Exits inside Turkey (without exports), Sm³. */
  domesticExit: number;
  stockAmount: number;
  linePack: number;
  entryNominationAmount: number;
  exitNominationAmount: number;
  /** Virtual trading at the national balancing point (UDN): day-ahead, day-end and bilateral transfers. */
  dayAheadAmount: number;
  dayEndAmount: number;
  transfer: number;
}

/** National mean daily temperature: seasonal cosine plus cold/warm spells lasting days to weeks. */
export function gasDayTemperature(noise: NoiseField, cal: CalendarDay): number {
  const seasonal = 13.5 - 11.5 * Math.cos((2 * Math.PI * (cal.dayOfYear - 20)) / 365.25);
  return seasonal + 2.6 * noise.smooth(N_TEMP_FAST, cal.day / 4) + 1.6 * noise.smooth(N_TEMP_SLOW, cal.day / 18);
}

/** Domestic exits (Sm³): households by heating degree days, industry by weekday, power plants by cooling. */
function domesticDemand(noise: NoiseField, cal: CalendarDay, temperature: number): number {
  const hdd = Math.max(0, 16 - temperature);
  const cdd = Math.max(0, temperature - 21);
  const weekday = [1, 1.01, 1.01, 1.01, 1, 0.9, 0.78][cal.weekday]!;
  const households = 11.5 * M + 10.5 * M * hdd;
  const industry = 42 * M * weekday * holidayFactor(cal.holiday, cal.weekday);
  const power = (32 * M + 4 * M * cdd) * (cal.weekday === 6 ? 0.9 : 1);
  return (households + industry + power) * interpolateKnots(DEMAND_LEVEL, cal.yearFraction) * Math.exp(0.02 * noise.normal(N_DEMAND, cal.day));
}

/** Seasonal fill in [0, 1]: cosine rise from the April low to the November high, slower fall back. */
function seasonalFill(dayOfYear: number): number {
  const rise = FILL_HIGH.dayOfYear - FILL_LOW.dayOfYear;
  const d = (((dayOfYear - FILL_LOW.dayOfYear) % 365) + 365) % 365;
  const x = d < rise ? (1 - Math.cos((Math.PI * d) / rise)) / 2 : (1 + Math.cos((Math.PI * (d - rise)) / (365 - rise))) / 2;
  return FILL_LOW.fill + (FILL_HIGH.fill - FILL_LOW.fill) * x;
}

/** Working gas in a facility at the end of a gas day, Sm³ (a level, so a day's change needs no state). */
function storageStock(noise: NoiseField, facilityIndex: number, day: number): number {
  const facility = STORAGE_FACILITIES[facilityIndex]!;
  const cal = calendarDay(day);
  // Cold spells draw storage down harder; each facility wanders a little on its own.
  const fill = seasonalFill(cal.dayOfYear + 4 * facilityIndex)
    + 0.012 * noise.smooth(N_TEMP_SLOW, day / 18)
    + 0.025 * noise.smooth(N_FILL + facilityIndex, day / 30);
  return Math.round(facility.workingGasCapacity * Math.min(0.995, Math.max(0.05, fill)));
}

function linePackOf(noise: NoiseField, day: number): number {
  const cal = calendarDay(day);
  const winter = (1 + Math.cos((2 * Math.PI * (cal.dayOfYear - 20)) / 365.25)) / 2; // operated at higher pressure in winter
  return Math.round(LINE_PACK * (1 + 0.03 * winter + 0.015 * noise.smooth(N_LINE_PACK, day / 2)));
}

/** Splits an integer total by weights; the rounding remainder goes to the largest part so the sum is exact. */
function splitExactly(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.round((total * w) / sum));
  const largest = weights.indexOf(Math.max(...weights));
  parts[largest]! += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

function withCapacity(noise: NoiseField, point: GasPoint, index: number, day: number, amount: number): PointFlow {
  // Planned maintenance now and then cuts a point's technical capacity for a day.
  const available = noise.uniform(N_OUTAGE + point.pointId, day) < 0.015 ? 0.6 : 1;
  const maxAmount = Math.max(amount, Math.round(point.capacity * available));
  const booked = Math.round(point.capacity * BOOKED[point.kind] * (1 + 0.02 * noise.smooth(N_OUTAGE + index, day / 30)));
  return { pointId: point.pointId, amount, maxAmount, reservedAmount: Math.min(maxAmount, Math.max(booked, amount)) };
}

export function gasSystemDay(noise: NoiseField, cal: CalendarDay): GasSystemDay {
  const day = cal.day;
  const temperature = gasDayTemperature(noise, cal);

  // Exits: city gates share domestic demand, exports flow at the borders (from 2023 on).
  const domestic = Math.round(domesticDemand(noise, cal, temperature));
  const gates = GAS_EXIT_POINTS.filter((p) => p.kind === 'cityGate');
  const gateAmounts = splitExactly(domestic, gates.map((p) => CITY_GATE_SHARE[p.pointId]! * Math.exp(0.03 * noise.smooth(N_GATE + p.pointId, day / 5))));
  const exportAmounts = GAS_EXIT_POINTS.filter((p) => p.kind === 'export').map((p) =>
    Math.round(EXPORT[p.pointId]! * Math.max(0.2, 1 + 0.3 * noise.smooth(N_EXPORT + p.pointId, day / 6))));
  const exitAmountsByIndex = [...gateAmounts, ...exportAmounts];
  const exits = GAS_EXIT_POINTS.map((p, i) => withCapacity(noise, p, i, day, exitAmountsByIndex[i]!));
  const exitAmount = exitAmountsByIndex.reduce((a, b) => a + b, 0);

  // Storage and line-pack changes.
  const storage = STORAGE_FACILITIES.map((f, i) => {
    const stockAmount = storageStock(noise, i, day);
    const change = stockAmount - storageStock(noise, i, day - 1);
    return { storageFacilityId: f.storageFacilityId, injection: Math.max(0, change), reproduction: Math.max(0, -change), stockAmount };
  });
  const storageChange = storage.reduce((a, s) => a + s.injection - s.reproduction, 0);
  const linePack = linePackOf(noise, day);
  const entryAmount = exitAmount + storageChange + (linePack - linePackOf(noise, day - 1));

  // Entries: production first, pipelines by demand, LNG terminals close the balance.
  const production = [
    Math.round(interpolateKnots(FILYOS, cal.yearFraction) * (1 + 0.02 * noise.normal(N_PIPE + 121, day))),
    Math.round(1.0 * M * (1 + 0.05 * noise.smooth(N_PIPE + 122, day / 10))),
  ];
  const toImport = entryAmount - production[0]! - production[1]!;
  const pipelines = GAS_ENTRY_POINTS.filter((p) => p.kind === 'pipeline');
  const pressure = toImport / (150 * M);
  let pipeAmounts = pipelines.map((p) => {
    const { base, swing } = PIPELINE[p.pointId]!;
    const u = base + swing * (pressure - 1) + 0.05 * noise.smooth(N_PIPE + p.pointId, day / 7);
    return p.capacity * Math.min(0.97, Math.max(0.05, u));
  });
  const lngCapacity = GAS_ENTRY_POINTS.filter((p) => p.kind === 'lng').reduce((a, p) => a + p.capacity, 0);
  const pipeTotal = pipeAmounts.reduce((a, b) => a + b, 0);
  const lngWanted = Math.min(0.95 * lngCapacity, Math.max(5 * M, toImport - pipeTotal));
  // Rescale the pipelines so that LNG stays within its send-out range.
  pipeAmounts = pipeAmounts.map((a) => Math.round((a * (toImport - lngWanted)) / pipeTotal));
  const lngTotal = toImport - pipeAmounts.reduce((a, b) => a + b, 0);
  const terminals = GAS_ENTRY_POINTS.filter((p) => p.kind === 'lng');
  const lngAmounts = splitExactly(lngTotal, terminals.map((p) => LNG_SHARE[p.pointId]! * Math.exp(0.35 * noise.smooth(N_LNG + p.pointId, day / 10))));
  const byId = new Map<number, number>();
  pipelines.forEach((p, i) => byId.set(p.pointId, pipeAmounts[i]!));
  terminals.forEach((p, i) => byId.set(p.pointId, lngAmounts[i]!));
  byId.set(121, production[0]!);
  byId.set(122, production[1]!);
  const entries = GAS_ENTRY_POINTS.map((p, i) => withCapacity(noise, p, i, day, byId.get(p.pointId)!));

  const nominationError = (stream: number): number => 1 + 0.012 * noise.normal(N_NOMINATION + stream, day);
  return {
    temperature, entries, exits, storage, entryAmount, exitAmount, domesticExit: domestic,
    stockAmount: storage.reduce((a, s) => a + s.stockAmount, 0), linePack,
    entryNominationAmount: Math.round(entryAmount * nominationError(1)),
    exitNominationAmount: Math.round(exitAmount * nominationError(2)),
    dayAheadAmount: Math.round(domestic * (0.5 + 0.04 * noise.smooth(N_UDN, day / 5))),
    dayEndAmount: Math.round(domestic * (0.03 + 0.008 * noise.smooth(N_UDN + 1, day / 3))),
    transfer: Math.round(domestic * (0.12 + 0.015 * noise.smooth(N_UDN + 2, day / 4))),
  };
}
