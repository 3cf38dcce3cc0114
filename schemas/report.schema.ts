// The report descriptor schema: the single source of truth for the shape of every file in reports/.
// Types come from it (json-schema-to-ts), ajv validates with it, and scripts/emit-schemas.ts writes
// schemas/generated/report.schema.json from it for editors. Imports nothing from src/.
import type { FromSchema } from 'json-schema-to-ts';

export const CURRENT_SCHEMA_VERSION = 1;

export const localizedText = {
  type: 'object',
  description: 'A text every user reads, in Turkish and English. Both are required.',
  required: ['tr', 'en'],
  additionalProperties: false,
  properties: {
    tr: { type: 'string', minLength: 1 },
    en: { type: 'string', minLength: 1 },
  },
} as const;

const identifier = { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9]*$' } as const;

export const summaryExpression = {
  type: 'string',
  description:
    'avg(field), min(field), max(field), sum(field), count(field) or wavg(field, weight) over every row of the request (not only the page).',
  pattern: '^(avg|min|max|sum|count)\\([a-zA-Z][a-zA-Z0-9]*\\)$|^wavg\\([a-zA-Z][a-zA-Z0-9]*, ?[a-zA-Z][a-zA-Z0-9]*\\)$',
} as const;

const bandName = '(@(peak|offPeak|daytime|evening|night))?';
export const measureExpression = {
  type: 'string',
  description:
    'One value per bucket: avg, min, max, sum or count of a field, wavg(field, weight) (weights counted where the field has a value), or minAt(field) / maxAt(field), the time at which the field was lowest / highest. A time band suffix keeps only the hours of that band (src/engine/bands/timeBands.ts): avg(price)@peak.',
  pattern: `^((avg|min|max|sum|count|minAt|maxAt)\\([a-zA-Z][a-zA-Z0-9]*\\)|wavg\\([a-zA-Z][a-zA-Z0-9]*, ?[a-zA-Z][a-zA-Z0-9]*\\))${bandName}$`,
} as const;

export const requestField = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: {
      enum: ['datetime', 'string', 'integer', 'number', 'boolean', 'integerList', 'stringList'],
      description: 'integerList / stringList: a JSON array of ids or names (a multi-select); a row matches any of them.',
    },
    required: { type: 'boolean', default: false },
    default: { type: ['string', 'number', 'boolean'] },
    enum: { type: 'array', items: { type: ['string', 'number'] }, minItems: 1 },
  },
} as const;

export const spanLimit = {
  type: 'object',
  description: 'The longest date range one request may ask for (page settings rangeType GUN/AY/YIL and rangeMaxValue).',
  required: ['unit', 'value'],
  additionalProperties: false,
  properties: {
    unit: { enum: ['day', 'month', 'year'] },
    value: { type: 'integer', minimum: 1 },
  },
} as const;

const publicationKinds = ['realtime', 'dayAheadInterim', 'dayAhead', 'daily', 'settlement', 'always'] as const;

const datePresets = ['today', 'yesterday', 'tomorrow', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth', 'thisYear', 'lastYear'] as const;

const dateRangeFilter = {
  type: 'object',
  required: ['widget', 'bind', 'default', 'maxSpan'],
  additionalProperties: false,
  properties: {
    widget: { const: 'dateRange' },
    bind: {
      type: 'array',
      items: identifier,
      minItems: 1,
      maxItems: 2,
      description:
        '[startField, endField] for a range; [field] for one period: one day (`date`, a start date only) or, with granularity month, one month (`period`). The server reads the whole period the field falls in.',
    },
    label: localizedText,
    default: { enum: datePresets, description: 'The range shown when the page opens.' },
    presets: { type: 'array', items: { enum: datePresets }, uniqueItems: true },
    maxSpan: spanLimit,
    granularity: { enum: ['day', 'month'], default: 'day', description: 'What the reader picks: days, or months (the range then runs from a month\'s first day to another\'s last).' },
  },
} as const;

const lookupFilter = {
  type: 'object',
  required: ['widget', 'bind', 'lookup', 'label'],
  additionalProperties: false,
  properties: {
    widget: { const: 'lookup' },
    bind: identifier,
    lookup: { type: 'string', description: 'A lookup id from src/engine/lookups (e.g. powerplant-list).' },
    label: localizedText,
    dependsOn: { ...identifier, description: 'Another filter field whose value feeds this lookup; changing it clears this one.' },
    default: { type: ['string', 'number'] },
    allowEmpty: { type: 'boolean', default: true, description: 'Empty means "all".' },
  },
} as const;

const selectFilter = {
  type: 'object',
  required: ['widget', 'bind', 'label', 'options', 'default'],
  additionalProperties: false,
  properties: {
    widget: { const: 'select' },
    bind: identifier,
    label: localizedText,
    options: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['value', 'label'],
        additionalProperties: false,
        properties: { value: { type: ['string', 'number'] }, label: localizedText },
      },
    },
    default: { type: ['string', 'number'] },
  },
} as const;

