// The checks that need the server's dataset registry: a descriptor's data section names a dataset that
// exists, every column, dimension and summary field reads a field that dataset has, and the publication the
// page announces is the dataset's own schedule.
import type { MeasureRow, MeasureSpec, ReportDescriptor } from '../../../schemas/report.schema';
import { columnField } from '../../engine/columns/columnTypes';
import type { DescriptorProblem } from '../../engine/descriptors/descriptorProblem';
import { parseMeasureExpression } from '../../engine/summary/parseMeasureExpression';
import { parseSummaryExpression } from '../../engine/summary/parseSummaryExpression';
import { suggestKnown } from '../../engine/descriptors/closestNames';
import { datasets, findDataset, type DatasetDefinition } from '../datasets/datasets';
import { MEASURE_ROW_FIELD } from './derivedSource';
import { unansweredEnvelopeKeys } from './toEnvelope';

export function runBindingChecks(file: string, d: ReportDescriptor): DescriptorProblem[] {
  const problems: DescriptorProblem[] = [];
  const add = (check: string, pointer: string, message: string, fix: string) => problems.push({ file, check, pointer, message, fix });
  const datasetId = d.data.kind === 'dataset' ? d.data.dataset : d.data.from;
  const dataset = findDataset(datasetId);
  if (!dataset) {
    add('datasetExists', d.data.kind === 'dataset' ? '/data/dataset' : '/data/from', `no dataset "${datasetId}"`, suggestKnown(datasetId, datasets.map((k) => k.id), 'src/server/datasets/datasets.ts'));
    return problems;
  }
  const names = fieldNames(dataset);
  for (const key of unansweredEnvelopeKeys(d)) {
    add('envelopeAnswered', '/api/path', `the operation's envelope has "${key}", which the report routes cannot answer`, 'add the key to ENVELOPE_KEYS in src/server/reports/toEnvelope.ts');
  }
  if (d.publication !== undefined && d.publication !== dataset.publication) {
    add('publicationFollowsDataset', '/publication', `the page says "${d.publication}" but dataset ${dataset.id} is published "${dataset.publication}"`, `set "publication" to "${dataset.publication}"`);
  }
  if (d.data.kind !== 'join') {
    for (const [requestField, dimension] of Object.entries(d.data.dimensions ?? {})) {
      if (!(requestField in d.api.request)) add('dimensionsBindRequest', `/data/dimensions/${requestField}`, `"${requestField}" is not a request field`, 'key dimensions by api.request field names');
      if (!dataset.dimensions.some((f) => f.name === dimension)) add('dimensionsExist', `/data/dimensions/${requestField}`, `dataset ${dataset.id} has no dimension "${dimension}"`, `use one of: ${dataset.dimensions.map((f) => f.name).join(', ') || '(none)'}`);
    }
  }
  if (d.data.kind === 'dataset') {
    d.columns.forEach((c, i) => {
      const field = columnField(c);
      if (!names.has(field)) add('columnsReadDatasetFields', `/columns/${i}`, `dataset ${dataset.id} has no field "${field}"`, `set "field" to one of: ${[...names].join(', ')}`);
    });
    for (const [name, expression] of Object.entries(d.api.summary?.fields ?? {})) {
      const { weight } = parseSummaryExpression(expression);
      if (weight && !names.has(weight)) add('summaryWeightsExist', `/api/summary/fields/${name}`, `weight "${weight}" is not a field of ${dataset.id}`, `use one of: ${[...names].join(', ')}`);
    }
  } else {
    problems.push(...derivedBindingChecks(d, dataset, add));
  }
  return problems;
}

function fieldNames(dataset: DatasetDefinition): Set<string> {
  return new Set([...(dataset.grain === 'none' ? [] : ['ts']), ...dataset.dimensions.map((f) => f.name), ...dataset.fields.map((f) => f.name)]);
}

type Add = (check: string, pointer: string, message: string, fix: string) => void;

/**
 * An aggregate or join: every dataset exists and has a time axis, fixed dimensions and read fields exist, a
 * joined dataset's every dimension is fixed (or it has an added-up table), measures read output fields, and
 * every column reads an output of the binding.
 */
