// The report descriptor schema: the single source of truth for the shape of every file in reports/.
// Types come from it (json-schema-to-ts), ajv validates with it, and scripts/emit-schemas.ts writes
// schemas/generated/report.schema.json from it for editors. Imports nothing from src/.
import type { FromSchema } from 'json-schema-to-ts';
import { chartResolutions, datePresets } from './reportConstants';

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
    'One value per bucket: avg, min, max, sum or count of a field, wavg(field, weight) (weights counted where the field has a value), or minAt(field) / maxAt(field), the time at which the field was lowest / highest. avg, min, max and sum also take fields added up row by row, sum(unitCost + ptf) (a row counts where every field has a value). A time band suffix keeps only the hours of that band (src/engine/bands/timeBands.ts): avg(price)@peak.',
  pattern: `^((avg|min|max|sum|count|minAt|maxAt)\\([a-zA-Z][a-zA-Z0-9]*\\)|(avg|min|max|sum)\\([a-zA-Z][a-zA-Z0-9]*( ?\\+ ?[a-zA-Z][a-zA-Z0-9]*){1,5}\\)|wavg\\([a-zA-Z][a-zA-Z0-9]*, ?[a-zA-Z][a-zA-Z0-9]*\\))${bandName}$`,
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

const publicationKinds = ['realtime', 'dayAheadInterim', 'dayAhead', 'daily', 'sessionClose', 'dayOver', 'settlement', 'always'] as const;


/**
 * Opening ranges that follow the page's publication schedule, offered as a default only (no button: the page
 * shows the days they give). `lastPublishedMonth`: the newest whole month whose rows are all out, e.g. for
 * settlement data (out on the 15th) last month from the 15th and the month before until then.
 */
const publishedRangeDefaults = ['lastPublishedMonth'] as const;

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
        '[startField, endField] for a range; [field] for one period: one day (`date`, a start date only) or, with granularity month, one month (`period`), with granularity year, one year. The server reads the whole period the field falls in.',
    },
    label: localizedText,
    default: { enum: [...datePresets, ...publishedRangeDefaults], description: 'The range shown when the page opens: a preset, or lastPublishedMonth, the newest whole month the page\'s publication schedule has put out.' },
    presets: { type: 'array', items: { enum: datePresets }, uniqueItems: true },
    maxSpan: spanLimit,
    firstDay: {
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description:
        'The market\'s first day (YYYY-MM-DD, e.g. the spot gas market\'s 2018-09-01): the picker offers no earlier day, and a request whose range starts before it (a period: ends before it) is refused with a message naming the day.',
    },
    granularity: {
      enum: ['day', 'month', 'year', 'hour'],
      default: 'day',
      description: 'What the reader picks: days, months (the range then runs from a month\'s first day to another\'s last) or years (from 1 January to 31 December); with one bound field, hour picks one delivery hour (a day and an hour: the server reads the rows of that hour).',
    },
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
    dependsOn: { ...identifier, description: 'Another filter field whose value feeds this lookup; changing it clears this one. A field of a date range sends the lookup the whole range (its start and end fields, as the report sends them).' },
    default: { type: ['string', 'number'] },
    defaultFirst: {
      type: 'boolean',
      description: 'Opens on the first option the lookup answers (for a required field whose valid values move with the data, such as the day\'s intraday contracts); needs allowEmpty false and no fixed default. The page waits for the options before asking for data; a value from the address is kept.',
    },
    allowEmpty: { type: 'boolean', default: true, description: 'Empty means "all".' },
    lookupParams: {
      type: 'object',
      description: 'Fixed request values sent to the lookup with every call (e.g. { "pointType": "INPUT" } for entry points only).',
      propertyNames: identifier,
      additionalProperties: { type: ['string', 'number', 'boolean'] },
    },
  },
} as const;

const filterOption = {
  type: 'object',
  required: ['value', 'label'],
  additionalProperties: false,
  properties: { value: { type: ['string', 'number'] }, label: localizedText },
} as const;

const selectFilter = {
  type: 'object',
  required: ['widget', 'bind', 'label', 'options', 'default'],
  additionalProperties: false,
  properties: {
    widget: { const: 'select' },
    bind: identifier,
    label: localizedText,
    options: { type: 'array', minItems: 1, items: filterOption },
    default: { type: ['string', 'number'] },
  },
} as const;

