// System-level real-time generation by source for one day. Renewables come from the weather, dams release
// their daily water budget into the expensive evening hours, lignite and imported coal run as baseload (backing
// off on days of surplus), small sources are nearly flat, and natural gas closes the balance, i.e. it is the
// marginal fuel. What is balanced is consumption minus embedded (unlicensed) solar, which the real-time
// generation series does not see (data-stats §14, table D3).
import { GENERATION_SOURCES, type GenerationSource } from '../datasets/datasets';
import type { CalendarDay } from './calendar';
import { interpolateKnots, monthlyProfile, type Knots } from './knots';
import { streamId, type NoiseField } from './noise';
import type { RenewableDay } from './renewables';

export type GenerationHour = Record<GenerationSource, number> & { total: number };

const LIGNITE: Knots = [[2023.5, 4_700], [2024.5, 4_950], [2025.5, 4_620], [2026.5, 4_450]];
const LIGNITE_MONTH = [1.0, 1.0, 0.97, 0.84, 0.93, 1.0, 1.08, 1.07, 1.03, 1.0, 1.01, 1.0];
const IMPORT_COAL: Knots = [[2023.5, 10_300], [2024.5, 10_450], [2025.5, 10_550], [2026.5, 10_600]];
const IMPORT_COAL_MONTH = [1.0, 1.0, 0.97, 0.88, 0.9, 0.97, 1.02, 1.02, 1.0, 0.98, 1.0, 1.0];
const GEOTHERMAL: Knots = [[2023.5, 1_150], [2024.5, 1_170], [2025.5, 1_215], [2026.5, 1_290]];
const GEOTHERMAL_MONTH = [1.1, 1.09, 1.06, 0.98, 0.96, 0.85, 0.83, 0.86, 0.98, 1.04, 1.09, 1.12];
const BIOMASS: Knots = [[2023.5, 925], [2024.5, 980], [2025.5, 960], [2026.5, 920]];
const BLACK_COAL: Knots = [[2023.5, 475], [2024.5, 520], [2025.5, 518], [2026.5, 480]];
const ASPHALTITE: Knots = [[2023.5, 180], [2024.5, 131], [2025.5, 215], [2026.5, 210]];
const FUEL_OIL: Knots = [[2023.5, 80], [2024.5, 83], [2025.5, 87], [2026.5, 85]];
const WASTE_HEAT: Knots = [[2023.5, 76], [2024.5, 83], [2025.5, 86], [2026.5, 80]];
/** Net import (+) / export (−) level: Turkey turned net exporter in the second half of 2024. */
const NET_IMPORT: Knots = [[2023.5, 400], [2024.2, 100], [2024.5, 0], [2024.85, -600], [2025.3, -350], [2025.6, -300], [2026.0, -450], [2026.4, -250], [2027.0, -250]];
/** Diurnal net-import shape (MW): exports in the evening peak, small imports at midday (table D2). */
const NET_IMPORT_HOUR = [-20, -20, -5, 0, 10, 5, -25, -75, -50, -45, 10, 90, 95, 145, 150, 110, 30, -35, -100, -130, -130, -125, -90, 45];

const GAS_MIN = 650; // must-run CHP and grid-support units never all leave the system
const GAS_MAX = 22_000;
const DAM_MAX = 16_500;

const N_TOTAL = streamId('gen.total');
const N_LIGNITE = streamId('gen.lignite');
const N_COAL = streamId('gen.importCoal');
const N_SMALL = streamId('gen.small');
const N_IMPORT = streamId('gen.import');
const N_DAM = streamId('gen.dam.hour');

/** Economic utilisation of imported coal on a day whose mean residual index is `zDay`. */
function coalUtilisation(zDay: number): number {
  return Math.min(0.95, Math.max(0.22, 0.4 + 1.6 * (zDay - 0.45)));
}

export interface DispatchInput {
  cal: CalendarDay;
  consumption: Float64Array;
  renewables: RenewableDay;
  /** Residual load index per hour (see prices.ts) and its daily mean. */
  z: Float64Array;
  zDay: number;
}

