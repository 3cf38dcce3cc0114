// Weather-driven supply: solar (licensed and embedded/unlicensed), wind, run-of-river and the daily water
// budget of dam hydro. Each is a pure function of the seed and the day, with persistence from smooth noise.
// Calibration (data-stats §14–15, tables D1–D3): embedded solar's noon mean 8.0 GW (2024) → 11.2 GW (2025),
// licensed sun 5.2 → 7.7 TWh, wind 36.5 → 39.3 TWh with strong Jul/Aug meltem and an evening maximum, river
// 17.6 → 15.8 TWh peaking with the April–May snowmelt, dam hydro 57 → 41 TWh (2025 was a drought year).
import type { CalendarDay } from './calendar';
import { interpolateKnots, monthlyProfile, type Knots } from './knots';
import { streamId, type NoiseField } from './noise';

// --- solar -------------------------------------------------------------------------------------------------

/**
 * Relative output of a south-facing panel tilted 30° at 38.5° N, averaged over the hour and over Turkey's
 * longitudes (30–40° E): beam on the tilted plane (weakened when the sun is low) plus a diffuse share. The tilt
 * keeps winter noons productive, so the seasonal swing comes mostly from clouds.
 */
const irradianceCache = new Map<number, Float64Array>();
function clearSkyProfile(dayOfYear: number): Float64Array {
  const hit = irradianceCache.get(dayOfYear);
  if (hit) return hit;
  const lat = (38.5 * Math.PI) / 180;
  const tiltedLat = lat - (30 * Math.PI) / 180;
  const decl = ((23.44 * Math.PI) / 180) * Math.sin((2 * Math.PI * (284 + dayOfYear)) / 365);
  const b = (2 * Math.PI * (dayOfYear - 81)) / 364;
  const eotHours = (9.87 * Math.sin(2 * b) - 7.53 * Math.cos(b) - 1.5 * Math.sin(b)) / 60;
  const longitudes = [30, 33, 36, 39];
  const out = new Float64Array(24);
  for (let h = 0; h < 24; h++) {
    let sum = 0;
    for (const lon of longitudes) {
      for (let q = 0; q < 4; q++) {
        const clock = h + (q + 0.5) / 4;
        const solarTime = clock - 3 + lon / 15 + eotHours;
        const omega = ((solarTime - 12) * 15 * Math.PI) / 180;
        const sinEl = Math.sin(lat) * Math.sin(decl) + Math.cos(lat) * Math.cos(decl) * Math.cos(omega);
        if (sinEl > 0) {
          const cosIncidence = Math.sin(tiltedLat) * Math.sin(decl) + Math.cos(tiltedLat) * Math.cos(decl) * Math.cos(omega);
          sum += 0.85 * Math.max(0, cosIncidence) * (1 - Math.exp(-sinEl / 0.1)) + 0.15 * sinEl;
        }
      }
    }
    out[h] = sum / (longitudes.length * 4);
  }
  irradianceCache.set(dayOfYear, out);
  return out;
}

/** Mean clearness by month: cloudy, short winter days; clear summers. */
const CLEARNESS = [0.56, 0.62, 0.7, 0.72, 0.8, 0.86, 0.88, 0.88, 0.85, 0.76, 0.66, 0.56];
/** Effective peak MW (output at sin(elev)=1 under a clear sky). */
// Unlicensed solar boomed during 2024 and grew slowly in 2025 (the noon gap of Jan and Dec 2025 is the same).
const EMBEDDED_SOLAR: Knots = [[2023.0, 5_500], [2024.0, 7_800], [2024.9, 16_500], [2025.9, 18_000], [2026.9, 21_000]];
// Licensed solar grew fast through 2024–2025 and then stalled (Jan 2026 output ≈ Jan 2025).
const LICENSED_SOLAR: Knots = [[2023.0, 1_900], [2024.0, 2_250], [2024.95, 2_900], [2025.02, 4_400], [2025.95, 4_300], [2026.95, 4_800]];

const CLOUD_DAY = streamId('solar.cloud.day');
const CLOUD_HOUR = streamId('solar.cloud.hour');

// --- wind --------------------------------------------------------------------------------------------------

const WIND_CAPACITY: Knots = [[2023.5, 11_800], [2024.5, 12_800], [2025.5, 14_800], [2026.5, 16_000], [2027.5, 17_200]];
/** Monthly capacity-factor multipliers: winter storms and the July–August meltem, calm May and October. */
const WIND_MONTH = [1.12, 1.0, 0.9, 0.95, 0.8, 0.95, 1.38, 1.25, 0.9, 0.85, 0.93, 1.05];
/** Diurnal multipliers: sea-breeze lull late morning, maximum in the evening (table D2). */
const WIND_HOUR = [1.0, 0.98, 0.97, 0.96, 0.96, 0.96, 0.97, 0.95, 0.92, 0.9, 0.89, 0.9, 0.92, 0.95, 0.99, 1.03, 1.07, 1.09, 1.1, 1.1, 1.1, 1.09, 1.06, 1.02];
const WIND_SYNOPTIC = streamId('wind.synoptic');
const WIND_FAST = streamId('wind.fast');
const WIND_SLOW = streamId('wind.slow');

// --- hydrology ---------------------------------------------------------------------------------------------

