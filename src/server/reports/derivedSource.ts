// The rows of a derived binding as one SQL source: the leading dataset's published rows of the request, the
// fields of joined datasets at the same time (or a whole number of months earlier), then, with a bucket, one
// row per bucket with each measure (src/server/reports/measureSql.ts): per value of the `groupBy` fields, and
// with `rows`, one row per declared measure set (its labels as fixed values), numbered in `measureRow` so the
// answer keeps the declared order. An aggregate's `dimensions` keep the leading rows of the members the request
// names (conditions the caller writes into `leadWhere`, values bound), so a period's sum can be per region or order type. A registry lead (no time) is read whole into the one `all` bucket. Names
// come from the descriptor and the dataset registry through the identifier guard; every value (publication
// instants, fixed dimension members, constants, labels, conditions) is a bound parameter.
import type { DataBinding, MeasureSpec, ReportDescriptor } from '../../../schemas/report.schema';
import { parseMeasureExpression } from '../../engine/summary/parseMeasureExpression';
import { findDataset, type DatasetDefinition } from '../datasets/datasets';
import type { SqlDialect } from '../store/sqlDialect';
import { quoteIdentifier, sqlName } from '../store/sqlIdentifier';
import { measureSql, type MeasureColumns } from './measureSql';
import type { StoreValue } from '../store/store';

type DerivedBinding = Exclude<DataBinding, { kind: 'dataset' }>;

export interface DerivedSourceInput {
  binding: DerivedBinding;
  descriptor: ReportDescriptor;
  /** Conditions on the leading dataset's rows (publication, range), already written with bound parameters. */
  leadWhere: string[];
  /** The request names a member of the leading dataset (its `dimensions`): read the members' table, not the added-up one. */
  membersChosen?: boolean;
  /** Binds a value and returns its placeholder. */
  param: (value: StoreValue) => string;
  /** `ts < <placeholder>` of a joined dataset's publication. */
  publishedCondition: (dataset: DatasetDefinition) => string | undefined;
  dialect: SqlDialect;
}

