// Reservoirs: the dam registry (61 dams in 14 basins, operating levels in metres above sea level and installed
// power) and each dam's daily water level (kot). Real data holds only one snapshot day (data-stats §18), so the
// cycle is an assumption: reservoirs fill with the March–June snowmelt, peak in mid-June and are drawn down from
// July to the late-winter minimum; each dam has its own phase, amplitude and wandering, and the whole system
// follows the hydrological wetness (the 2025 drought leaves levels low, spring 2026 fills them).
import type { CalendarDay } from './calendar';
import { hashString } from './prng';
import { wetness } from './renewables';
import { type NoiseField } from './noise';

export interface Dam {
  id: number;
  name: string;
  basin: string;
  minKot: number;
  maxKot: number;
  installedCapacity: number;
}

// name, basin, minimum operating level, maximum operating level (m), installed power (MW)
const DAM_TABLE: readonly (readonly [string, string, number, number, number])[] = [
  ['ATATÜRK', 'Fırat', 526, 542, 2405], ['KEBAN', 'Fırat', 815, 845, 1330], ['KARAKAYA', 'Fırat', 680, 693, 1800],
  ['BİRECİK', 'Fırat', 382, 385.5, 672], ['KARKAMIŞ', 'Fırat', 338.5, 340.5, 189], ['ÖZLÜCE', 'Fırat', 1110, 1142, 170],
  ['ALPASLAN-1', 'Fırat', 1322, 1360, 160], ['ALPASLAN-2', 'Fırat', 1218, 1245, 280], ['BEYHAN-1', 'Fırat', 905, 930, 582],
  ['ILISU', 'Dicle', 480, 525, 1200], ['BATMAN', 'Dicle', 612, 645, 198], ['KRALKIZI', 'Dicle', 818, 852, 94],
  ['ÇETİN', 'Dicle', 640, 670, 420],
  ['DERİNER', 'Çoruh', 720, 780, 670], ['YUSUFELİ', 'Çoruh', 650, 710, 558], ['ARTVİN', 'Çoruh', 470, 500, 332],
  ['BORÇKA', 'Çoruh', 172, 185, 300], ['MURATLI', 'Çoruh', 95, 100, 115], ['ARKUN', 'Çoruh', 552, 580, 245],
  ['ALTINKAYA', 'Kızılırmak', 160, 190, 702], ['BOYABAT', 'Kızılırmak', 275, 330, 513], ['HİRFANLI', 'Kızılırmak', 845, 856, 128],
  ['KESİKKÖPRÜ', 'Kızılırmak', 795, 810, 76], ['DERBENT', 'Kızılırmak', 125, 133, 56], ['OBRUK', 'Kızılırmak', 360, 390, 203],
  ['YAMULA', 'Kızılırmak', 1045, 1075, 100], ['KARGI KIZILIRMAK', 'Kızılırmak', 215, 225, 100],
  ['HASAN UĞURLU', 'Yeşilırmak', 180, 195, 500], ['ALMUS', 'Yeşilırmak', 770, 802, 27], ['KILIÇKAYA', 'Yeşilırmak', 780, 825, 124],
  ['KÖKLÜCE', 'Yeşilırmak', 560, 580, 90], ['ÇAMLIGÖZE', 'Yeşilırmak', 300, 316, 32],
  ['SARIYAR', 'Sakarya', 445, 475, 160], ['GÖKÇEKAYA', 'Sakarya', 380, 395, 278], ['GÜRSÖĞÜT', 'Sakarya', 352, 380, 96],
  ['SEYHAN', 'Seyhan', 55, 67, 60], ['YEDİGÖZE', 'Seyhan', 205, 243, 310], ['ÇATALAN', 'Seyhan', 105, 125, 169],
  ['KAVŞAKBENDİ', 'Seyhan', 395, 410, 191], ['MENGE', 'Seyhan', 580, 600, 89],
  ['BERKE', 'Ceyhan', 345, 370, 510], ['ASLANTAŞ', 'Ceyhan', 115, 146, 138], ['SIR', 'Ceyhan', 440, 475, 283],
  ['MENZELET', 'Ceyhan', 565, 610, 124], ['KANDİL', 'Ceyhan', 820, 850, 208], ['ADATEPE', 'Ceyhan', 1070, 1100, 90],
  ['ERMENEK', 'Doğu Akdeniz', 600, 692, 302], ['GEZENDE', 'Doğu Akdeniz', 470, 490, 159], ['YALNIZARDIÇ', 'Doğu Akdeniz', 180, 210, 40],
  ['ALAKÖPRÜ', 'Doğu Akdeniz', 590, 620, 82],
  ['OYMAPINAR', 'Antalya', 152, 184, 540], ['MANAVGAT', 'Antalya', 30, 35, 48], ['KARACAÖREN I', 'Antalya', 210, 250, 32],
  ['KARACAÖREN II', 'Antalya', 65, 75, 46],
  ['KİRAZLIKÖPRÜ', 'Batı Karadeniz', 180, 200, 30], ['KÖPRÜBAŞI', 'Batı Karadeniz', 390, 420, 80],
  ['KÜRTÜN', 'Doğu Karadeniz', 920, 960, 85], ['TORUL', 'Doğu Karadeniz', 1040, 1090, 105],
  ['ADIGÜZEL', 'Büyük Menderes', 245, 282, 62], ['KEMER', 'Büyük Menderes', 260, 290, 48],
  ['ÇINARCIK', 'Susurluk', 180, 210, 27],
];

