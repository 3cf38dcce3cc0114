// A validated report request: the body a client sent, checked against the descriptor (ajv, compiled once
// per report at start), then turned into what the query needs.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { ChartResolution, ReportDescriptor, SpanLimit } from '../../../schemas/report.schema';
import { chartResolutions, nativeResolution } from '../../engine/charts/chartResolutions';
import { chooseBody, describeBodies } from '../../engine/filters/choice/chooseBody';
import { dateFilterInEffect } from '../../engine/filters/filtersInEffect';
import { periodRange } from '../../engine/request/periodRange';
import { firstDayError } from '../../engine/request/firstDayError';
import { spanLimitExceeded } from '../../engine/request/spanLimitExceeded';
import { describeSpanLimit } from '../../engine/request/describeSpanLimit';
import type { Locale } from '../../engine/locale/locale';
import { ApiError, type ApiErrorItem } from '../errors/apiError';
import { coerceLikeOperator } from './coerceLikeOperator';
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from './buildReportQuery';

const ajv = new Ajv({ allErrors: true, useDefaults: true, coerceTypes: false, strict: false });

const ISO_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$';
/** Text values: no NUL (PostgreSQL cannot store it) and no other C0 control character. */
const PLAIN_TEXT = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f]*$';
/** The days a request may name: wide enough for any market history and plan, narrow enough to stay a date. */
export const FIRST_REQUEST_DAY = '2000-01-01';
export const LAST_REQUEST_DAY = '2099-12-31';
/** The most ids one list filter may name (each becomes one bound parameter). */
export const MAX_LIST_ITEMS = 500;

export interface RowSort { field: string; direction: 'ASC' | 'DESC' }
export interface PageRequest { number: number; size: number; sort?: RowSort }
export interface ReportRequest {
  /** Inclusive Istanbul days of the date range, when the report has one. */
  range?: { start: string; end: string };
  /** An hour filter's delivery hour (0–23, Istanbul) of the range's one day: only that hour's rows are read. */
  hour?: number;
  /** Dimension request fields with values (empty ones left out). */
  values: Record<string, string | number | (string | number)[]>;
  page?: PageRequest;
  /** A coarser time step than the report's own (data route, where the chart offers it): one row per step. */
  resolution?: ChartResolution;
  /** Exports only: the order of the rows (the table's sort on the page). */
  sort?: RowSort;
  /** Exports only: the columns to write, in this order (the table's visible columns); all when left out. */
  columns?: string[];
}

export interface RequestValidatorOptions {
  /** Fields this route adds (exportType), with their schemas, and which of them are required. */
  extraProperties?: Record<string, object>;
  extraRequired?: string[];
  /** The data route takes `resolution` where the report's chart offers it. */
  resolution?: boolean;
  /** The export route takes `sort` and `columns`: what the table shows. */
  tableView?: boolean;
}

export interface CompiledRequestValidator {
  parse(body: unknown, locale: Locale, spanLimit: SpanLimit | undefined, extra?: Record<string, object>): ReportRequest & { body: Record<string, unknown> };
}

