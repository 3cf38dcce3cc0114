// Test fixtures for the chart types: small descriptors and rows shaped like the web service's items.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { ReportRow } from '../rows/reportRow';

const base = {
  schemaVersion: 1 as const,
  pageId: 1,
  menu: { parent: 'electricity/test', order: 1 },
  description: { tr: 'Test', en: 'Test' },
  filters: [],
  export: ['xlsx', 'csv', 'pdf'] as ('xlsx' | 'csv' | 'pdf')[],
  data: { kind: 'dataset' as const, dataset: 'test.rows' },
};

export const priceDescriptor: ReportDescriptor = {
  ...base,
  id: 'test-price',
  title: { tr: 'PTF', en: 'MCP' },
  api: { service: 'electricity-service', path: '/v1/test/price', method: 'POST', paged: true, request: {} },
  columns: [
    { key: 'date', type: 'datetime', label: { tr: 'Tarih', en: 'Date' }, hidden: false },
    { key: 'hour', type: 'hour', label: { tr: 'Saat', en: 'Hour' }, hidden: false },
    { key: 'price', type: 'number', unit: 'TL/MWh', decimals: 2, label: { tr: 'Fiyat', en: 'Price' }, hidden: false },
    { key: 'volume', type: 'number', unit: 'MWh', decimals: 1, label: { tr: 'Hacim', en: 'Volume' }, hidden: false },
  ],
  chart: { type: 'line', x: 'date', series: ['price'], choices: ['line', 'stepLine', 'simpleColumn'] },
};

export const priceRows: ReportRow[] = [
  { date: '2024-07-29T02:00:00+03:00', hour: '02:00', price: 2100, volume: 30000 },
  { date: '2024-07-29T00:00:00+03:00', hour: '00:00', price: 2500.5, volume: 31000 },
  { date: '2024-07-29T01:00:00+03:00', hour: '01:00', price: 2300.25, volume: 29500.5 },
];

export const generationDescriptor: ReportDescriptor = {
  ...priceDescriptor,
  id: 'test-generation',
  title: { tr: 'Üretim', en: 'Generation' },
  columns: [
    { key: 'date', type: 'datetime', label: { tr: 'Tarih', en: 'Date' }, hidden: false },
    { key: 'naturalGas', type: 'number', unit: 'MWh', label: { tr: 'Doğal gaz', en: 'Natural gas' }, hidden: false },
    { key: 'wind', type: 'number', unit: 'MWh', label: { tr: 'Rüzgar', en: 'Wind' }, hidden: false },
  ],
  chart: { type: 'stackedArea', x: 'date', series: ['naturalGas', 'wind'], choices: ['stackedArea', 'stackedColumn'] },
};

export const generationRows: ReportRow[] = [
  { date: '2024-07-29T00:00:00+03:00', naturalGas: 8000, wind: 3000 },
  { date: '2024-07-29T01:00:00+03:00', naturalGas: 7800, wind: null },
];

export const damDescriptor: ReportDescriptor = {
  ...priceDescriptor,
  id: 'test-dams',
  title: { tr: 'Baraj kotları', en: 'Dam levels' },
  columns: [
    { key: 'date', type: 'date', label: { tr: 'Tarih', en: 'Date' }, hidden: false },
    { key: 'damName', type: 'text', label: { tr: 'Baraj', en: 'Dam' }, hidden: false },
    { key: 'dailyKot', type: 'number', unit: 'm', label: { tr: 'Kot', en: 'Level' }, hidden: false },
  ],
  chart: { type: 'line', x: 'date', series: ['dailyKot'], groupBy: 'damName' },
};

export const damRows: ReportRow[] = [
  { date: '2024-07-01T00:00:00+03:00', damName: 'KEBAN', dailyKot: 840.1 },
  { date: '2024-07-01T00:00:00+03:00', damName: 'ATATÜRK', dailyKot: 535.2 },
  { date: '2024-07-02T00:00:00+03:00', damName: 'KEBAN', dailyKot: 840.3 },
];

/** A leap year of hourly rows: the longest range a page asks for. */
export function yearOfHours(): ReportRow[] {
  const rows: ReportRow[] = [];
  const start = Date.parse('2024-01-01T00:00:00+03:00');
  for (let i = 0; i < 8784; i++) {
    const iso = new Date(start + i * 3_600_000 + 3 * 3_600_000).toISOString().slice(0, 19) + '+03:00';
    rows.push({ date: iso, hour: iso.slice(11, 16), price: 2000 + (i % 24) * 10, volume: 30000 });
  }
  return rows;
}