/** The dam registry; ids are stable (derived from the name, not from the seed or the order). */
export const DAMS: readonly Dam[] = DAM_TABLE.map(([name, basin, minKot, maxKot, installedCapacity], i) => ({
  id: 1000 + i * 7 + (hashString(name) % 7),
  name, basin, minKot, maxKot, installedCapacity,
}));

/**
 * The record id of a dam's day (the `id` the dam pages answer): unique over dams and days (day numbers stay
 * below 100 000 until the year 2243) and the same in every build, as it depends only on the dam and the day.
 */
export function damDayId(dam: Dam, day: number): number {
  return dam.id * 100_000 + day;
}

/** Seasonal cycle in [−1, 1]: trough around 19 February, crest around 14 June (filling is faster than drawdown). */
function seasonalCycle(dayOfYear: number): number {
  const trough = 50;
  const crest = 165;
  const d = (((dayOfYear - trough) % 365) + 365) % 365;
  const rise = crest - trough;
  return d < rise ? -Math.cos((Math.PI * d) / rise) : Math.cos((Math.PI * (d - rise)) / (365 - rise));
}

/** Water level of a dam on a day, metres, 2 decimals. */
export function damLevel(noise: NoiseField, dam: Dam, cal: CalendarDay): number {
  const key = hashString(`dam:${dam.name}`);
  // Per-dam character drawn from the seed: phase (±20 days), amplitude, mean filling.
  const phase = Math.round((noise.uniform(key, 1) - 0.5) * 40);
  const amplitude = 0.22 + 0.14 * noise.uniform(key, 2);
  const base = 0.55 + 0.12 * (noise.uniform(key, 3) - 0.5);
  const wet = wetness(noise, cal.yearFraction - 0.08); // reservoirs lag the inflow by about a month
  // Deep canyon reservoirs do not swing over their whole range each year: scale the movements so that the
  // level never changes by more than a few decimetres a day.
  const range = dam.maxKot - dam.minKot;
  const scale = Math.min(1, 25 / range);
  const fill = base
    + scale * (amplitude * seasonalCycle(cal.dayOfYear - phase) + 0.3 * (Math.min(wet, 1.7) - 1)
      + 0.035 * noise.smooth(key ^ 0x51ed27, cal.day / 30))
    + (0.03 / range) * noise.normal(key ^ 0x2c1b3c6d, cal.day);
  const f = Math.min(0.995, Math.max(0.02, fill));
  return Math.round((dam.minKot + f * (dam.maxKot - dam.minKot)) * 100) / 100;
}