export const filter = {
  type: 'object',
  discriminator: { propertyName: 'widget' },
  required: ['widget'],
  oneOf: [dateRangeFilter, lookupFilter, selectFilter],
} as const;

const columnAggregates = ['avg', 'min', 'max', 'sum'] as const;

export const column = {
  type: 'object',
  required: ['key', 'type', 'label'],
  additionalProperties: false,
  properties: {
    key: { ...identifier, description: 'The response item field, spelled exactly as the web service spells it.' },
    type: {
      enum: ['datetime', 'date', 'month', 'hour', 'number', 'integer', 'text'],
      description:
        'datetime, date, month and hour columns read the row time unless field says otherwise; hour renders "HH:mm".',
    },
    label: localizedText,
    field: { ...identifier, description: 'The dataset field to read; defaults to key (or the row time for time types).' },
    unit: { type: 'string', description: 'A unit id from src/engine/units (e.g. TL/MWh).' },
    decimals: { type: 'integer', minimum: 0, maximum: 6 },
    hidden: { type: 'boolean', default: false, description: 'In the response and exports, hidden in the table until shown.' },
    valueLabels: {
      type: 'object',
      description: 'Display text for coded text values, keyed by the value the service returns.',
      additionalProperties: localizedText,
    },
    aggregates: {
      type: 'array',
      items: { enum: columnAggregates },
      uniqueItems: true,
      // No schema `default`: it would make the property required in the generated type for every column
      // built in code; src/engine/summary/columnAggregates applies the default instead.
      description:
        'What the page may say about this numeric column over many rows (summary block, selected rows). A total is only for quantities that add up (MWh, m³), never for prices, levels or rates; [] for codes and ids. Default ["avg", "min", "max"].',
    },
  },
} as const;

const chartResolutions = ['hour', 'day', 'week', 'month'] as const;

const chartTypeName = { type: 'string', description: 'A chart type id from src/engine/charts (e.g. line).' } as const;

export const chart = {
  type: 'object',
  required: ['type', 'x', 'series'],
  additionalProperties: false,
  properties: {
    type: chartTypeName,
    x: identifier,
    series: { type: 'array', items: identifier, minItems: 1, uniqueItems: true },
    groupBy: { ...identifier, description: 'A text column whose values each become a series (e.g. one line per dam).' },
    choices: { type: 'array', items: chartTypeName, uniqueItems: true, description: 'Chart types the user may switch between.' },
    resolutions: {
      type: 'array',
      items: { enum: chartResolutions },
      uniqueItems: true,
      description:
        'Time steps the reader may switch the chart to; the data route then answers one row per step (request field `resolution`), each number column added up where its aggregates include "sum", else averaged. Left out: derived from the report (src/engine/charts/chartResolutions.ts); [] turns the switch off.',
    },
    maxSeries: {
      type: 'integer',
      minimum: 1,
      description: 'With groupBy: how many series are drawn at first (those with the highest average); the rest stay in the legend, switched off. Default 8.',
    },
  },
} as const;

const datasetId = { type: 'string', pattern: '^[a-z][a-z0-9-]*(\\.[a-z][a-z0-9-]*)+$' } as const;
const buckets = ['day', 'week', 'month', 'quarter', 'halfYear', 'year', 'all'] as const;

const window = {
  enum: datePresets,
  description: 'The days read when the request names none (a report or dashboard without a date filter), as a preset resolved at the time of the request.',
} as const;

const fixedDimensions = {
  type: 'object',
  description: 'Dataset dimension → the one member read (e.g. region TR1).',
  propertyNames: identifier,
  additionalProperties: { type: ['string', 'number'] },
} as const;

const datasetBinding = {
  type: 'object',
  required: ['kind', 'dataset'],
  additionalProperties: false,
  properties: {
    kind: { const: 'dataset' },
    dataset: datasetId,
    dimensions: {
      type: 'object',
      description: 'Request field → dataset dimension. An empty value means every member, added up.',
      propertyNames: identifier,
      additionalProperties: identifier,
    },
    window,
  },
} as const;

const aggregateBinding = {
  type: 'object',
  required: ['kind', 'from', 'bucket', 'measures'],
  additionalProperties: false,
  properties: {
    kind: { const: 'aggregate' },
    from: datasetId,
    bucket: { enum: buckets, description: 'One row per day, ISO week, month, quarter, half-year or year; "all": one row for the whole request.' },
    measures: { type: 'object', minProperties: 1, propertyNames: identifier, additionalProperties: measureExpression },
    bucketNumber: { ...identifier, description: 'An output field holding the bucket number (day of month, ISO week, month, quarter, half, year).' },
    constants: { type: 'object', propertyNames: identifier, additionalProperties: { type: ['string', 'number'] } },
    where: fixedDimensions,
    window,
  },
} as const;