export function compileRequestValidator(descriptor: ReportDescriptor, options: RequestValidatorOptions = {}): CompiledRequestValidator {
  const { extraProperties = {}, extraRequired = [] } = options;
  const properties: Record<string, object> = {};
  const required: string[] = [...extraRequired];
  const choiceSwitches = new Set(descriptor.filters.flatMap((filter) => (filter.widget === 'choice' ? [filter.bind] : [])));
  for (const [name, field] of Object.entries(descriptor.api.request)) {
    const schema: Record<string, unknown> =
      field.type === 'datetime' ? { type: 'string', pattern: ISO_DATE_TIME }
        // Ids are compared with BIGINT columns: beyond 2^53 a number is no longer exact, beyond 2^63 it overflows.
        : field.type === 'integer' ? { type: ['integer', 'null'], minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }
          : field.type === 'number' ? { type: ['number', 'null'] }
            : field.type === 'boolean' ? { type: 'boolean' }
              : field.type === 'integerList' ? { type: ['array', 'null'], maxItems: MAX_LIST_ITEMS, items: { type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER } }
                : field.type === 'stringList' ? { type: ['array', 'null'], maxItems: MAX_LIST_ITEMS, items: { type: 'string', maxLength: 200, pattern: PLAIN_TEXT } }
                  : { type: ['string', 'null'], maxLength: 200, pattern: PLAIN_TEXT };
    if (field.enum && (field.type === 'integerList' || field.type === 'stringList')) schema.items = { enum: field.enum };
    else if (field.enum) schema.enum = [...field.enum, null];
    // An empty list means every member; a required list (realtime-generation-bulk's powerPlantIds) must name one.
    if (field.required && (field.type === 'integerList' || field.type === 'stringList')) schema.minItems = 1;
    if (field.default !== undefined) schema.default = field.default;
    properties[name] = schema;
    // A choice's switch may be left out: the complete body says which it is (chooseBodies).
    if (field.required && !choiceSwitches.has(name)) required.push(name);
  }
  // A report that is not paged answers every row and ignores `page` entirely (as it ignores any unknown field),
  // so `page` is validated, and read, only where the report is paged.
  if (descriptor.api.paged) {
    properties.page = {
      type: 'object',
      required: ['number', 'size'],
      properties: {
        number: { type: 'integer', minimum: 1, maximum: MAX_PAGE_NUMBER },
        size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
        total: {},
        sort: {
          type: ['object', 'null'],
          required: ['field', 'direction'],
          properties: { field: { enum: descriptor.columns.map((c) => c.key) }, direction: { enum: ['ASC', 'DESC'] } },
        },
      },
    };
  }
  const columnKeys = descriptor.columns.map((c) => c.key);
  const sortSchema = {
    type: ['object', 'null'],
    required: ['field', 'direction'],
    properties: { field: { enum: columnKeys }, direction: { enum: ['ASC', 'DESC'] } },
  };
  if (options.tableView) {
    properties.sort = sortSchema;
    properties.columns = { type: 'array', minItems: 1, maxItems: columnKeys.length, uniqueItems: true, items: { enum: columnKeys } };
  }
  // `resolution` is this platform's own field: a report without the switch refuses it rather than answer
  // hourly rows to a caller who asked for days.
  const resolutions = options.resolution ? chartResolutions(descriptor) : [];
  if (options.resolution) properties.resolution = resolutions.length > 0 ? { enum: [...resolutions, null] } : { not: {} };
  Object.assign(properties, extraProperties);
  // Unknown fields are ignored, as the operator's service does: existing clients send extras.
  const validate: ValidateFunction = ajv.compile({ type: 'object', properties, required, additionalProperties: true });
  // The members a request names: a dataset's or an aggregate's `dimensions` (a join reads fixed members only).
  const dimensionFields = descriptor.data.kind === 'join' ? [] : Object.keys(descriptor.data.dimensions ?? {});

  return {
    parse(rawBody, locale, spanLimit) {
      const sent = (rawBody && typeof rawBody === 'object' && !Array.isArray(rawBody) ? structuredClone(rawBody) : null) as Record<string, unknown> | null;
      const body = sent ? coerceLikeOperator(sent, descriptor.api.request) : null;
      if (!body) throw new ApiError(400, [{ errorCode: 'INVALID_REQUEST', errorMessage: t(locale, 'İstek gövdesi bir JSON nesnesi olmalı.', 'The request body must be a JSON object.') }]);
      if (!validate(body)) throw new ApiError(400, (validate.errors ?? []).map((e) => toErrorItem(e, locale)));
      const request: ReportRequest & { body: Record<string, unknown> } = { values: {}, body };
      chooseBodies(descriptor, body, locale);
      const outOfRange = (day: string | undefined, field: string) => {
        if (day && (day < FIRST_REQUEST_DAY || day > LAST_REQUEST_DAY)) {
          throw new ApiError(400, [{ errorCode: 'DATE_OUT_OF_RANGE', errorMessage: t(locale, `${field} 01.01.2000 ile 31.12.2099 arasında bir gün olmalı.`, `${field} must be a day from 01.01.2000 to 31.12.2099.`) }]);
        }
      };
      // Every date sent is a real day the service takes, also one no filter reads (meter-volume's version dates).
      for (const [name, field] of Object.entries(descriptor.api.request)) {
        if (field.type === 'datetime' && typeof body[name] === 'string') outOfRange(istanbulDayOf(body[name], name, locale), name);
      }
      // The page's range: its date filter, or the one of the body a choice's switch names.
      const rangeFilter = dateFilterInEffect(descriptor, (field) => body[field]);
      if (rangeFilter) {
        const [startField, endField = startField] = rangeFilter.bind as [string, string?];
        const first = istanbulDayOf(body[startField] as string | undefined, startField, locale);
        // Checked before the period is worked out: a day such as 10000-01-01 has no month to count from.
        outOfRange(first, startField);
        // One period field (a day, a month) stands for every day of its period.
        const period = rangeFilter.bind.length === 1 && first ? periodRange(first, rangeFilter.granularity ?? 'day') : undefined;
        const start = period?.start ?? first;
        const end = period?.end ?? istanbulDayOf((body[endField] as string | undefined) ?? (body[startField] as string | undefined), endField, locale);
        outOfRange(start, startField);
        outOfRange(end, endField);
        if (start && end) {
          const early = firstDayError(rangeFilter, start, end);
          if (early) throw new ApiError(400, [{ errorCode: 'DATE_BEFORE_FIRST_DAY', errorMessage: `${startField}: ${early[locale]}` }]);
          if (end < start) throw new ApiError(400, [{ errorCode: 'END_BEFORE_START', errorMessage: t(locale, `Bitiş tarihi (${endField}) başlangıç tarihinden (${startField}) önce olamaz.`, `The end date (${endField}) cannot be before the start date (${startField}).`) }]);
          const limit = spanLimit ?? rangeFilter.maxSpan;
          if (spanLimitExceeded(start, end, limit)) {
            throw new ApiError(400, [{ errorCode: 'DATE_RANGE_TOO_LONG', errorMessage: t(locale, `Tarih aralığı bu rapor için ${describeSpanLimit(limit, 'tr')} olabilir.`, `The date range of this report may be ${describeSpanLimit(limit, 'en')}.`) }]);
          }
          request.range = { start, end };
          if (rangeFilter.granularity === 'hour') request.hour = istanbulHourOf(body[startField] as string);
        }
      }
      for (const field of dimensionFields) {
        const value = body[field];
        // An empty list, like an empty value, means every member.
        if (Array.isArray(value)) { if (value.length > 0) request.values[field] = value as (string | number)[]; }
        else if (value !== undefined && value !== null && value !== '') request.values[field] = value as string | number;
      }
      const page = descriptor.api.paged ? body.page as PageRequest | undefined : undefined;
      if (page) request.page = { number: page.number, size: page.size, ...(page.sort ? { sort: page.sort } : {}) };
      if (options.resolution && typeof body.resolution === 'string' && body.resolution !== nativeResolution(descriptor)) {
        request.resolution = body.resolution as ChartResolution;
      }
      if (options.tableView) {
        // The export's own `sort`, else the one an operator-style client sends in `page`.
        const sort = (body.sort ?? (descriptor.api.paged ? (body.page as PageRequest | undefined)?.sort : undefined)) as RowSort | null | undefined;
        if (sort) request.sort = { field: sort.field, direction: sort.direction };
        if (Array.isArray(body.columns)) request.columns = body.columns as string[];
      }
      return request;
    },
  };
}

