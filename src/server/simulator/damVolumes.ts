// Stored water of each dam, from its daily level (kot): the active volume is the water between the minimum and
// the maximum operating level, and the active fullness its share of the active capacity. A reservoir widens
// upwards, so the volume grows faster than linearly with the level. Capacities are assumptions sized on the
// 2025-11-18 snapshot of data-stats §18 (ALTINKAYA, ERMENEK, BOYABAT, SARIYAR, KILIÇKAYA the largest active
// volumes of that dry autumn); the others scale with installed power and operating range, except the dams whose
// real active water on that day was more than that scaling allows (BERKE, ÇINARCIK, HASAN UĞURLU, ALMUS and the
// Ceyhan reservoirs): those take ¾ of their published reservoir volume at the normal water level (the rest being
// dead storage below the minimum operating level).
import type { Dam } from './dams';
import { hashString } from './prng';

/** Active capacity (hm³) between the operating levels, for the dams the snapshot names and the big Euphrates and Tigris reservoirs. */
const ACTIVE_CAPACITY: Readonly<Record<string, number>> = {
  ALTINKAYA: 2_150, ERMENEK: 1_750, BOYABAT: 1_500, SARIYAR: 1_300, KILIÇKAYA: 1_250,
  // Far bigger in reality, but in the snapshot no reservoir held more active water than ALTINKAYA.
  ATATÜRK: 2_500, KEBAN: 2_400, KARAKAYA: 1_500, ILISU: 2_000, DERİNER: 1_100, YUSUFELİ: 1_300,
  // ¾ of the published volume at the normal level (hm³): BERKE 427, ÇINARCIK 355, HASAN UĞURLU 1,073, ALMUS 950,
  // ASLANTAŞ 1,150, SIR 1,130, MENZELET 1,950.
  BERKE: 320, 'ÇINARCIK': 266, 'HASAN UĞURLU': 805, ALMUS: 712, 'ASLANTAŞ': 862, SIR: 848, MENZELET: 1_462,
};

export interface DamStorage {
  /** Active capacity and dead storage below the minimum operating level, hm³. */
  activeCapacity: number;
  deadVolume: number;
  /** How much the reservoir widens over its operating range (shape of the level–volume curve). */
  widening: number;
}

/** Storage geometry of a dam; fixed per dam name (not drawn from the seed: it is a property of the dam). */
export function damStorage(dam: Dam): DamStorage {
  const h = hashString(`storage:${dam.name}`);
  const range = dam.maxKot - dam.minKot;
  const activeCapacity = ACTIVE_CAPACITY[dam.name] ?? Math.max(10, Math.round(0.3 * dam.installedCapacity + 2 * range));
  return {
    activeCapacity,
    deadVolume: Math.round(activeCapacity * (0.4 + 0.8 * ((h % 1000) / 1000))),
    widening: 0.5 + ((h >>> 10) % 1000) / 1000,
  };
}

export interface DamVolumeDay {
  /** hm³ above the minimum operating level (/v1/dams/data/active-volume). */
  activeVolume: number;
  /** % of the active capacity (/v1/dams/data/active-fullness). */
  activeFullnessAmount: number;
  /** Total stored water including dead storage, hm³ (/v1/dams/data/daily-volume). */
  volume: number;
  /** Volume at the minimum and the maximum operating level, hm³ (/v1/dams/data/dam-volume). */
  minVolume: number;
  maxVolume: number;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

export function damVolume(dam: Dam, kot: number): DamVolumeDay {
  const { activeCapacity, deadVolume, widening } = damStorage(dam);
  const f = Math.min(1, Math.max(0, (kot - dam.minKot) / (dam.maxKot - dam.minKot)));
  // Surface area grows linearly with height above a virtual bottom, so volume is quadratic in the level.
  const share = ((1 + widening * f) ** 2 - 1) / ((1 + widening) ** 2 - 1);
  const activeVolume = round2(activeCapacity * share);
  return {
    activeVolume,
    activeFullnessAmount: round2(100 * share),
    volume: round2(deadVolume + activeVolume),
    minVolume: deadVolume,
    maxVolume: deadVolume + activeCapacity,
  };
}
