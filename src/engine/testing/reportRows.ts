// Response items for the fixtures of reportFixtures.ts, shaped as the web service returns them: the row's
// instant in the date column (+03:00), the hour repeated as text, numbers as numbers. Only tests import this.
import type { ReportColumn } from '../../../schemas/report.schema';
import type { ReportRow } from '../rows/reportRow';

const pad = (n: number): string => String(n).padStart(2, '0');
const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Exchange rates of the day, for the USD and EUR columns. */
const USD_TRY = 33;
const EUR_TRY = 35.8;

// 29 July 2024, TL/MWh: low at night, highest in the evening.
const MCP_PRICES = [
  2500.5, 2300.25, 2100, 1999.99, 1950, 2050, 2200, 2400, 2600, 2750, 2800, 2650.4,
  2500, 2450, 2600, 2800, 2950, 2990, 2999.99, 3000, 2980, 2900, 2800, 2650,
];

/** A day of the day-ahead price (fixtures.mcp): 24 hourly rows in time order, the first 2500.5 TL/MWh, the highest 3000 at 19:00. */
export const mcpDay: readonly ReportRow[] = MCP_PRICES.map((price, hour) => ({
  date: `2024-07-29T${pad(hour)}:00:00+03:00`,
  hour: `${pad(hour)}:00`,
  price,
  priceUsd: round2(price / USD_TRY),
  priceEur: round2(price / EUR_TRY),
}));

// MWh at midnight; dispatchable sources follow the day's load, solar the sun.
const GENERATION_AT_MIDNIGHT: Readonly<Record<string, number>> = {
  naturalGas: 8000, dammedHydro: 3000, lignite: 4500, river: 2200, importCoal: 7200, wind: 3500, sun: 0, fueloil: 15,
  geothermal: 1100, asphaltiteCoal: 250, blackCoal: 400, biomass: 750, naphta: 0, lng: 0, importExport: -150, wasteheat: 95,
};

function generationAt(hour: number): ReportRow {
  const load = 1 + 0.3 * Math.sin((Math.PI * hour) / 24);
  const row: ReportRow = { date: `2024-07-29T${pad(hour)}:00:00+03:00`, hour: `${pad(hour)}:00` };
  let total = 0;
  for (const [source, midnight] of Object.entries(GENERATION_AT_MIDNIGHT)) {
    const value = source === 'sun' ? (hour > 6 && hour < 20 ? Math.round(9000 * Math.sin((Math.PI * (hour - 6)) / 14)) : 0) : round2(midnight * load);
    row[source] = value;
    total += value;
  }
  row['total'] = round2(total);
  return row;
}

/** A day of generation by source (fixtures.realtimeGeneration): 24 rows; at 00:00 natural gas is 8000 MWh, dammed hydro 3000. */
export const generationDay: readonly ReportRow[] = Array.from({ length: 24 }, (_, hour) => generationAt(hour));

/** Daily levels of two dams (fixtures.damDailyLevel); ATATÜRK has no reading on 2 July. */
export const damRows: readonly ReportRow[] = [
  { date: '2024-07-01T00:00:00+03:00', basin: 'Fırat', dam: 'KEBAN', dailyKot: 840.1, damId: 1 },
  { date: '2024-07-01T00:00:00+03:00', basin: 'Fırat', dam: 'ATATÜRK', dailyKot: 535.2, damId: 2 },
  { date: '2024-07-02T00:00:00+03:00', basin: 'Fırat', dam: 'KEBAN', dailyKot: 840.3, damId: 1 },
];

/** Three hours of the system direction (fixtures.systemDirection): short, long, balanced. */
export const directionRows: readonly ReportRow[] = [
  { date: '2024-07-29T00:00:00+03:00', hour: '00:00', systemDirection: 'Enerji Açığı', smpDirectionId: 1 },
  { date: '2024-07-29T01:00:00+03:00', hour: '01:00', systemDirection: 'Enerji Fazlası', smpDirectionId: 2 },
  { date: '2024-07-29T02:00:00+03:00', hour: '02:00', systemDirection: 'Dengede', smpDirectionId: 3 },
];

/** The hour `index` hours after 2024-01-01 00:00 on the Istanbul clock, as the service writes it. */
function marketTime(index: number): string {
  const t = new Date(Date.UTC(2024, 0, 1, index));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}T${pad(t.getUTCHours())}:00:00+03:00`;
}

const TEXT_VALUES = ['Fırat', 'Dicle', 'Kızılırmak'];

/**
 * `count` deterministic hourly rows for any columns, from 2024-01-01 00:00: times from the row index,
 * numbers from a fixed pattern (the value in column c of row i is 1000 + (37i + 113c) mod 4000 + 0.456).
 * For long ranges (8784 rows: a leap year of hours) and wide tables.
 */
export function hourlyRows(count: number, columns: readonly ReportColumn[]): ReportRow[] {
  return Array.from({ length: count }, (_, i) => {
    const row: ReportRow = {};
    columns.forEach((column, c) => {
      if (column.type === 'datetime' || column.type === 'date' || column.type === 'month') row[column.key] = marketTime(i);
      else if (column.type === 'hour') row[column.key] = marketTime(i).slice(11, 16);
      else if (column.type === 'text') row[column.key] = TEXT_VALUES[i % TEXT_VALUES.length]!;
      else if (column.type === 'integer') row[column.key] = i + 1;
      else if (column.type === 'boolean') row[column.key] = i % 3 !== 0;
      else if (column.type === 'list') row[column.key] = [{ hour: marketTime(i), value: i + 0.5 }];
      else row[column.key] = 1000 + ((i * 37 + c * 113) % 4000) + 0.456;
    });
    return row;
  });
}