/**
 * A path with several request bodies (a choice filter) takes either: the one its switch names, or with no
 * switch the first complete one, whose switch value is then filled in. Neither complete: a 400 naming both.
 */
function chooseBodies(descriptor: ReportDescriptor, body: Record<string, unknown>, locale: Locale): void {
  for (const filter of descriptor.filters) {
    if (filter.widget !== 'choice') continue;
    const chosen = chooseBody(filter, body);
    if (!chosen) {
      throw new ApiError(400, [{
        errorCode: 'INCOMPLETE_REQUEST_BODY',
        errorMessage: t(locale, `Bu rapor şu istek gövdelerinden birini alır: ${describeBodies(filter, 'tr')}.`, `This report takes one of these request bodies: ${describeBodies(filter, 'en')}.`),
      }]);
    }
    body[filter.bind] ??= chosen.value;
  }
}

function t(locale: Locale, tr: string, en: string): string {
  return locale === 'tr' ? tr : en;
}

/** '2024-07-29T00:00:00+03:00' → '2024-07-29' (the Istanbul day of that instant). */
function istanbulDayOf(value: string | undefined, field: string, locale: Locale): string | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  const day = Number.isNaN(ms) ? undefined : new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
  // Date.parse accepts 2024-02-31 by rolling over; a real date must survive the round trip.
  if (!day || !sameCalendarDay(value, day, ms)) {
    throw new ApiError(400, [{ errorCode: 'INVALID_DATE', errorMessage: t(locale, `${field} geçerli bir tarih değil.`, `${field} is not a valid date.`) }]);
  }
  return day;
}

