// Test fixtures for the web app: descriptors shaped like the ones in reports/ (with schema defaults
// applied, as the server sends them) and response bodies in the web service's envelopes.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { ReportRow } from '../../engine/rows/reportRow';

const common = {
  schemaVersion: 1 as const,
  menu: { parent: 'electricity/electricity-markets/day-ahead-market', order: 1 },
  export: ['xlsx', 'csv', 'pdf'] as ('xlsx' | 'csv' | 'pdf')[],
};

export const mcpDescriptor: ReportDescriptor = {
  ...common,
  id: 'dam-mcp',
  pageId: 61,
  title: { tr: 'Piyasa Takas Fiyatı (PTF)', en: 'Market Clearing Price (MCP)' },
  description: { tr: 'Saatlik gün öncesi fiyatı.', en: 'The hourly day-ahead price.' },
  api: {
    service: 'electricity-service',
    path: '/v1/markets/dam/data/mcp',
    exportPath: '/v1/markets/dam/export/mcp',
    method: 'POST',
    paged: true,
    request: { startDate: { type: 'datetime', required: true }, endDate: { type: 'datetime', required: true } },
    summary: {
      key: 'statistic',
      fields: { priceAvg: 'avg(price)', priceMax: 'max(price)', priceMin: 'min(price)', ptfWeightedAvg: 'wavg(price, volume)' },
    },
  },
  filters: [
    {
      widget: 'dateRange',
      bind: ['startDate', 'endDate'],
      default: 'today',
      presets: ['today', 'yesterday', 'last7Days', 'thisYear'],
      maxSpan: { unit: 'year', value: 1 },
      granularity: 'day',
    },
  ],
  columns: [
    { key: 'date', type: 'date', label: { tr: 'Tarih', en: 'Date' }, hidden: false },
    { key: 'hour', type: 'hour', label: { tr: 'Saat', en: 'Hour' }, hidden: false },
    { key: 'price', type: 'number', unit: 'TL/MWh', decimals: 2, label: { tr: 'PTF', en: 'MCP' }, hidden: false },
    { key: 'priceUsd', type: 'number', unit: 'USD/MWh', decimals: 2, label: { tr: 'PTF (USD)', en: 'MCP (USD)' }, hidden: true },
  ],
  chart: { type: 'line', x: 'date', series: ['price'], choices: ['line', 'stepLine', 'simpleColumn'] },
  table: { sort: { field: 'date', direction: 'ASC' } },
  data: { kind: 'dataset', dataset: 'dam.mcp' },
};

export const mcpRows: ReportRow[] = [
  { date: '2024-07-29T00:00:00+03:00', hour: '00:00', price: 2500.5, priceUsd: 75.1 },
  { date: '2024-07-29T01:00:00+03:00', hour: '01:00', price: 2300.25, priceUsd: 69.2 },
  { date: '2024-07-29T02:00:00+03:00', hour: '02:00', price: 2100, priceUsd: 63.3 },
];

export const mcpResponse = {
  items: mcpRows,
  page: { number: 1, size: 3, total: 3, sort: null },
  statistic: { priceAvg: 2300.25, priceMax: 2500.5, priceMin: 2100, ptfWeightedAvg: 2310.4 },
};

export const generationDescriptor: ReportDescriptor = {
  ...common,
  id: 'realtime-generation',
  pageId: 181,
  menu: { parent: 'electricity/electricity-generation/ex-post-generation', order: 1 },
  title: { tr: 'Gerçek Zamanlı Üretim', en: 'Real-Time Generation' },
  description: { tr: 'Kaynak bazında üretim.', en: 'Generation by source.' },
  api: {
    service: 'electricity-service',
    path: '/v1/generation/data/realtime-generation',
    exportPath: '/v1/generation/export/realtime-generation',
    method: 'POST',
    paged: true,
    request: {
      startDate: { type: 'datetime', required: true },
      endDate: { type: 'datetime', required: true },
      powerPlantId: { type: 'integer', required: false },
    },
    summary: { key: 'totals', fields: { naturalGasTotal: 'sum(naturalGas)', windTotal: 'sum(wind)' } },
  },
  filters: [
    { widget: 'dateRange', bind: ['startDate', 'endDate'], default: 'yesterday', maxSpan: { unit: 'month', value: 3 }, granularity: 'day' },
    { widget: 'lookup', bind: 'powerPlantId', lookup: 'powerplant-list', label: { tr: 'Santral', en: 'Power plant' }, allowEmpty: true },
  ],
  columns: [
    { key: 'date', type: 'date', label: { tr: 'Tarih', en: 'Date' }, hidden: false },
    { key: 'hour', type: 'hour', label: { tr: 'Saat', en: 'Hour' }, hidden: false },
    { key: 'naturalGas', type: 'number', unit: 'MWh', decimals: 2, label: { tr: 'Doğal Gaz', en: 'Natural gas' }, hidden: false },
    { key: 'wind', type: 'number', unit: 'MWh', decimals: 2, label: { tr: 'Rüzgar', en: 'Wind' }, hidden: false },
  ],
  chart: { type: 'stackedArea', x: 'date', series: ['naturalGas', 'wind'], choices: ['stackedArea', 'stackedColumn', 'line'] },
  data: { kind: 'dataset', dataset: 'generation.realtime' },
};

export const damDescriptor: ReportDescriptor = {
  ...common,
  id: 'dam-daily-level',
  pageId: 301,
  menu: { parent: 'electricity/dams', order: 2 },
  title: { tr: 'Günlük Kot', en: 'Daily Reservoir Level' },
  description: { tr: 'Baraj kotları.', en: 'Dam levels.' },
  api: {
    service: 'electricity-service',
    path: '/v1/dams/data/daily-kot',
    method: 'POST',
    paged: true,
    request: { basinName: { type: 'string', required: false }, damName: { type: 'string', required: false } },
  },
  filters: [
    { widget: 'lookup', bind: 'basinName', lookup: 'basin-list', label: { tr: 'Havza', en: 'Basin' }, default: 'Fırat', allowEmpty: true },
    { widget: 'lookup', bind: 'damName', lookup: 'dam-list', dependsOn: 'basinName', label: { tr: 'Baraj', en: 'Dam' }, allowEmpty: true },
  ],
  columns: [
    { key: 'date', type: 'date', label: { tr: 'Tarih', en: 'Date' }, hidden: false },
    { key: 'dam', type: 'text', label: { tr: 'Baraj', en: 'Dam' }, hidden: false },
    { key: 'dailyKot', type: 'number', unit: 'm', decimals: 2, label: { tr: 'Kot', en: 'Level' }, hidden: false },
  ],
  chart: { type: 'line', x: 'date', series: ['dailyKot'], groupBy: 'dam', choices: ['line', 'stepLine'] },
  export: ['csv'],
  data: { kind: 'dataset', dataset: 'dams.daily-kot' },
};

export const regionDescriptor: ReportDescriptor = {
  ...mcpDescriptor,
  id: 'smp-by-region',
  api: {
    ...mcpDescriptor.api,
    request: { ...mcpDescriptor.api.request, region: { type: 'string', required: true } },
  },
  filters: [
    ...(mcpDescriptor.filters ?? []),
    {
      widget: 'select',
      bind: 'region',
      label: { tr: 'Bölge', en: 'Region' },
      default: 'TR1',
      options: [
        { value: 'TR1', label: { tr: 'Türkiye', en: 'Turkey' } },
        { value: 'TR2', label: { tr: 'Trakya', en: 'Thrace' } },
      ],
    },
  ],
};
