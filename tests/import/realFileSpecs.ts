// How to read each real file in ../shared/data/real/ WITHOUT the importer (see its README.md), so the tests
// compare the store against an independent reading of the source rows.
export interface ValueColumn { field: string; column: number }
export interface RealFileSpec {
  file: string;
  dataset: string;
  table: string;
  encoding: 'utf-8' | 'windows-1254';
  delimiter: ',' | ';';
  turkishNumbers: boolean;
  /** Local delivery day of a row, YYYY-MM-DD. */
  day: (cells: string[]) => string;
  values: ValueColumn[];
}

const dmy = (cell: string): string => {
  const [d, m, y] = cell.slice(0, 10).split(/[./ ]/);
  return `${y!.length === 2 ? `20${y}` : y}-${m}-${d}`;
};
// UTC stamps (all from 2020 on): Istanbul is UTC+3.
const utcDay = (cell: string): string => new Date(Date.parse(cell.replace(' ', 'T').replace('+00:00', 'Z')) + 3 * 3_600_000).toISOString().slice(0, 10);
const isoDay = (cell: string): string => cell.slice(0, 10);

const ptf3 = [{ field: 'price', column: 2 }, { field: 'priceUsd', column: 3 }, { field: 'priceEur', column: 4 }];
const gen = [{ field: 'total', column: 2 }, { field: 'naturalGas', column: 3 }, { field: 'importExport', column: 17 }];

export const REAL_FILE_SPECS: readonly RealFileSpec[] = [
  { file: 'aliagdeniz_GercekZamanliTuketim-01012016-07122018.csv', dataset: 'consumption.realtime', table: 'consumption_realtime', encoding: 'windows-1254', delimiter: ',', turkishNumbers: true, day: (c) => dmy(c[0]!), values: [{ field: 'consumption', column: 2 }] },
  { file: 'aliagdeniz_PTF-01012016-08122018.csv', dataset: 'dam.mcp', table: 'dam_mcp', encoding: 'utf-8', delimiter: ',', turkishNumbers: true, day: (c) => dmy(c[0]!), values: [{ field: 'price', column: 2 }] },
  { file: 'aliagdeniz_SMF-01012016-07122018.csv', dataset: 'bpm.smp', table: 'bpm_smp', encoding: 'utf-8', delimiter: ',', turkishNumbers: true, day: (c) => dmy(c[0]!), values: [{ field: 'systemMarginalPrice', column: 2 }] },
  { file: 'burak1203_Gercek_Zamanli_Tuketim-01012024-01012025.csv', dataset: 'consumption.realtime', table: 'consumption_realtime', encoding: 'utf-8', delimiter: ';', turkishNumbers: true, day: (c) => dmy(c[0]!), values: [{ field: 'consumption', column: 2 }] },
  { file: 'burak1203_Gercek_Zamanli_Tuketim-01012025-27122025.csv', dataset: 'consumption.realtime', table: 'consumption_realtime', encoding: 'utf-8', delimiter: ';', turkishNumbers: true, day: (c) => dmy(c[0]!), values: [{ field: 'consumption', column: 2 }] },
  ...['01012025-01042025', '01042025-01072025', '01072025-01102025', '01102025-27122025'].map((range): RealFileSpec => ({
    file: `burak1203_Gercek_Zamanli_Uretim-${range}.csv`, dataset: 'generation.realtime', table: 'generation_realtime', encoding: 'utf-8', delimiter: ';', turkishNumbers: true, day: (c) => dmy(c[0]!), values: gen,
  })),
  { file: 'enesozeren_ptf-smf_2015-01-01_2019-05-31.csv', dataset: 'dam.mcp', table: 'dam_mcp', encoding: 'windows-1254', delimiter: ',', turkishNumbers: true, day: (c) => dmy(c[0]!), values: [{ field: 'price', column: 1 }] },
  { file: 'enesozeren_ptf-smf_2015-01-01_2019-05-31.csv', dataset: 'bpm.smp', table: 'bpm_smp', encoding: 'windows-1254', delimiter: ',', turkishNumbers: true, day: (c) => dmy(c[0]!), values: [{ field: 'systemMarginalPrice', column: 2 }] },
  { file: 'forewatt_consumption_actual_2020-01-01_2025-10-31.csv', dataset: 'consumption.realtime', table: 'consumption_realtime', encoding: 'utf-8', delimiter: ',', turkishNumbers: false, day: (c) => isoDay(c[1]!), values: [{ field: 'consumption', column: 3 }] },
  { file: 'forewatt_fx_daily_2020-01-01_2025-10-31.csv', dataset: 'fx.daily', table: 'fx_daily', encoding: 'utf-8', delimiter: ',', turkishNumbers: false, day: (c) => isoDay(c[0]!), values: [{ field: 'usdTry', column: 1 }, { field: 'eurTry', column: 2 }] },
  { file: 'forewatt_generation_realtime_2020-01-01_2024-12-31.csv', dataset: 'generation.realtime', table: 'generation_realtime', encoding: 'utf-8', delimiter: ',', turkishNumbers: false, day: (c) => utcDay(c[0]!), values: gen },
  { file: 'forewatt_price_ptf_2020-01-01_2025-10-31.csv', dataset: 'dam.mcp', table: 'dam_mcp', encoding: 'utf-8', delimiter: ',', turkishNumbers: false, day: (c) => isoDay(c[1]!), values: ptf3.map((v) => ({ ...v, column: v.column + 1 })) },
  { file: 'forewatt_price_smf_2020-01-01_2025-10-31.csv', dataset: 'bpm.smp', table: 'bpm_smp', encoding: 'utf-8', delimiter: ',', turkishNumbers: false, day: (c) => isoDay(c[1]!), values: [{ field: 'systemMarginalPrice', column: 3 }] },
  { file: 'kad1r_Piyasa_Takas_Fiyati(PTF)-01012025-30112025.csv', dataset: 'dam.mcp', table: 'dam_mcp', encoding: 'utf-8', delimiter: ';', turkishNumbers: true, day: (c) => dmy(c[0]!), values: ptf3 },
  ...['2025', '2026'].flatMap((y): RealFileSpec[] => [
    { file: `welunversvesh_ptf_${y}_saatlik_ham.csv`, dataset: 'dam.mcp', table: 'dam_mcp', encoding: 'utf-8', delimiter: ',', turkishNumbers: false, day: (c) => utcDay(c[0]!), values: ptf3 },
    { file: `welunversvesh_smp_${y}.csv`, dataset: 'bpm.smp', table: 'bpm_smp', encoding: 'utf-8', delimiter: ',', turkishNumbers: false, day: (c) => utcDay(c[0]!), values: [{ field: 'systemMarginalPrice', column: 2 }] },
    { file: `welunversvesh_rtg_${y}.csv`, dataset: 'generation.realtime', table: 'generation_realtime', encoding: 'utf-8', delimiter: ',', turkishNumbers: false, day: (c) => utcDay(c[0]!), values: gen },
  ]),
];