function derivedBindingChecks(d: ReportDescriptor, lead: DatasetDefinition, add: Add): DescriptorProblem[] {
  const binding = d.data;
  if (binding.kind === 'dataset') return [];
  const leadNames = fieldNames(lead);
  // A registry (no time) can only be read whole: one `all` bucket, counted or added up per group.
  if (lead.grain === 'none' && !(binding.kind === 'aggregate' && binding.bucket === 'all')) add('aggregateOverTime', '/data/from', `dataset ${lead.id} has no time grain to derive rows over time`, 'use a time series dataset, or "bucket": "all" over the whole registry');
  checkFixed(binding.where, lead, '/data/where', add);
  // The rows before bucketing: the lead's fields (renamed when `fields` says so) and each joined field.
  const rowFields = new Set<string>(lead.grain === 'none' ? [] : ['ts']);
  const leadFields = binding.kind === 'join' ? binding.fields : undefined;
  if (leadFields) {
    for (const [out, field] of Object.entries(leadFields)) {
      if (!leadNames.has(field)) add('joinReadsDatasetFields', `/data/fields/${out}`, `dataset ${lead.id} has no field "${field}"`, `use one of: ${[...leadNames].join(', ')}`);
      rowFields.add(out);
    }
  } else for (const name of leadNames) rowFields.add(name);
  if (binding.kind === 'join') {
    binding.join.forEach((join, i) => {
      const dataset = findDataset(join.dataset);
      if (!dataset) { add('datasetExists', `/data/join/${i}/dataset`, `no dataset "${join.dataset}"`, suggestKnown(join.dataset, datasets.map((k) => k.id), 'src/server/datasets/datasets.ts')); return; }
      if (dataset.grain === 'none') add('joinOverTime', `/data/join/${i}/dataset`, `dataset ${dataset.id} has no time axis to join on`, 'join time series datasets');
      checkFixed(join.where, dataset, `/data/join/${i}/where`, add);
      const unfixed = dataset.dimensions.filter((dim) => !Object.hasOwn(join.where ?? {}, dim.name));
      if (unfixed.length > 0 && !(dataset.rollupTable && Object.keys(join.where ?? {}).length === 0)) {
        add('joinFixesDimensions', `/data/join/${i}/where`, `dataset ${dataset.id} has several rows per time (dimensions ${unfixed.map((f) => f.name).join(', ')})`, 'fix each dimension to one member in "where"');
      }
      const names = fieldNames(dataset);
      for (const [out, field] of Object.entries(join.fields)) {
        if (!names.has(field)) add('joinReadsDatasetFields', `/data/join/${i}/fields/${out}`, `dataset ${dataset.id} has no field "${field}"`, `use one of: ${[...names].join(', ')}`);
        if (rowFields.has(out)) add('joinNamesUnique', `/data/join/${i}/fields/${out}`, `"${out}" is already an output of the join`, 'give it another output name');
        rowFields.add(out);
      }
    });
  }
  const outputs = new Set<string>(['ts', ...Object.keys(binding.constants ?? {})]);
  if (binding.bucket || binding.measures || binding.rows || binding.groupBy) {
    if (!binding.bucket || !(binding.measures || binding.rows)) add('bucketWithMeasures', '/data', 'a bucket needs measures (or rows) and measures, rows and groupBy need a bucket', 'give "bucket" with "measures" or "rows", or none of them');
    checkMeasures(binding.measures ?? {}, '/data/measures', rowFields, outputs, add);
    (binding.groupBy ?? []).forEach((field, i) => {
      if (!rowFields.has(field)) add('groupByReadsFields', `/data/groupBy/${i}`, `the rows have no field "${field}"`, `use one of: ${[...rowFields].join(', ')}`);
      outputs.add(field);
    });
    checkMeasureRows(binding.rows, rowFields, outputs, add);
    if (binding.bucketNumber) outputs.add(binding.bucketNumber);
  } else for (const name of rowFields) outputs.add(name);
  d.columns.forEach((c, i) => {
    const field = columnField(c);
    if (!outputs.has(field)) add('columnsReadAggregateOutputs', `/columns/${i}`, `the binding yields no "${field}"`, `read one of: ${[...outputs].join(', ')}`);
  });
  return [];
}

function checkMeasures(measures: Record<string, MeasureSpec>, pointer: string, rowFields: Set<string>, outputs: Set<string>, add: Add): void {
  for (const [name, spec] of Object.entries(measures)) {
    const expression = typeof spec === 'string' ? spec : spec.measure;
    let measure;
    try { measure = parseMeasureExpression(expression); } catch (error) { add('measureParses', `${pointer}/${name}`, (error as Error).message, 'write a measure of src/engine/summary/parseMeasureExpression.ts'); continue; }
    const read = [measure.field, measure.weight, ...(measure.addends ?? []), ...(typeof spec === 'string' ? [] : Object.keys(spec.when))];
    for (const f of read) {
      if (f && !rowFields.has(f)) add('measuresReadDatasetFields', `${pointer}/${name}`, `the rows have no field "${f}"`, `use one of: ${[...rowFields].join(', ')}`);
    }
    if (name === MEASURE_ROW_FIELD) add('measureNamesFree', `${pointer}/${name}`, `"${MEASURE_ROW_FIELD}" numbers the declared rows`, 'give the measure another name');
    outputs.add(name);
  }
}

/** Declared rows answer the same fields in every row: their labels and measures carry the same names. */
function checkMeasureRows(rows: readonly MeasureRow[] | undefined, rowFields: Set<string>, outputs: Set<string>, add: Add): void {
  if (!rows) return;
  const shapeOf = (row: MeasureRow) => [...Object.keys(row.labels), '|', ...Object.keys(row.measures)].sort().join(',');
  const first = rows[0] ? shapeOf(rows[0]) : '';
  rows.forEach((row, i) => {
    if (shapeOf(row) !== first) add('rowsAnswerSameFields', `/data/rows/${i}`, 'this row has other labels or measures than the first row', 'give every row the same label and measure names');
    for (const name of Object.keys(row.labels)) {
      if (Object.hasOwn(row.measures, name)) add('rowLabelsAreNotMeasures', `/data/rows/${i}/labels/${name}`, `"${name}" is both a label and a measure`, 'give the label another name');
      outputs.add(name);
    }
    checkMeasures(row.measures, `/data/rows/${i}/measures`, rowFields, outputs, add);
  });
}

function checkFixed(where: Record<string, unknown> | undefined, dataset: DatasetDefinition, pointer: string, add: Add): void {
  for (const dimension of Object.keys(where ?? {})) {
    if (!dataset.dimensions.some((f) => f.name === dimension)) add('fixedDimensionsExist', `${pointer}/${dimension}`, `dataset ${dataset.id} has no dimension "${dimension}"`, `use one of: ${dataset.dimensions.map((f) => f.name).join(', ') || '(none)'}`);
  }
}
