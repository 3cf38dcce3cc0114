// Turns a descriptor + validated request into SQL: one statement for the rows (sorted, paged), one for the
// total count and one for the summary block. Pure: no store access, so it is tested by reading the SQL.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { parseSummaryExpression } from '../../engine/summary/parseSummaryExpression';
import { findDataset, type DatasetDefinition } from '../datasets/datasets';
import { publishedBefore } from '../datasets/publishedBefore';
import type { SqlDialect } from '../store/sqlDialect';
import type { StoreValue } from '../store/store';
import type { ReportRequest } from './reportRequest';

export interface ReportQuery {
  rowsSql: string;
  countSql: string;
  summarySql?: string;
  params: StoreValue[];
}

const TIME_TYPES = new Set(['datetime', 'date', 'month', 'hour']);
const quote = (name: string) => `"${name}"`;

export function buildReportQuery(descriptor: ReportDescriptor, request: ReportRequest, dialect: SqlDialect, now: Date, options: { paged?: boolean } = {}): ReportQuery {
  const params: StoreValue[] = [];
  const param = (value: StoreValue) => { params.push(value); return `$${params.length}`; };
  const binding = descriptor.data;
  const dataset = requireDataset(binding.kind === 'dataset' ? binding.dataset : binding.from);

  const where: string[] = [];
  if (dataset.grain !== 'none') {
    params.push(wallTimestamp(publishedBefore(dataset.publication, now)));
    where.push(`ts < ${dialect.timestampParam(params.length)}`);
    if (request.range) {
      params.push(`${request.range.start} 00:00:00`);
      where.push(`ts >= ${dialect.timestampParam(params.length)}`);
      params.push(`${nextDay(request.range.end)} 00:00:00`);
      where.push(`ts < ${dialect.timestampParam(params.length)}`);
    }
  }

  let source: string;
  let tieBreak = ['ts'];
  if (binding.kind === 'dataset') {
    const dimensions = binding.dimensions ?? {};
    const filtered = Object.entries(dimensions).filter(([requestField]) => request.values[requestField] !== undefined);
    for (const [requestField, dimension] of filtered) where.push(`${quote(dimension)} = ${param(request.values[requestField]!)}`);
    // With no dimension chosen, read the table that is already added up over all of them.
    const table = filtered.length === 0 && dataset.rollupTable ? dataset.rollupTable : dataset.table;
    if (table === dataset.table) tieBreak = ['ts', ...dataset.dimensions.map((d) => quote(d.name))];
    source = `(SELECT * FROM ${table}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}) AS src`;
  } else {
    const bucket = dialect.truncate(binding.bucket, 'ts');
    const outputs = [
      `${bucket} AS ts`,
      ...Object.entries(binding.measures).map(([name, expr]) => `${aggregateSql(expr, dialect)} AS ${quote(name)}`),
      ...(binding.bucketNumber ? [`${dialect.bucketNumber(binding.bucket, bucket)} AS ${quote(binding.bucketNumber)}`] : []),
      ...Object.entries(binding.constants ?? {}).map(([name, value]) => `${param(value)} AS ${quote(name)}`),
    ];
    source = `(SELECT ${outputs.join(', ')} FROM ${dataset.table}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} GROUP BY ${bucket}) AS src`;
  }

  const select = descriptor.columns.map((c) => `${columnSql(c, dialect)} AS ${quote(c.key)}`).join(', ');
  const sort = request.page?.sort;
  // Nulls last in both directions: DuckDB and PostgreSQL disagree on the default for DESC.
  const orderBy = [...(sort ? [`${quote(sort.field)} ${sort.direction} NULLS LAST`] : []), ...tieBreak.map((c) => `src.${c}`)].join(', ');
  const paging = options.paged !== false && request.page ? ` LIMIT ${request.page.size} OFFSET ${(request.page.number - 1) * request.page.size}` : '';
  const rowsSql = `SELECT ${select} FROM ${source} ORDER BY ${orderBy}${paging}`;
  const countSql = `SELECT CAST(count(*) AS INTEGER) AS total FROM ${source}`;

  const summaryFields = descriptor.api.summary?.fields;
  const summarySql = summaryFields
    ? `SELECT ${Object.entries(summaryFields).map(([name, expr]) => `${summarySqlOf(expr, descriptor, dialect)} AS ${quote(name)}`).join(', ')} FROM ${source}`
    : undefined;
  return { rowsSql, countSql, ...(summarySql ? { summarySql } : {}), params };
}

function columnSql(column: ReportDescriptor['columns'][number], dialect: SqlDialect): string {
  const field = column.field ?? (TIME_TYPES.has(column.type) ? 'ts' : column.key);
  const ref = field === 'ts' ? 'src.ts' : `src.${quote(field)}`;
  switch (column.type) {
    case 'hour': return dialect.hourOfDay(ref);
    case 'datetime': case 'date': case 'month': return dialect.isoWall(ref);
    case 'number': return `CAST(${ref} AS DOUBLE PRECISION)`;
    case 'integer': return `CAST(${ref} AS BIGINT)`;
    case 'text': return `CAST(${ref} AS VARCHAR)`;
  }
}

/** A summary expression over the column values of the source (a column reads its dataset field). */
function summarySqlOf(expression: string, descriptor: ReportDescriptor, dialect: SqlDialect): string {
  const { op, field, weight } = parseSummaryExpression(expression);
  const column = descriptor.columns.find((c) => c.key === field);
  const source = quote(column?.field ?? field);
  const decimals = column?.decimals ?? 2;
  const value = op === 'wavg'
    ? `sum(${source} * ${quote(weight!)}) / NULLIF(sum(CASE WHEN ${source} IS NULL THEN NULL ELSE ${quote(weight!)} END), 0)`
    : `${op}(${source})`;
  return op === 'count' ? `CAST(${value} AS INTEGER)` : dialect.round(value, decimals);
}

function aggregateSql(expression: string, dialect: SqlDialect): string {
  const { op, field, weight } = parseSummaryExpression(expression);
  const value = op === 'wavg' ? `sum(${quote(field)} * ${quote(weight!)}) / NULLIF(sum(${quote(weight!)}), 0)` : `${op}(${quote(field)})`;
  return op === 'count' ? `CAST(${value} AS INTEGER)` : dialect.round(value, 2);
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