export function derivedSource({ binding, descriptor, leadWhere, membersChosen = false, param, publishedCondition, dialect }: DerivedSourceInput): string {
  const lead = requireDataset(binding.from);
  const leadConditions = [...leadWhere, ...fixedConditions(binding.where, param)];
  const leadTable = membersChosen ? lead.table : tableOf(lead, binding.where);
  const leadRows = `SELECT * FROM ${sqlName(leadTable)}${leadConditions.length ? ` WHERE ${leadConditions.join(' AND ')}` : ''}`;
  const joins = binding.kind === 'join' ? binding.join : [];
  let rows = leadRows;
  if (joins.length > 0) {
    const leadFields = binding.kind === 'join' && binding.fields
      ? ['s0.ts AS ts', ...Object.entries(binding.fields).map(([out, field]) => `s0.${quoteIdentifier(field)} AS ${quoteIdentifier(out)}`)]
      : ['s0.*'];
    const selected = [...leadFields];
    const joined = joins.map((join, i) => {
      const dataset = requireDataset(join.dataset);
      const alias = `s${i + 1}`;
      for (const [out, field] of Object.entries(join.fields)) selected.push(`${alias}.${quoteIdentifier(field)} AS ${quoteIdentifier(out)}`);
      const conditions = [publishedCondition(dataset), ...fixedConditions(join.where, param)].filter((c): c is string => c !== undefined);
      const source = `SELECT * FROM ${sqlName(tableOf(dataset, join.where))}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
      const leadTime = join.shiftMonths ? dialect.addMonths('s0.ts', join.shiftMonths) : 's0.ts';
      return `LEFT JOIN (${source}) AS ${alias} ON ${alias}.ts = ${leadTime}`;
    });
    rows = `SELECT ${selected.join(', ')} FROM (${leadRows}) AS s0 ${joined.join(' ')}`;
  }
  const constants = Object.entries(binding.constants ?? {}).map(([name, value]) => `${param(value)} AS ${quoteIdentifier(name)}`);
  if (!binding.bucket || (!binding.measures && !binding.rows)) {
    return `(SELECT raw.*${constants.length ? `, ${constants.join(', ')}` : ''} FROM (${rows}) AS raw) AS src`;
  }
  return `(${bucketed({ binding, constants, rows, timed: lead.grain !== 'none', descriptor, dialect, param })}) AS src`;
}

/** The output field numbering the declared rows of a `rows` binding (0, 1, …), read only to keep their order. */
export const MEASURE_ROW_FIELD = 'measureRow';

/** The fields that order a derived binding's rows within one bucket, after its time: groups, then declared rows. */
export function derivedOrder(binding: DataBinding): string[] {
  if (binding.kind === 'dataset' || !binding.bucket) return [];
  return [...(binding.groupBy ?? []), ...(binding.rows ? [MEASURE_ROW_FIELD] : [])].map(quoteIdentifier);
}

interface BucketedInput {
  binding: DerivedBinding;
  constants: string[];
  rows: string;
  /** false for a registry lead: no time column, one `all` bucket. */
  timed: boolean;
  descriptor: ReportDescriptor;
  dialect: SqlDialect;
  param: (value: StoreValue) => string;
}

function bucketed({ binding, constants, rows, timed, descriptor, dialect, param }: BucketedInput): string {
  const bucket = binding.bucket!;
  const columns = { ref: (field: string) => `raw.${quoteIdentifier(field)}`, ts: 'raw.ts' };
  const measureOutputs = (measures: Record<string, MeasureSpec>) => Object.entries(measures).map(([name, spec]) => {
    const decimals = descriptor.columns.find((c) => (c.field ?? c.key) === name)?.decimals ?? 2;
    return `${measureSqlOf(spec, columns, dialect, decimals, param)} AS ${quoteIdentifier(name)}`;
  });
  const groups = (binding.groupBy ?? []).map((field) => `raw.${quoteIdentifier(field)}`);
  const groupOutputs = (binding.groupBy ?? []).map((field) => `raw.${quoteIdentifier(field)} AS ${quoteIdentifier(field)}`);
  // One row for the whole request (per group), dated by its first row; none at all when nothing is published.
  const start = bucket === 'all' ? (timed ? 'min(raw.ts)' : 'CAST(NULL AS TIMESTAMP)') : dialect.truncate(bucket, 'raw.ts');
  const grouping = [...(bucket === 'all' ? [] : [start]), ...groups];
  const tail = grouping.length > 0 ? ` GROUP BY ${grouping.join(', ')}` : ' HAVING count(*) > 0';
  const numbered = binding.bucketNumber && bucket !== 'all' ? [`${dialect.bucketNumber(bucket, start)} AS ${quoteIdentifier(binding.bucketNumber)}`] : [];
  const shared = measureOutputs(binding.measures ?? {});
  const select = (own: string[]) => `SELECT ${[`${start} AS ts`, ...groupOutputs, ...own, ...shared, ...numbered, ...constants].join(', ')} FROM (${rows}) AS raw${tail}`;
  if (!binding.rows) return select([]);
  // Every declared row has the same labels and measures (bindingChecks.ts), so the branches line up by name order.
  return binding.rows.map((row, i) => select([
    ...Object.entries(row.labels).sort(([a], [b]) => a.localeCompare(b)).map(([name, value]) => `${labelSql(value, param)} AS ${quoteIdentifier(name)}`),
    ...measureOutputs(Object.fromEntries(Object.entries(row.measures).sort(([a], [b]) => a.localeCompare(b)))),
    `CAST(${i} AS INTEGER) AS ${quoteIdentifier(MEASURE_ROW_FIELD)}`,
  ])).join(' UNION ALL ');
}

/** A declared row's fixed value, typed so that every branch of the union agrees. */
function labelSql(value: string | number, param: (value: StoreValue) => string): string {
  return `CAST(${param(value)} AS ${typeof value === 'number' ? 'DOUBLE PRECISION' : 'VARCHAR'})`;
}

function measureSqlOf(spec: MeasureSpec, columns: MeasureColumns, dialect: SqlDialect, decimals: number, param: (value: StoreValue) => string): string {
  if (typeof spec === 'string') return measureSql(parseMeasureExpression(spec), columns, dialect, decimals);
  const keep = Object.entries(spec.when).map(([field, value]) => `${columns.ref(field)} = ${param(value)}`).join(' AND ');
  return measureSql(parseMeasureExpression(spec.measure), columns, dialect, decimals, keep);
}

/** `dimension = $n` for each fixed member. */
function fixedConditions(where: Record<string, string | number> | undefined, param: (value: StoreValue) => string): string[] {
  return Object.entries(where ?? {}).map(([dimension, value]) => `${quoteIdentifier(dimension)} = ${param(value)}`);
}

/** A dataset with dimensions none of which is fixed is read from its added-up table, when it has one. */
function tableOf(dataset: DatasetDefinition, where: Record<string, unknown> | undefined): string {
  return dataset.rollupTable && Object.keys(where ?? {}).length === 0 ? dataset.rollupTable : dataset.table;
}

function requireDataset(id: string): DatasetDefinition {
  const dataset = findDataset(id);
  if (!dataset) throw new Error(`dataset ${id} is not registered (validation should have caught this)`);
  return dataset;
}
