// Turns a descriptor + validated request into SQL: one statement for the rows (sorted, paged), one for the
// total count and one for the summary block, unless the rows can give it themselves (summaryPlan.ts). Pure: no
// store access, so it is tested by reading the SQL.
//
// The one rule that keeps it safe: **no request value becomes SQL text.** Values (dates, dimension values,
// constants, LIMIT and OFFSET) are bound parameters. Names (tables, columns, the sort column, aliases) come
// from the descriptor and the dataset registry, pass the identifier guard, and a sort field or direction sent
// by the caller only selects one of them; anything else is refused here, even if validation let it through.
// A chart resolution (day, week, month) likewise only selects one of a fixed list of steps, and each column's
// aggregate (sum or average) comes from its descriptor (engine/charts/chartResolutions.ts).
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { resolutionAggregate } from '../../engine/charts/chartResolutions';
import { columnField } from '../../engine/columns/columnTypes';
import { resolvePreset } from '../../engine/request/resolvePreset';
import { findDataset, primaryDatasetId, type DatasetDefinition } from '../datasets/datasets';
import { publishedBefore } from '../datasets/publishedBefore';
import type { SqlDialect } from '../store/sqlDialect';
import { quoteIdentifier, sqlName } from '../store/sqlIdentifier';
import type { StoreValue } from '../store/store';
import { hourAnsweredAsNumber } from '../../engine/catalogue/hourAnsweredAsNumber';
import { columnSql } from './columnSql';
import { derivedOrder, derivedSource } from './derivedSource';
import { addsUpMembers, membersAddedUpSql } from './membersAddedUp';
import type { ReportRequest } from './reportRequest';
import { summaryPlanOf, type SummaryPlan } from './summaryPlan';

export interface SqlStatement { sql: string; params: StoreValue[] }
export interface ReportQuery {
  rows: SqlStatement;
  count: SqlStatement;
  /** The summary's aggregates in SQL (unrounded: plan.fromAggregates rounds them), or, with `fromRows`, from the rows query. */
  summary?: { plan: SummaryPlan; fromRows: boolean } & SqlStatement;
}

export interface ReportQueryOptions {
  /** false: every row, whatever page the request names (exports). */
  paged?: boolean;
  /** The summary will be read: let the rows query carry what it needs when every own row comes back. */
  summary?: boolean;
}

/** A request the builder refuses to turn into SQL: validation should have answered 400 before this. */
export class UnsafeReportRequest extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeReportRequest';
  }
}

/** The largest page a caller may ask for, and the largest page number (the offset stays an exact integer). */
export const MAX_PAGE_SIZE = 100_000;
export const MAX_PAGE_NUMBER = 2_147_483_647;
/** The most members a list filter may name. */
const MAX_LIST_VALUES = 500;

const SORT_DIRECTIONS: ReadonlyMap<unknown, string> = new Map([['ASC', 'ASC'], ['DESC', 'DESC']]);
/** The steps a chart may ask for beyond the report's own; an hour is never coarser than a report's own step. */
const RESOLUTION_STEPS: ReadonlyMap<unknown, 'day' | 'week' | 'month'> = new Map([['day', 'day'], ['week', 'week'], ['month', 'month']]);