/**
 * Wetness of the hydrological situation (1 = normal): a wet early 2024, the 2025 drought and the very wet
 * spring of 2026 (dam hydro 24 % of generation in Jan–May 2026). Outside the table a seeded slow variation.
 */
const WETNESS: Knots = [
  [2023.5, 0.95], [2024.0, 1.25], [2024.3, 1.12], [2024.6, 1.0], [2024.85, 0.8], [2025.0, 0.8], [2025.3, 0.82],
  [2025.6, 0.8], [2025.85, 0.68], [2026.04, 0.68], [2026.12, 1.3], [2026.25, 2.0], [2026.4, 2.05],
  [2026.6, 1.3], [2026.9, 1.1], [2027.2, 1.0],
];
const WETNESS_FREE = streamId('hydro.wetness');
/** Run-of-river by month: snowmelt peak in April–May, dry late summer. */
const RIVER_MONTH = [1.0, 1.05, 1.3, 2.0, 1.95, 1.25, 0.75, 0.5, 0.48, 0.52, 0.6, 0.8];
const RIVER_BASE = 1_850;
/** Dam releases by month (reservoirs full in spring, conserved in autumn). */
const DAM_MONTH = [1.15, 1.15, 1.1, 1.2, 1.2, 1.1, 1.08, 0.98, 0.85, 0.72, 0.75, 0.85];
export const DAM_BASE = 6_150;
const RIVER_NOISE = streamId('hydro.river');
const DAM_NOISE = streamId('hydro.dam');

export function wetness(noise: NoiseField, yearFraction: number): number {
  const first = WETNESS[0]![0];
  const last = WETNESS[WETNESS.length - 1]![0];
  const free = 1 + 0.18 * noise.smooth(WETNESS_FREE, yearFraction * 2);
  if (yearFraction <= first - 0.5 || yearFraction >= last + 0.5) return free;
  const table = interpolateKnots(WETNESS, yearFraction);
  if (yearFraction >= first && yearFraction <= last) return table;
  // Blend into the free variation over half a year beyond the table.
  const w = yearFraction < first ? (first - yearFraction) / 0.5 : (yearFraction - last) / 0.5;
  return table * (1 - w) + free * w;
}

export interface RenewableDay {
  embeddedSolar: Float64Array;
  licensedSolar: Float64Array;
  wind: Float64Array;
  /** Run-of-river before its small diurnal reshaping (done with the residual load in the dispatch). */
  riverDaily: number;
  /** Mean MW the dams can release today (the water budget). */
  damBudget: number;
  wetness: number;
}

export function renewablesForDay(noise: NoiseField, cal: CalendarDay, meanConsumptionRatio: number): RenewableDay {
  const t = cal.yearFraction;
  const hour0 = cal.day * 24;

  const profile = clearSkyProfile(Math.min(cal.dayOfYear, 365));
  const dayClear = monthlyProfile(CLEARNESS, cal.dayOfYear) + 0.16 * noise.smooth(CLOUD_DAY, cal.day / 1.3);
  const embeddedCap = interpolateKnots(EMBEDDED_SOLAR, t, true);
  const licensedCap = interpolateKnots(LICENSED_SOLAR, t, true);
  const embeddedSolar = new Float64Array(24);
  const licensedSolar = new Float64Array(24);

  const windCap = interpolateKnots(WIND_CAPACITY, t, true);
  const windMonth = monthlyProfile(WIND_MONTH, cal.dayOfYear);
  const wind = new Float64Array(24);

  for (let h = 0; h < 24; h++) {
    const x = hour0 + h;
    const irr = profile[h]!;
    if (irr > 0) {
      const clear = Math.min(1, Math.max(0.12, dayClear + 0.05 * noise.smooth(CLOUD_HOUR, x / 3)));
      embeddedSolar[h] = embeddedCap * irr * clear;
      licensedSolar[h] = licensedCap * irr * clear;
    }
    // Wind: a latent weather state (synoptic systems of ~1.5 days, gusty hours, slow monthly regimes) mapped
    // through a logistic power curve; the capacity factor is bounded well below 1 (spatial smoothing).
    const latent = 0.82 * noise.smooth(WIND_SYNOPTIC, x / 30) + 0.4 * noise.smooth(WIND_FAST, x / 7)
      + 0.3 * noise.smooth(WIND_SLOW, x / 240);
    const cf = 0.86 / (1 + Math.exp(-(-0.62 + 1.3 * latent)));
    wind[h] = windCap * Math.min(0.9, cf * windMonth * WIND_HOUR[h]!);
  }

  const wet = wetness(noise, t);
  const riverDaily = RIVER_BASE * monthlyProfile(RIVER_MONTH, cal.dayOfYear) * wet ** 0.4
    * Math.exp(0.12 * noise.smooth(RIVER_NOISE, cal.day / 6));
  // More water is released on hot or cold days with high demand.
  const damBudget = DAM_BASE * monthlyProfile(DAM_MONTH, cal.dayOfYear) * wet * meanConsumptionRatio ** 1.2
    * Math.exp(0.1 * noise.smooth(DAM_NOISE, cal.day / 5));

  return { embeddedSolar, licensedSolar, wind, riverDaily, damBudget, wetness: wet };
}