const joinedDataset = {
  type: 'object',
  required: ['dataset', 'fields'],
  additionalProperties: false,
  properties: {
    dataset: datasetId,
    fields: { type: 'object', minProperties: 1, description: 'Output name → the field of this dataset it reads.', propertyNames: identifier, additionalProperties: identifier },
    where: fixedDimensions,
    shiftMonths: { type: 'integer', minimum: -120, maximum: 120, description: 'Read the row this many months earlier (negative) or later: "a month before" is -1.' },
  },
} as const;

const joinBinding = {
  type: 'object',
  required: ['kind', 'from', 'join'],
  additionalProperties: false,
  description: 'Rows of one dataset with fields of others at the same time (hour, day or month), optionally brought to buckets.',
  properties: {
    kind: { const: 'join' },
    from: datasetId,
    fields: { type: 'object', description: 'Output name → field of the leading dataset; left out: its fields under their own names.', propertyNames: identifier, additionalProperties: identifier },
    where: fixedDimensions,
    join: { type: 'array', minItems: 1, maxItems: 6, items: joinedDataset },
    bucket: { enum: buckets },
    measures: { type: 'object', minProperties: 1, propertyNames: identifier, additionalProperties: measureExpression, description: 'With bucket: output name → measure over the joined rows (fields by output name).' },
    bucketNumber: identifier,
    constants: { type: 'object', propertyNames: identifier, additionalProperties: { type: ['string', 'number'] } },
    window,
  },
} as const;

export const dataBinding = {
  type: 'object',
  discriminator: { propertyName: 'kind' },
  required: ['kind'],
  oneOf: [datasetBinding, aggregateBinding, joinBinding],
} as const;

export const reportSchema = {
  $id: 'https://seffaflik.local/schemas/report.schema.json',
  title: 'Şeffaflık report descriptor',
  type: 'object',
  required: ['schemaVersion', 'id', 'pageId', 'menu', 'title', 'description', 'api', 'columns', 'data'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    schemaVersion: { const: CURRENT_SCHEMA_VERSION },
    id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', description: 'Unique, kebab-case; also the route slug.' },
    pageId: { type: 'integer', minimum: 1, description: 'The menu id (menuId of get-page-settings).' },
    menu: {
      type: 'object',
      required: ['parent', 'order'],
      additionalProperties: false,
      properties: {
        parent: { type: 'string', pattern: '^[a-z0-9-]+(/[a-z0-9-]+)*$', description: 'Menu group path.' },
        order: { type: 'integer', minimum: 0 },
      },
    },
    title: localizedText,
    description: localizedText,
    keywords: localizedText,
    api: {
      type: 'object',
      required: ['service', 'path', 'request'],
      additionalProperties: false,
      properties: {
        service: { enum: ['electricity-service', 'natural-gas-service', 'reporting-service'] },
        path: { type: 'string', pattern: '^/v1/[a-z0-9/-]+$' },
        method: { enum: ['POST', 'GET'], default: 'POST' },
        exportPath: { type: 'string', pattern: '^/v1/[a-z0-9/-]+$' },
        request: { type: 'object', additionalProperties: requestField },
        paged: { type: 'boolean', default: true },
        summary: {
          type: 'object',
          required: ['key', 'fields'],
          additionalProperties: false,
          properties: {
            key: { enum: ['statistic', 'statistics', 'totals', 'statisticsDto'] },
            fields: { type: 'object', minProperties: 1, additionalProperties: summaryExpression },
          },
        },
      },
    },
    filters: { type: 'array', items: filter, default: [] },
    columns: { type: 'array', items: column, minItems: 1 },
    chart,
    table: {
      type: 'object',
      additionalProperties: false,
      properties: {
        sort: {
          type: 'object',
          required: ['field', 'direction'],
          additionalProperties: false,
          properties: { field: identifier, direction: { enum: ['ASC', 'DESC'] } },
        },
      },
    },
    export: { type: 'array', items: { enum: ['xlsx', 'csv', 'pdf'] }, uniqueItems: true, default: ['xlsx', 'csv', 'pdf'] },
    publication: {
      enum: publicationKinds,
      description:
        'When new rows become public, as the dataset\'s publication schedule says (src/server/datasets/README.md): the page states the next publication and, for an empty future range, when its data will come.',
    },
    data: dataBinding,
  },
} as const;

export type ReportDescriptor = FromSchema<typeof reportSchema>;
export type LocalizedText = FromSchema<typeof localizedText>;
export type ReportColumn = FromSchema<typeof column>;
export type ReportFilter = FromSchema<typeof filter>;
export type ReportChart = FromSchema<typeof chart>;
export type DataBinding = FromSchema<typeof dataBinding>;
export type RequestField = FromSchema<typeof requestField>;
export type SpanLimit = FromSchema<typeof spanLimit>;
export type DatePreset = (typeof datePresets)[number];
export const DATE_PRESETS: readonly DatePreset[] = datePresets;
export type ColumnAggregate = (typeof columnAggregates)[number];
export type PublicationKind = (typeof publicationKinds)[number];
export type MeasureBucket = (typeof buckets)[number];
export type ChartResolution = (typeof chartResolutions)[number];
export const CHART_RESOLUTIONS: readonly ChartResolution[] = chartResolutions;