export function dispatchDay(noise: NoiseField, input: DispatchInput): GenerationHour[] {
  const { cal, consumption, renewables: ren, z, zDay } = input;
  const t = cal.yearFraction;
  const doy = cal.dayOfYear;
  const hour0 = cal.day * 24;

  // Residual load before hydro (MW) per hour, and its mean, to shape river pondage and dam releases.
  const residual = new Float64Array(24);
  let residualMean = 0;
  for (let h = 0; h < 24; h++) {
    residual[h] = Math.max(1000, consumption[h]! - ren.embeddedSolar[h]! - ren.licensedSolar[h]! - ren.wind[h]! - ren.riverDaily);
    residualMean += residual[h]! / 24;
  }
  const damWeights = new Float64Array(24);
  const riverWeights = new Float64Array(24);
  let damSum = 0;
  let riverSum = 0;
  for (let h = 0; h < 24; h++) {
    const r = residual[h]! / residualMean;
    damWeights[h] = Math.max(0.3, r) ** 3 * Math.exp(0.08 * noise.smooth(N_DAM, (hour0 + h) / 3));
    riverWeights[h] = 0.7 + 0.3 * r;
    damSum += damWeights[h]!;
    riverSum += riverWeights[h]!;
  }

  const ligniteAvail = interpolateKnots(LIGNITE, t, true) * monthlyProfile(LIGNITE_MONTH, doy)
    * Math.exp(0.04 * noise.smooth(N_LIGNITE, cal.day / 10)) * Math.min(1, Math.max(0.78, 0.8 + 0.7 * (zDay - 0.4)));
  const coalAvail = interpolateKnots(IMPORT_COAL, t, true) * monthlyProfile(IMPORT_COAL_MONTH, doy)
    * Math.exp(0.05 * noise.smooth(N_COAL, cal.day / 8));
  const coalDay = coalAvail * coalUtilisation(zDay);
  const smallNoise = Math.exp(0.03 * noise.smooth(N_SMALL, cal.day / 4));
  const geothermal = interpolateKnots(GEOTHERMAL, t) * monthlyProfile(GEOTHERMAL_MONTH, doy) * smallNoise;
  const biomass = interpolateKnots(BIOMASS, t) * smallNoise;
  const blackCoal = interpolateKnots(BLACK_COAL, t) * smallNoise;
  const asphaltite = interpolateKnots(ASPHALTITE, t) * smallNoise;
  const fuelOil = interpolateKnots(FUEL_OIL, t) * smallNoise;
  const wasteHeat = interpolateKnots(WASTE_HEAT, t) * smallNoise;
  const importLevel = interpolateKnots(NET_IMPORT, t);

  const out: GenerationHour[] = [];
  for (let h = 0; h < 24; h++) {
    const x = hour0 + h;
    const total = consumption[h]! - ren.embeddedSolar[h]! + 60 * noise.smooth(N_TOTAL, x / 2);
    let sun = ren.licensedSolar[h]!;
    let wind = ren.wind[h]!;
    const river = (ren.riverDaily * 24 * riverWeights[h]!) / riverSum;
    let dam = Math.min(DAM_MAX, (ren.damBudget * 24 * damWeights[h]!) / damSum);
    // Coal plants ramp down a little when the sun pushes the residual load down at midday.
    const solarShare = (ren.embeddedSolar[h]! + sun) / consumption[h]!;
    let importCoal = coalDay * (1 - 0.12 * solarShare) * (z[h]! < 0.3 ? 0.85 : 1);
    let lignite = ligniteAvail * (1 - 0.02 * solarShare);
    let importExport = importLevel + NET_IMPORT_HOUR[h]! + 260 * noise.smooth(N_IMPORT, x / 10);
    const fixed = geothermal + biomass + blackCoal + asphaltite + fuelOil + wasteHeat;
    let gas = total - (sun + wind + river + dam + importCoal + lignite + fixed + importExport);

    if (gas < GAS_MIN) {
      // Surplus: store water, back coal and lignite down, then curtail wind and sun.
      let need = GAS_MIN - gas;
      const cut = (available: number): number => { const c = Math.min(need, Math.max(0, available)); need -= c; return c; };
      dam -= cut(dam * 0.85);
      importCoal -= cut(importCoal - coalAvail * 0.3);
      lignite -= cut(lignite - ligniteAvail * 0.75);
      importExport -= cut(1500 + importExport);
      wind -= cut(wind * 0.6);
      sun -= cut(sun * 0.8);
      // Extreme surplus (a sunny, windy, wet holiday noon): curtail everything flexible, then run gas below
      // its usual minimum and export the rest.
      dam -= cut(dam);
      wind -= cut(wind);
      sun -= cut(sun);
      const gasRoom = Math.min(need, GAS_MIN);
      need -= gasRoom;
      gas = GAS_MIN - gasRoom;
      importExport -= need;
    } else if (gas > GAS_MAX) {
      let need = gas - GAS_MAX;
      const add = (room: number): number => { const a = Math.min(need, Math.max(0, room)); need -= a; return a; };
      dam += add(DAM_MAX - dam);
      importExport += add(2000 - importExport);
      gas = GAS_MAX + need;
    }

    const values: Record<GenerationSource, number> = {
      naturalGas: gas, dammedHydro: dam, lignite, river, importCoal, wind, sun, fueloil: fuelOil, geothermal,
      asphaltiteCoal: asphaltite, blackCoal, biomass, naphta: 0, lng: 0, importExport, wasteheat: wasteHeat,
    };
    // Round every source to cents and add the rounded values, so total = Σ sources exactly.
    let cents = 0;
    const row = { total: 0 } as GenerationHour;
    for (const source of GENERATION_SOURCES) {
      const c = Math.round(values[source] * 100);
      row[source] = c / 100;
      cents += c;
    }
    row.total = cents / 100;
    out.push(row);
  }
  return out;
}
