// The operator's only published day of the water energy provision (data-stats §5: the 2025-11-18 snapshot of
// /work/shared/data/real/forewatt_hydro_energy_provision_snapshot_2025-11-18.csv, a dry autumn), reduced to the
// 36 dams it shares with the simulator's registry (names as the registry spells them: H.UĞURLU is HASAN UĞURLU,
// KANDİL HES is KANDİL…). The Euphrates and Tigris dams are not in it. `npm run calibrate` sets the simulated
// 18 November of each year beside its total.
export const SNAPSHOT_DAY = { month: 11, day: 18 } as const;

export const SNAPSHOT_DAMS: readonly string[] = [
  'ALTINKAYA', 'BOYABAT', 'KESİKKÖPRÜ', 'DERBENT', 'OBRUK', 'YAMULA', 'KARGI KIZILIRMAK', 'HASAN UĞURLU', 'ALMUS', 'KILIÇKAYA',
  'ÇAMLIGÖZE', 'SARIYAR', 'GÖKÇEKAYA', 'GÜRSÖĞÜT', 'YEDİGÖZE', 'ÇATALAN', 'KAVŞAKBENDİ', 'MENGE', 'BERKE', 'ASLANTAŞ', 'SIR',
  'MENZELET', 'KANDİL', 'ADATEPE', 'ERMENEK', 'GEZENDE', 'YALNIZARDIÇ', 'ALAKÖPRÜ', 'OYMAPINAR', 'MANAVGAT', 'KARACAÖREN II',
  'KİRAZLIKÖPRÜ', 'KÖPRÜBAŞI', 'KÜRTÜN', 'TORUL', 'ÇINARCIK',
];

/** Their real total on 2025-11-18, GWh (ERMENEK 492.88, ALTINKAYA 240.57, BOYABAT 187.27 the largest). */
export const SNAPSHOT_TOTAL_GWH = 1743.6;
