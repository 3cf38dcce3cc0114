// The rows of a derived binding as one SQL source: the leading dataset's published rows of the request, the
// fields of joined datasets at the same time (or a whole number of months earlier), then, with a bucket, one
// row per bucket with each measure (src/server/reports/measureSql.ts). Names come from the descriptor and the
// dataset registry through the identifier guard; every value (publication instants, fixed dimension members,
// constants) is a bound parameter.
import type { DataBinding, MeasureBucket, ReportDescriptor } from '../../../schemas/report.schema';
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
  /** Binds a value and returns its placeholder. */
  param: (value: StoreValue) => string;
  /** `ts < <placeholder>` of a joined dataset's publication. */
  publishedCondition: (dataset: DatasetDefinition) => string | undefined;
  dialect: SqlDialect;
}

export function derivedSource({ binding, descriptor, leadWhere, param, publishedCondition, dialect }: DerivedSourceInput): string {
  const lead = requireDataset(binding.from);
  const leadConditions = [...leadWhere, ...fixedConditions(binding.where, param)];
  const leadRows = `SELECT * FROM ${sqlName(tableOf(lead, binding.where))}${leadConditions.length ? ` WHERE ${leadConditions.join(' AND ')}` : ''}`;
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
  if (!binding.bucket || !binding.measures) {
    return `(SELECT raw.*${constants.length ? `, ${constants.join(', ')}` : ''} FROM (${rows}) AS raw) AS src`;
  }
  return `(${bucketed(binding.bucket, binding.measures, binding.bucketNumber, constants, rows, descriptor, dialect)}) AS src`;
}

function bucketed(bucket: MeasureBucket, measures: Record<string, string>, bucketNumber: string | undefined, constants: string[], rows: string, descriptor: ReportDescriptor, dialect: SqlDialect): string {
  const columns = { ref: (field: string) => `raw.${quoteIdentifier(field)}`, ts: 'raw.ts' };
  const outputs = Object.entries(measures).map(([name, expression]) => {
    const decimals = descriptor.columns.find((c) => (c.field ?? c.key) === name)?.decimals ?? 2;
    return `${measureSqlOf(expression, columns, dialect, decimals)} AS ${quoteIdentifier(name)}`;
  });
  if (bucket === 'all') {
    // One row for the whole request, dated by its first row; none at all when nothing is published.
    return `SELECT min(raw.ts) AS ts, ${[...outputs, ...constants].join(', ')} FROM (${rows}) AS raw HAVING count(*) > 0`;
  }
  const start = dialect.truncate(bucket, 'raw.ts');
  const numbered = bucketNumber ? [`${dialect.bucketNumber(bucket, start)} AS ${quoteIdentifier(bucketNumber)}`] : [];
  return `SELECT ${[`${start} AS ts`, ...outputs, ...numbered, ...constants].join(', ')} FROM (${rows}) AS raw GROUP BY ${start}`;
}

function measureSqlOf(expression: string, columns: MeasureColumns, dialect: SqlDialect, decimals: number): string {
  return measureSql(parseMeasureExpression(expression), columns, dialect, decimals);
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