const deliveryPeriodFilter = {
  type: 'object',
  required: ['widget', 'bind', 'yearBind', 'label', 'periods'],
  additionalProperties: false,
  description: 'A futures contract\'s delivery: a year and, optionally, a period of it (a month, a quarter), as two request fields.',
  properties: {
    widget: { const: 'deliveryPeriod' },
    bind: { ...identifier, description: 'The delivery period field (deliveryPeriod); empty means every period of the year.' },
    yearBind: { ...identifier, description: 'The delivery year field (year, deliveryYear), an integer or a string field as the operator types it.' },
    label: localizedText,
    periods: { type: 'array', minItems: 1, items: filterOption, description: 'The periods, with the values the web service expects (Ocak, Q1, ...).' },
    firstYear: { type: 'integer', minimum: 2000, maximum: 2099, default: 2016, description: 'The first year offered.' },
    yearsAhead: { type: 'integer', minimum: 0, maximum: 10, default: 1, description: 'How many years after this one are offered (contracts trade ahead).' },
    default: { type: 'string', description: 'The period shown when the page opens (the year opens on this year); left out: every period.' },
  },
} as const;

/** A filter that may stand inside a choice alternative: every widget but a choice. */
const plainFilter = {
  type: 'object',
  discriminator: { propertyName: 'widget' },
  required: ['widget'],
  oneOf: [dateRangeFilter, lookupFilter, selectFilter, deliveryPeriodFilter],
} as const;

const choiceFilter = {
  type: 'object',
  required: ['widget', 'bind', 'label', 'alternatives', 'default'],
  additionalProperties: false,
  description: 'One path answering either of several request bodies (by trade dates, or by delivery period): the reader switches between the alternatives, and only the chosen one\'s fields are sent.',
  properties: {
    widget: { const: 'choice' },
    bind: { ...identifier, description: 'The request field that names the alternative (isTransactionPeriod).' },
    label: localizedText,
    alternatives: {
      type: 'array',
      minItems: 2,
      items: {
        type: 'object',
        required: ['value', 'label', 'filters'],
        additionalProperties: false,
        properties: {
          value: { type: ['boolean', 'string', 'number'], description: 'The value of `bind` that selects this body.' },
          label: localizedText,
          filters: { type: 'array', minItems: 1, items: plainFilter, description: 'The filters of this body; each of their fields is required while it is chosen (a lookup or a delivery period may still be empty when it allows it).' },
        },
      },
    },
    default: { type: ['boolean', 'string', 'number'], description: 'The value of the alternative the page opens with.' },
  },
} as const;

export const filter = {
  type: 'object',
  discriminator: { propertyName: 'widget' },
  required: ['widget'],
  oneOf: [dateRangeFilter, lookupFilter, selectFilter, deliveryPeriodFilter, choiceFilter],
} as const;

const columnAggregates = ['avg', 'min', 'max', 'sum'] as const;