/** Files that feed no dataset (IDM prices, load plans, dam snapshots, spot gas averages). */
export const UNMAPPED_REAL_FILES = [
  'forewatt_hydro_energy_provision_snapshot_2025-11-18.csv', 'forewatt_hydro_reservoir_volume_snapshot_2025-11-18.csv',
  'forewatt_price_wap_idm_2020-01-01_2025-10-31.csv', 'kad1r_Yuk_Tahmin_Plani-01012025-30112025.csv', 'welunversvesh_load_plan_2025.csv',
  'welunversvesh_gas_prices_2025.csv', 'welunversvesh_gas_prices_2026.csv',
];

/** Daily means per field straight from the source text. */
export function sourceDailyMeans(bytes: Uint8Array, spec: RealFileSpec): Map<string, Record<string, number>> {
  const text = new TextDecoder(spec.encoding).decode(bytes).replace(/^\ufeff/, '');
  const sums = new Map<string, { n: number; sums: Record<string, number> }>();
  for (const line of text.split(/\r?\n/).slice(1)) {
    if (line.trim() === '') continue;
    const cells = line.startsWith('"') ? [...line.matchAll(/"([^"]*)"/g)].map((m) => m[1]!) : line.split(spec.delimiter);
    const day = spec.day(cells);
    const entry = sums.get(day) ?? { n: 0, sums: {} };
    entry.n += 1;
    for (const v of spec.values) {
      const raw = cells[v.column]!;
      const x = spec.turkishNumbers ? Number(raw.replace(/\./g, '').replace(',', '.')) : Number(raw);
      entry.sums[v.field] = (entry.sums[v.field] ?? 0) + x;
    }
    sums.set(day, entry);
  }
  return new Map([...sums].map(([day, e]) => [day, Object.fromEntries(Object.entries(e.sums).map(([k, s]) => [k, s / e.n]))]));
}
