// Test fixtures for the export writers: the day-ahead price report and a wide generation-by-source
// report, with hourly rows shaped as the web service returns them.
import type { ReportColumn } from '../../../schemas/report.schema';
import type { Locale } from '../locale/locale';
import type { ReportRow } from '../rows/reportRow';
import type { ExportInput } from './exportInput';

/** A column as a loaded descriptor has it: schema defaults (hidden) applied. */
export function testColumn(column: Omit<ReportColumn, 'hidden'> & { hidden?: boolean }): ReportColumn {
  return { hidden: false, ...column };
}

export const mcpColumns: ReportColumn[] = [
  testColumn({ key: 'date', type: 'datetime', label: { tr: 'Tarih', en: 'Date' } }),
  testColumn({ key: 'hour', type: 'hour', label: { tr: 'Saat', en: 'Hour' } }),
  testColumn({ key: 'price', type: 'number', unit: 'TL/MWh', decimals: 2, label: { tr: 'Piyasa Takas Fiyatı', en: 'Market Clearing Price' } }),
  testColumn({ key: 'priceUsd', type: 'number', unit: 'USD/MWh', label: { tr: 'PTF (USD)', en: 'MCP (USD)' } }),
  testColumn({ key: 'region', type: 'text', label: { tr: 'Bölge ğşıİçöü', en: 'Region' }, hidden: true }),
];

const SOURCES = [
  ['naturalGas', 'Doğal Gaz', 'Natural Gas'],
  ['dammedHydro', 'Barajlı', 'Dammed Hydro'],
  ['lignite', 'Linyit', 'Lignite'],
  ['river', 'Akarsu', 'Run-of-River'],
  ['importCoal', 'İthal Kömür', 'Imported Coal'],
  ['wind', 'Rüzgar', 'Wind'],
  ['sun', 'Güneş', 'Solar'],
  ['fueloil', 'Fuel Oil', 'Fuel Oil'],
  ['geothermal', 'Jeotermal', 'Geothermal'],
  ['asphaltiteCoal', 'Asfaltit Kömür', 'Asphaltite Coal'],
  ['blackCoal', 'Taş Kömür', 'Hard Coal'],
  ['biomass', 'Biyokütle', 'Biomass'],
  ['naphta', 'Nafta', 'Naphtha'],
  ['lng', 'LNG', 'LNG'],
  ['importExport', 'Uluslararası', 'International'],
  ['wasteheat', 'Atık Isı', 'Waste Heat'],
  ['total', 'Toplam', 'Total'],
] as const;

/** 19 columns: date, hour and 17 sources, like real-time generation by source. */
export const generationColumns: ReportColumn[] = [
  testColumn({ key: 'date', type: 'datetime', label: { tr: 'Tarih', en: 'Date' } }),
  testColumn({ key: 'hour', type: 'hour', label: { tr: 'Saat', en: 'Hour' } }),
  ...SOURCES.map(([key, tr, en]) => testColumn({ key, type: 'number', unit: 'MWh', label: { tr, en } })),
];

const pad = (n: number): string => String(n).padStart(2, '0');

/** The hour `index` hours after 2024-01-01 00:00 in the market's time, as the service writes it. */
export function marketTime(index: number): string {
  const t = new Date(Date.UTC(2024, 0, 1, index));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}T${pad(t.getUTCHours())}:00:00+03:00`;
}

/** Deterministic rows for any columns: times from the hour index, numbers from a fixed pattern. */
export function hourlyRows(count: number, columns: readonly ReportColumn[]): ReportRow[] {
  return Array.from({ length: count }, (_, i) => {
    const row: ReportRow = {};
    columns.forEach((column, c) => {
      if (column.type === 'datetime') row[column.key] = marketTime(i);
      else if (column.type === 'hour') row[column.key] = marketTime(i).slice(11, 16);
      else if (column.type === 'text') row[column.key] = 'Trakya';
      else row[column.key] = 1000 + ((i * 37 + c * 113) % 4000) + 0.456;
    });
    return row;
  });
}

/** Rows in batches of `size`, the way a data-store cursor hands them over. */
export function* inBatches(rows: readonly ReportRow[], size = 1_000): Generator<ReportRow[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

export function exportInput(locale: Locale, overrides: Partial<ExportInput> = {}): ExportInput {
  return {
    title: locale === 'tr' ? 'Piyasa Takas Fiyatı (PTF)' : 'Market Clearing Price (MCP)',
    columns: mcpColumns,
    rows: inBatches(hourlyRows(48, mcpColumns)),
    locale,
    generatedAt: new Date('2024-07-29T11:05:00Z'),
    notes: locale === 'tr' ? ['01.01.2024 – 02.01.2024', 'Simüle veri'] : ['01.01.2024 – 02.01.2024', 'Simulated data'],
    ...overrides,
  };
}