export function buildReportQuery(descriptor: ReportDescriptor, request: ReportRequest, dialect: SqlDialect, now: Date, options: ReportQueryOptions = {}): ReportQuery {
  const params: StoreValue[] = [];
  const param = (value: StoreValue) => { params.push(value); return `$${params.length}`; };
  const binding = descriptor.data;
  const dataset = requireDataset(primaryDatasetId(binding));
  const publishedCondition = (source: DatasetDefinition) => {
    if (source.grain === 'none') return undefined;
    params.push(wallTimestamp(publishedBefore(source.publication, now)));
    return `ts < ${dialect.timestampParam(params.length)}`;
  };

  const where: string[] = [];
  /** The range's first instant, as a bound parameter: a coarser step never starts before it. */
  let rangeStart: string | undefined;
  // A request without days (a dashboard, a report without a date filter) reads its binding's window.
  const range = request.range ?? (binding.window ? resolvePreset(binding.window, now) : undefined);
  const published = publishedCondition(dataset);
  if (published) {
    where.push(published);
    if (range) {
      // An hour filter reads one hour of its day; otherwise the range's whole days.
      const [from, until] = request.hour === undefined
        ? [`${requireDay(range.start)} 00:00:00`, `${nextDay(requireDay(range.end))} 00:00:00`]
        : hourBounds(requireDay(range.start), request.hour);
      params.push(from);
      rangeStart = dialect.timestampParam(params.length);
      where.push(`ts >= ${rangeStart}`);
      params.push(until);
      where.push(`ts < ${dialect.timestampParam(params.length)}`);
    }
  }

  let source: string;
  // The summary block always speaks of the report's own rows, whatever step the chart asked for.
  let summarySource: string | undefined;
  let tieBreak = ['ts'];
  // Whether the tie-break is a key no two rows share: then the answered columns need not order them further (a
  // sort on six keys instead of one cost a fifth of a month's MCP query).
  let uniqueOrder = false;
  // The members the request names (a power plant, a region): bound parameters on the (leading) dataset's rows.
  const dimensions = binding.kind === 'join' ? {} : binding.dimensions ?? {};
  const filtered = Object.entries(dimensions).filter(([requestField]) => request.values[requestField] !== undefined);
  for (const [requestField, dimension] of filtered) where.push(dimensionCondition(quoteIdentifier(dimension), request.values[requestField], param));
  if (binding.kind === 'dataset') {
    // With no dimension chosen, read the table that is already added up over all of them.
    const table = filtered.length === 0 && dataset.rollupTable ? dataset.rollupTable : dataset.table;
    // Without such a table, an empty dimension filter still means the whole: the members added up per time.
    const emptyDimensions = Object.keys(dimensions).filter((requestField) => request.values[requestField] === undefined);
    const addUp = table === dataset.table && addsUpMembers(descriptor, dataset, emptyDimensions);
    // A registry (no time axis) is ordered by its key alone.
    const rowTime = dataset.grain === 'none' ? [] : ['ts'];
    if (table === dataset.table && !addUp) tieBreak = [...rowTime, ...dataset.dimensions.map((d) => quoteIdentifier(d.name))];
    // The stored rows by their key, or the rollup's one row per time.
    uniqueOrder = !addUp && !dataset.keyRepeats && tieBreak.length > 0;
    const stored = `SELECT * FROM ${sqlName(table)}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
    const rows = addUp ? membersAddedUpSql(descriptor, stored, dialect) : stored;
    if (request.resolution === undefined) source = `(${rows}) AS src`;
    else {
      source = resolutionSource(descriptor, rows, requireResolution(request.resolution), dialect, rangeStart);
      summarySource = `(${rows}) AS src`;
      tieBreak = ['ts'];
      uniqueOrder = false;
    }
  } else {
    source = derivedSource({ binding, descriptor, leadWhere: where, membersChosen: filtered.length > 0, param, publishedCondition, dialect });
    tieBreak = ['ts', ...derivedOrder(binding)];
  }

  // At a coarser step the hour of day means nothing: the column stays, empty.
  const stepped = request.resolution !== undefined && binding.kind === 'dataset';
  // A time a dataset keeps as ISO text (a case's start and end, a trade's time that keys its row) is answered as it is stored, also when an
  // aggregate groups by it (a yearly forecast's start and end, read from its monthly rows).
  const storedText = [...dataset.dimensions, ...dataset.fields].filter((f) => f.type === 'VARCHAR').map((f) => f.name);
  const groupedBy = binding.kind === 'aggregate' ? binding.groupBy ?? [] : [];
  const textFields = new Set(binding.kind === 'dataset' ? storedText : storedText.filter((f) => groupedBy.includes(f)));
  // A report that is not paged ignores `page` (sort included): it always answers every row, in its own order.
  // An export has no page but may carry the table's sort.
  const page = options.paged !== false && descriptor.api.paged ? request.page : undefined;
  const summaryPlan = options.summary ? summaryPlanOf(descriptor) : undefined;
  // Every own row comes back: the summary is computed from them, without a second query.
  const summaryFromRows = !!summaryPlan && page === undefined && summarySource === undefined;
  const select = [
    ...descriptor.columns.map((c) => `${stepped && c.type === 'hour' ? 'CAST(NULL AS VARCHAR)' : columnSql(c, dialect, textFields, hourAnsweredAsNumber(descriptor, c))} AS ${quoteIdentifier(c.key)}`),
    ...(summaryFromRows ? summaryPlan.rowSelections() : []),
  ].join(', ');
  const requestedSort = page?.sort ?? (options.paged === false ? request.sort : undefined);
  const sort = requestedSort ? sortSql(descriptor, requestedSort) : undefined;
  // Nulls last in both directions: DuckDB and PostgreSQL disagree on the default for DESC.
  // Then by every answered column (by position): rows that share a time and their dimensions (a day's several
  // balancing actions, a list keyed by nothing) come in one order on both stores, and pages never overlap.
  const orderBy = [...(sort ? [sort] : []), ...tieBreak.map((c) => `src.${c}`), ...(uniqueOrder ? [] : descriptor.columns.map((_c, i) => String(i + 1)))].join(', ');
  const rowsParams = [...params];
  const paging = page ? ` LIMIT $${rowsParams.push(pageSize(page.size))} OFFSET $${rowsParams.push(pageOffset(page.number, page.size))}` : '';
  const rows = { sql: `SELECT ${select} FROM ${source} ORDER BY ${orderBy}${paging}`, params: rowsParams };
  const count = { sql: `SELECT CAST(count(*) AS INTEGER) AS total FROM ${source}`, params: [...params] };

  const summary = summaryPlan ? { plan: summaryPlan, fromRows: summaryFromRows, sql: summaryPlan.sql(summarySource ?? source, dialect), params: [...params] } : undefined;
  return { rows, count, ...(summary ? { summary } : {}) };
}

/**
 * The dataset's rows brought to one row per step: time to the step's start (or the range's first day, for a
 * week or month the range enters midway, so no point lies before the range), each number column added up or
 * averaged as its descriptor says (rounded to its decimals), columns without a meaningful value left empty.
 */
function resolutionSource(descriptor: ReportDescriptor, rows: string, step: 'day' | 'week' | 'month', dialect: SqlDialect, rangeStart: string | undefined): string {
  const truncated = dialect.truncate(step, 'raw.ts');
  const bucket = rangeStart ? `GREATEST(${truncated}, ${rangeStart})` : truncated;
  const outputs = new Map<string, string>();
  for (const column of descriptor.columns) {
    const field = columnField(column);
    if (field === 'ts' || outputs.has(field)) continue;
    const aggregate = resolutionAggregate(column);
    const value = aggregate ? dialect.round(`${aggregate}(raw.${quoteIdentifier(field)})`, column.decimals ?? 2) : 'NULL';
    outputs.set(field, `${value} AS ${quoteIdentifier(field)}`);
  }
  return `(SELECT ${[`${bucket} AS ts`, ...outputs.values()].join(', ')} FROM (${rows}) AS raw GROUP BY ${bucket}) AS src`;
}

function requireResolution(resolution: unknown): 'day' | 'week' | 'month' {
  const step = RESOLUTION_STEPS.get(resolution);
  if (!step) throw new UnsafeReportRequest('a resolution must be day, week or month');
  return step;
}

/** The caller's sort picks one of the descriptor's columns and one of two directions; the SQL names come from those. */
function sortSql(descriptor: ReportDescriptor, sort: { field: unknown; direction: unknown }): string {
  const column = descriptor.columns.find((c) => c.key === sort.field);
  const direction = SORT_DIRECTIONS.get(sort.direction);
  if (!column || !direction) {
    throw new UnsafeReportRequest('the sort must name a column of the report and ASC or DESC');
  }
  return `${quoteIdentifier(column.key)} ${direction} NULLS LAST`;
}

function pageSize(size: unknown): number {
  if (!Number.isSafeInteger(size) || (size as number) < 1 || (size as number) > MAX_PAGE_SIZE) throw new UnsafeReportRequest(`the page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  return size as number;
}

function pageOffset(number: unknown, size: number): number {
  if (!Number.isSafeInteger(number) || (number as number) < 1 || (number as number) > MAX_PAGE_NUMBER) throw new UnsafeReportRequest(`the page number must be a whole number from 1 to ${MAX_PAGE_NUMBER}`);
  return ((number as number) - 1) * size;
}

/** The wall-clock start of `hour` on `day` and of the hour after it (midnight of the next day after 23:00). */
function hourBounds(day: string, hour: unknown): [string, string] {
  if (!Number.isInteger(hour) || (hour as number) < 0 || (hour as number) > 23) throw new UnsafeReportRequest('an hour must be a whole number from 0 to 23');
  const at = (d: string, h: number) => `${d} ${String(h).padStart(2, '0')}:00:00`;
  return [at(day, hour as number), hour === 23 ? at(nextDay(day), 0) : at(day, (hour as number) + 1)];
}

function requireDay(day: string): string {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new UnsafeReportRequest('a range day must look like 2024-07-29');
  return day;
}

/** `dim = $n`, or `dim IN ($n, ...)` for a list (one bound parameter per member, never the values as text). */
function dimensionCondition(column: string, value: unknown, param: (value: StoreValue) => string): string {
  if (!Array.isArray(value)) return `${column} = ${param(requireScalar(value))}`;
  if (value.length === 0 || value.length > MAX_LIST_VALUES) throw new UnsafeReportRequest(`a list filter names 1 to ${MAX_LIST_VALUES} values`);
  return `${column} IN (${value.map((member) => param(requireScalar(member))).join(', ')})`;
}

function requireScalar(value: unknown): StoreValue {
  if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return value;
  throw new UnsafeReportRequest('a filter value must be text or a finite number');
}

function requireDataset(id: string): DatasetDefinition {
  const dataset = findDataset(id);
  if (!dataset) throw new Error(`dataset ${id} is not registered (validation should have caught this)`);
  return dataset;
}

function wallTimestamp(ms: number): string {
  if (ms >= Number.MAX_SAFE_INTEGER) return '9999-12-31 00:00:00';
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}