/** '2024-08-01T10:00:00Z' → 13: the Istanbul hour of an instant istanbulDayOf has read. */
function istanbulHourOf(value: string): number {
  return new Date(Date.parse(value) + 3 * 3_600_000).getUTCHours();
}

function sameCalendarDay(value: string, _day: string, ms: number): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const local = new Date(Date.UTC(y, m - 1, d));
  return local.getUTCFullYear() === y && local.getUTCMonth() === m - 1 && local.getUTCDate() === d && Number.isFinite(ms);
}

function toErrorItem(error: ErrorObject, locale: Locale): ApiErrorItem {
  const field = error.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(error.params.missingProperty ?? 'body');
  switch (error.keyword) {
    case 'required':
      return { errorCode: 'MISSING_FIELD', errorMessage: t(locale, `${fieldPath(error)}${String(error.params.missingProperty)} alanı zorunludur.`, `${fieldPath(error)}${String(error.params.missingProperty)} is required.`) };
    case 'pattern':
      if (error.params.pattern === PLAIN_TEXT) return { errorCode: 'INVALID_VALUE', errorMessage: t(locale, `${field} denetim karakteri (ör. NUL) içeremez.`, `${field} cannot contain control characters (such as NUL).`) };
      return { errorCode: 'INVALID_DATE', errorMessage: t(locale, `${field} geçerli bir tarih değil; örnek: 2024-07-29T00:00:00+03:00.`, `${field} is not a valid date; for example 2024-07-29T00:00:00+03:00.`) };
    case 'minimum': case 'maximum':
      return { errorCode: 'INVALID_VALUE', errorMessage: t(locale, `${field} ${formatLimit(error.params.limit, 'tr')} ${error.keyword === 'minimum' ? 'veya daha büyük' : 'veya daha küçük'} olmalı.`, `${field} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${formatLimit(error.params.limit, 'en')}.`) };
    case 'maxLength':
      return { errorCode: 'INVALID_VALUE', errorMessage: t(locale, `${field} en çok ${String(error.params.limit)} karakter olabilir.`, `${field} may have at most ${String(error.params.limit)} characters.`) };
    case 'not':
      return { errorCode: 'INVALID_VALUE', errorMessage: t(locale, `${field} bu raporda kullanılamaz.`, `${field} is not available for this report.`) };
    case 'uniqueItems':
      return { errorCode: 'INVALID_VALUE', errorMessage: t(locale, `${field} aynı değeri iki kez içeremez.`, `${field} cannot name the same value twice.`) };
    case 'minItems': case 'maxItems':
      return { errorCode: 'INVALID_VALUE', errorMessage: t(locale, `${field} en az bir, en çok ${String(error.params.limit)} öğe içermeli.`, `${field} must hold at least one and at most ${String(error.params.limit)} items.`) };
    case 'enum':
      return { errorCode: 'INVALID_VALUE', errorMessage: t(locale, `${field} şu değerlerden biri olmalı: ${(error.params.allowedValues as unknown[]).filter((v) => v !== null).join(', ')}.`, `${field} must be one of: ${(error.params.allowedValues as unknown[]).filter((v) => v !== null).join(', ')}.`) };
    case 'type':
      return { errorCode: 'INVALID_TYPE', errorMessage: t(locale, `${field} ${typeName(String(error.params.type), 'tr')} olmalı.`, `${field} must be ${typeName(String(error.params.type), 'en')}.`) };
    default:
      return { errorCode: 'INVALID_VALUE', errorMessage: t(locale, `${field} geçersiz: ${error.message ?? ''}`, `${field} is invalid: ${error.message ?? ''}`) };
  }
}

function formatLimit(limit: unknown, locale: Locale): string {
  return typeof limit === 'number' ? limit.toLocaleString(locale === 'tr' ? 'tr-TR' : 'en-GB') : String(limit);
}

function fieldPath(error: ErrorObject): string {
  return error.instancePath ? `${error.instancePath.replace(/^\//, '').replaceAll('/', '.')}.` : '';
}

function typeName(type: string, locale: Locale): string {
  const names: Record<string, [string, string]> = {
    string: ['metin', 'a string'], integer: ['tam sayı', 'an integer'], number: ['sayı', 'a number'],
    object: ['nesne', 'an object'], boolean: ['doğru/yanlış', 'a boolean'],
  };
  const key = type.split(',')[0]!;
  const [tr, en] = names[key] ?? [type, type];
  return locale === 'tr' ? tr : en;
}