export const column = {
  type: 'object',
  required: ['key', 'type', 'label'],
  additionalProperties: false,
  properties: {
    key: { ...identifier, description: 'The response item field, spelled exactly as the web service spells it.' },
    type: {
      enum: ['datetime', 'date', 'month', 'hour', 'number', 'integer', 'text', 'boolean', 'list'],
      description:
        'datetime, date, month and hour columns read the row time unless field says otherwise; hour renders "HH:mm". boolean reads yes/no (a stored 0/1 too); list is a nested array (stored as JSON text), answered as a JSON array. Each type is defined in src/engine/columns.',
    },
    label: localizedText,
    field: { ...identifier, description: 'The dataset field to read; defaults to key (or the row time for time types).' },
    unit: { type: 'string', description: 'A unit id from src/engine/units (e.g. TL/MWh).' },
    color: {
      type: 'string',
      description: 'A named series colour from src/engine/charts/seriesColors.ts (e.g. wind): an energy source keeps one colour on every page. Left out: the theme palette in order.',
    },
    decimals: { type: 'integer', minimum: 0, maximum: 6 },
    hidden: { type: 'boolean', default: false, description: 'In the response and exports, hidden in the table until shown.' },
    valueLabels: {
      type: 'object',
      description: 'Display text for coded text values, keyed by the value the service returns; for a list column, the labels of its items\' fields.',
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
    connectGaps: {
      type: 'boolean',
      description: 'Draw a line across the times a series has no row, for event data (trades, orders: each row one event) where a missing row is not missing data. Left out: a missing row breaks the line.',
    },
    firstGroups: {
      type: 'integer',
      minimum: 1,
      description: 'With groupBy: draw at first every series of the first N group values, in the rows\' order (one hour\'s supply and demand curves), instead of the maxSeries with the highest averages.',
    },
    range: {
      type: 'object',
      required: ['low', 'high'],
      additionalProperties: false,
      properties: { low: identifier, high: identifier },
      description: 'For the rangeArea type: the two series (of chart.series) the band runs between, e.g. the lowest and highest price.',
    },
    ohlc: {
      type: 'object',
      required: ['open', 'high', 'low', 'close'],
      additionalProperties: false,
      properties: { open: identifier, high: identifier, low: identifier, close: identifier },
      description: 'For the candle type: the series (of chart.series) holding each period\'s open, high, low and close.',
    },
    notices: {
      type: 'object',
      required: ['source'],
      additionalProperties: false,
      properties: {
        source: { enum: ['umm'], description: 'Where the notices come from: umm = the market message system (umm.messages).' },
        plantFilter: { ...identifier, description: 'A request field naming the power plant (an integer or a list of them): only that plant\'s notices are drawn, and listed under the chart.' },
      },
      description: 'Draw market-message notices (faults, maintenance, limits) as shaded intervals over a time chart, from the app\'s notices call (/app-api/reports/:id/notices), never in the contract\'s answer.',
    },
  },
} as const;

const datasetId = { type: 'string', pattern: '^[a-z][a-z0-9-]*(\\.[a-z][a-z0-9-]*)+$' } as const;
const buckets = ['day', 'week', 'month', 'quarter', 'halfYear', 'year', 'all'] as const;

/** Windows only a dashboard reads (no date filter offers them): today with tomorrow's day-ahead results, yesterday with today. */
const windowOnlyPresets = ['todayAndTomorrow', 'yesterdayAndToday'] as const;

const window = {
  enum: [...datePresets, ...windowOnlyPresets],
  description: 'The days read when the request names none (a report or dashboard without a date filter), as a preset resolved at the time of the request.',
} as const;

const fixedDimensions = {
  type: 'object',
  description: 'Dataset dimension → the one member read (e.g. region TR1).',
  propertyNames: identifier,
  additionalProperties: { type: ['string', 'number'] },
} as const;

const requestDimensions = {
  type: 'object',
  description: 'Request field → dataset dimension. An empty value means every member, added up.',
  propertyNames: identifier,
  additionalProperties: identifier,
} as const;

const datasetBinding = {
  type: 'object',
  required: ['kind', 'dataset'],
  additionalProperties: false,
  properties: {
    kind: { const: 'dataset' },
    dataset: datasetId,
    dimensions: requestDimensions,
    window,
  },
} as const;

const conditionalMeasure = {
  type: 'object',
  required: ['measure', 'when'],
  additionalProperties: false,
  description: 'A measure over only the rows whose fields hold the given values: { "measure": "count(organizationId)", "when": { "legalStatus": "PUBLIC" } }.',
  properties: {
    measure: measureExpression,
    when: { type: 'object', minProperties: 1, maxProperties: 4, propertyNames: identifier, additionalProperties: { type: ['string', 'number'] } },
  },
} as const;

const measureSet = {
  type: 'object',
  minProperties: 1,
  description: 'Output name → a measure expression, or a measure with a condition on the rows it reads.',
  propertyNames: identifier,
  additionalProperties: { anyOf: [measureExpression, conditionalMeasure] },
} as const;

const measureRows = {
  type: 'array',
  minItems: 1,
  maxItems: 24,
  description:
    'One output row per entry and bucket, in this order (an unpivoted table: one row per measure set, with a title column): each entry\'s `labels` are its fixed values (e.g. { "baslik": "Puant" }, a code the page translates with the column\'s valueLabels) and its `measures` its own measures; the binding\'s `measures`, when given, are answered on every row.',
  items: {
    type: 'object',
    required: ['labels', 'measures'],
    additionalProperties: false,
    properties: {
      labels: { type: 'object', minProperties: 1, propertyNames: identifier, additionalProperties: { type: ['string', 'number'] } },
      measures: measureSet,
    },
  },
} as const;

const groupBy = {
  type: 'array',
  minItems: 1,
  maxItems: 4,
  uniqueItems: true,
  items: identifier,
  description: 'Fields of the rows whose every value (combination) gets its own output row per bucket, e.g. ["licence", "licenceId"] for a count per licence type.',
} as const;

const aggregateBinding = {
  type: 'object',
  required: ['kind', 'from', 'bucket'],
  additionalProperties: false,
  description: 'Rows computed from another dataset: one per bucket (and per group, or per declared row); `measures`, `rows` or both.',
  properties: {
    kind: { const: 'aggregate' },
    from: datasetId,
    bucket: { enum: buckets, description: 'One row per day, ISO week, month, quarter, half-year or year; "all": one row for the whole request.' },
    measures: measureSet,
    rows: measureRows,
    groupBy,
    bucketNumber: { ...identifier, description: 'An output field holding the bucket number (day of month, ISO week, month, quarter, half, year).' },
    constants: { type: 'object', propertyNames: identifier, additionalProperties: { type: ['string', 'number'] } },
    where: fixedDimensions,
    dimensions: {
      ...requestDimensions,
      description: 'Request field → dimension of the `from` dataset: the rows read are those of the member the request names (a region, an order type); an empty value reads every member, which the measures then add up.',
    },
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
    measures: { ...measureSet, description: 'With bucket: output name → measure over the joined rows (fields by output name).' },
    rows: measureRows,
    groupBy,
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
  required: ['schemaVersion', 'id', 'title', 'description', 'api', 'columns', 'data'],
  // A descriptor without `menu` and `pageId` is API-only (a dashboard operation): no page, no menu node.
  dependencies: { menu: ['pageId'], pageId: ['menu'] },
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
    notifiesPublication: {
      type: 'boolean',
      description: 'The page members\' notification bell opens when the next day\'s day-ahead values are published (one page on the platform: the clearing price).',
    },
    data: dataBinding,
  },
} as const;

export type ReportDescriptor = FromSchema<typeof reportSchema>;
/** A descriptor that is a report page: it has a menu place and a page id (an API-only one has neither). */
export type ReportPageDescriptor = ReportDescriptor & { pageId: number; menu: { parent: string; order: number } };
export function isReportPage(descriptor: ReportDescriptor): descriptor is ReportPageDescriptor {
  return descriptor.pageId !== undefined && descriptor.menu !== undefined;
}
export type LocalizedText = FromSchema<typeof localizedText>;
export type ReportColumn = FromSchema<typeof column>;
export type ReportFilter = FromSchema<typeof filter>;
/** A filter that may stand inside a choice's alternative (any but a choice). */
export type PlainReportFilter = FromSchema<typeof plainFilter>;
export type ReportChart = FromSchema<typeof chart>;
export type DataBinding = FromSchema<typeof dataBinding>;
export type RequestField = FromSchema<typeof requestField>;
export type SpanLimit = FromSchema<typeof spanLimit>;
export type DatePreset = (typeof datePresets)[number];
/** A preset a binding's `window` may name: any date preset, or one only dashboards read. */
export type WindowPreset = DatePreset | (typeof windowOnlyPresets)[number];
export const DATE_PRESETS: readonly DatePreset[] = datePresets;
/** What a date range opens on: a preset, or a range that follows the page's publication schedule. */
export type RangeDefault = DatePreset | (typeof publishedRangeDefaults)[number];
export type ColumnAggregate = (typeof columnAggregates)[number];
export type PublicationKind = (typeof publicationKinds)[number];
export type MeasureBucket = (typeof buckets)[number];
export type MeasureSpec = FromSchema<typeof measureSet>[string];
export type MeasureRow = FromSchema<typeof measureRows>[number];
export type ChartResolution = (typeof chartResolutions)[number];
export const CHART_RESOLUTIONS: readonly ChartResolution[] = chartResolutions;
