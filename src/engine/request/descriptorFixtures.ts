// Small descriptors for the engine's unit tests, shaped like real report pages (defaults applied, as
// the loader leaves them). Not used at runtime.
import type { ReportDescriptor } from '../../../schemas/report.schema';

const base: ReportDescriptor = {
  schemaVersion: 1,
  id: 'dam-mcp',
  pageId: 61,
  menu: { parent: 'electricity/electricity-markets/day-ahead-market', order: 1 },
  title: { tr: 'Piyasa Takas Fiyatı (PTF)', en: 'Market Clearing Price (MCP)' },
  description: { tr: 'Gün öncesi piyasasının saatlik fiyatı.', en: 'Hourly day-ahead price.' },
  api: {
    service: 'electricity-service',
    path: '/v1/markets/dam/data/mcp',
    method: 'POST',
    paged: true,
    request: {
      startDate: { type: 'datetime', required: true },
      endDate: { type: 'datetime', required: true },
      page: { type: 'integer', required: false },
    },
  },
  filters: [{ widget: 'dateRange', bind: ['startDate', 'endDate'], default: 'today', maxSpan: { unit: 'day', value: 366 }, granularity: 'day' }],
  columns: [
    { key: 'date', type: 'datetime', hidden: false, label: { tr: 'Tarih', en: 'Date' } },
    { key: 'price', type: 'number', unit: 'TL/MWh', decimals: 2, hidden: false, label: { tr: 'PTF', en: 'MCP' } },
  ],
  export: ['xlsx', 'csv', 'pdf'],
  data: { kind: 'dataset', dataset: 'dam.mcp' },
};

/** Day-ahead price: one required date range, at most 366 days. */
export const mcpDescriptor: ReportDescriptor = base;

/** Real-time generation: a date range plus an optional power-plant lookup (an integer id; empty means all). */
export const realtimeGenerationDescriptor: ReportDescriptor = {
  ...base,
  id: 'realtime-generation',
  api: {
    ...base.api,
    path: '/v1/generation/data/realtime-generation',
    request: {
      startDate: { type: 'datetime', required: true },
      endDate: { type: 'datetime', required: true },
      powerPlantId: { type: 'integer', required: false },
      page: { type: 'integer', required: false },
    },
  },
  filters: [
    { widget: 'dateRange', bind: ['startDate', 'endDate'], default: 'yesterday', maxSpan: { unit: 'month', value: 1 }, granularity: 'day' },
    { widget: 'lookup', bind: 'powerPlantId', lookup: 'powerplant-list', label: { tr: 'Santral', en: 'Power plant' }, allowEmpty: true },
  ],
};

/** Renewables injection by region: a select with a default, a request-only default and a required lookup. */
export const regionalDescriptor: ReportDescriptor = {
  ...base,
  id: 'renewable-injection',
  api: {
    ...base.api,
    path: '/v1/renewables/data/renewable-sm-licensed-injection-quantity',
    request: {
      startDate: { type: 'datetime', required: true },
      endDate: { type: 'datetime', required: true },
      region: { type: 'string', required: true, enum: ['TR1', 'TR2'] },
      organizationId: { type: 'integer', required: true },
      threshold: { type: 'number', required: false },
      includeLicensed: { type: 'boolean', required: false, default: true },
      sourceType: { type: 'string', required: false, default: 'ALL' },
    },
  },
  filters: [
    { widget: 'dateRange', bind: ['startDate', 'endDate'], default: 'thisYear', maxSpan: { unit: 'year', value: 1 }, granularity: 'day' },
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
    { widget: 'lookup', bind: 'organizationId', lookup: 'powerplant-list', label: { tr: 'Organizasyon', en: 'Organisation' }, allowEmpty: false },
  ],
};
