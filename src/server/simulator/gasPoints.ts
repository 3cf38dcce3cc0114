// The gas transmission system's points: entry points (import pipelines, LNG/FSRU terminals, domestic
// production), exit points (city-gate groups by region, export points) and the two underground storage
// facilities. Capacities are daily technical capacities in Sm³ of the order of Turkey's system (≈2025).
// Ids are fixed numbers so lookups and filters never move; the names are geographic, not company names.

export type GasPointKind = 'pipeline' | 'lng' | 'production' | 'cityGate' | 'export';

export interface GasPoint {
  pointId: number;
  pointName: string;
  /** As the capacity-point operation filters them: INPUT = entry, OUTPUT = exit. */
  pointType: 'INPUT' | 'OUTPUT';
  kind: GasPointKind;
  /** Daily technical capacity, Sm³. */
  capacity: number;
}

export interface StorageFacility {
  storageFacilityId: number;
  storageFacilityName: string;
  /** Working gas volume, Sm³. */
  workingGasCapacity: number;
  /** Highest daily withdrawal, Sm³. */
  withdrawalCapacity: number;
}

const M = 1_000_000;

export const GAS_ENTRY_POINTS: readonly GasPoint[] = [
  { pointId: 101, pointName: 'Malkoçlar (Trans-Balkan)', pointType: 'INPUT', kind: 'pipeline', capacity: 40 * M },
  { pointId: 102, pointName: 'Kıyıköy (TürkAkım)', pointType: 'INPUT', kind: 'pipeline', capacity: 47 * M },
  { pointId: 103, pointName: 'Durusu (Mavi Akım)', pointType: 'INPUT', kind: 'pipeline', capacity: 48 * M },
  { pointId: 104, pointName: 'Gürbulak (İran)', pointType: 'INPUT', kind: 'pipeline', capacity: 32 * M },
  { pointId: 105, pointName: 'Türkgözü (Azerbaycan)', pointType: 'INPUT', kind: 'pipeline', capacity: 20 * M },
  { pointId: 106, pointName: 'Eskişehir (TANAP)', pointType: 'INPUT', kind: 'pipeline', capacity: 18 * M },
  { pointId: 111, pointName: 'Marmara Ereğlisi LNG', pointType: 'INPUT', kind: 'lng', capacity: 37 * M },
  { pointId: 112, pointName: 'Aliağa LNG', pointType: 'INPUT', kind: 'lng', capacity: 40 * M },
  { pointId: 113, pointName: 'Aliağa FSRU', pointType: 'INPUT', kind: 'lng', capacity: 20 * M },
  { pointId: 114, pointName: 'Dörtyol FSRU', pointType: 'INPUT', kind: 'lng', capacity: 28 * M },
  { pointId: 115, pointName: 'Saros FSRU', pointType: 'INPUT', kind: 'lng', capacity: 28 * M },
  { pointId: 121, pointName: 'Filyos (Sakarya Sahası)', pointType: 'INPUT', kind: 'production', capacity: 20 * M },
  { pointId: 122, pointName: 'Trakya Yerli Üretim', pointType: 'INPUT', kind: 'production', capacity: 3 * M },
];

/** City-gate groups by region (their share of domestic exits is in gasTransmission.ts) and export points. */
export const GAS_EXIT_POINTS: readonly GasPoint[] = [
  { pointId: 201, pointName: 'İstanbul Şehir Giriş İstasyonları', pointType: 'OUTPUT', kind: 'cityGate', capacity: 75 * M },
  { pointId: 202, pointName: 'Trakya Şehir Giriş İstasyonları', pointType: 'OUTPUT', kind: 'cityGate', capacity: 35 * M },
  { pointId: 203, pointName: 'Kocaeli-Sakarya Şehir Giriş İstasyonları', pointType: 'OUTPUT', kind: 'cityGate', capacity: 35 * M },
  { pointId: 204, pointName: 'Bursa-Balıkesir Şehir Giriş İstasyonları', pointType: 'OUTPUT', kind: 'cityGate', capacity: 30 * M },
  { pointId: 205, pointName: 'Ege Şehir Giriş İstasyonları', pointType: 'OUTPUT', kind: 'cityGate', capacity: 38 * M },
  { pointId: 206, pointName: 'Ankara-İç Anadolu Şehir Giriş İstasyonları', pointType: 'OUTPUT', kind: 'cityGate', capacity: 45 * M },
  { pointId: 207, pointName: 'Akdeniz Şehir Giriş İstasyonları', pointType: 'OUTPUT', kind: 'cityGate', capacity: 30 * M },
  { pointId: 208, pointName: 'Karadeniz Şehir Giriş İstasyonları', pointType: 'OUTPUT', kind: 'cityGate', capacity: 18 * M },
  { pointId: 209, pointName: 'Doğu ve Güneydoğu Anadolu Şehir Giriş İstasyonları', pointType: 'OUTPUT', kind: 'cityGate', capacity: 25 * M },
  { pointId: 221, pointName: 'Kipi (Yunanistan İhracat)', pointType: 'OUTPUT', kind: 'export', capacity: 5 * M },
  { pointId: 222, pointName: 'Strandzha-2 (Bulgaristan İhracat)', pointType: 'OUTPUT', kind: 'export', capacity: 8 * M },
  { pointId: 223, pointName: 'Iğdır-Nahçıvan (İhracat)', pointType: 'OUTPUT', kind: 'export', capacity: 2 * M },
];

export const GAS_POINTS: readonly GasPoint[] = [...GAS_ENTRY_POINTS, ...GAS_EXIT_POINTS];

export const STORAGE_FACILITIES: readonly StorageFacility[] = [
  { storageFacilityId: 1, storageFacilityName: 'Silivri Yeraltı Doğal Gaz Depolama Tesisi', workingGasCapacity: 4_600 * M, withdrawalCapacity: 75 * M },
  { storageFacilityId: 2, storageFacilityName: 'Tuz Gölü Yeraltı Doğal Gaz Depolama Tesisi', workingGasCapacity: 1_700 * M, withdrawalCapacity: 50 * M },
];
