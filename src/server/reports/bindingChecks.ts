// The checks that need the server's dataset registry: a descriptor's data section names a dataset that
// exists, every column, dimension and summary field reads a field that dataset has, and the publication the
// page announces is the dataset's own schedule.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { DescriptorProblem } from '../../engine/descriptors/descriptorProblem';
import { parseSummaryExpression } from '../../engine/summary/parseSummaryExpression';
import { findDataset, type DatasetDefinition } from '../datasets/datasets';

const TIME_TYPES = new Set(['datetime', 'date', 'month', 'hour']);

export function runBindingChecks(file: string, d: ReportDescriptor): DescriptorProblem[] {
  const problems: DescriptorProblem[] = [];
  const add = (check: string, pointer: string, message: string, fix: string) => problems.push({ file, check, pointer, message, fix });
  const datasetId = d.data.kind === 'dataset' ? d.data.dataset : d.data.from;
  const dataset = findDataset(datasetId);
  if (!dataset) {
    add('datasetExists', d.data.kind === 'dataset' ? '/data/dataset' : '/data/from', `no dataset "${datasetId}"`, 'use a dataset id from src/server/datasets/datasets.ts');
    return problems;
  }
  const names = fieldNames(dataset);
  if (d.publication !== undefined && d.publication !== dataset.publication) {
    add('publicationFollowsDataset', '/publication', `the page says "${d.publication}" but dataset ${dataset.id} is published "${dataset.publication}"`, `set "publication" to "${dataset.publication}"`);
  }
  if (d.data.kind === 'dataset') {
    for (const [requestField, dimension] of Object.entries(d.data.dimensions ?? {})) {
      if (!(requestField in d.api.request)) add('dimensionsBindRequest', `/data/dimensions/${requestField}`, `"${requestField}" is not a request field`, 'key dimensions by api.request field names');
      if (!dataset.dimensions.some((f) => f.name === dimension)) add('dimensionsExist', `/data/dimensions/${requestField}`, `dataset ${dataset.id} has no dimension "${dimension}"`, `use one of: ${dataset.dimensions.map((f) => f.name).join(', ') || '(none)'}`);
    }
    d.columns.forEach((c, i) => {
      const field = c.field ?? (TIME_TYPES.has(c.type) ? 'ts' : c.key);
      if (!names.has(field)) add('columnsReadDatasetFields', `/columns/${i}`, `dataset ${dataset.id} has no field "${field}"`, `set "field" to one of: ${[...names].join(', ')}`);
    });
    for (const [name, expression] of Object.entries(d.api.summary?.fields ?? {})) {
      const { weight } = parseSummaryExpression(expression);
      if (weight && !names.has(weight)) add('summaryWeightsExist', `/api/summary/fields/${name}`, `weight "${weight}" is not a field of ${dataset.id}`, `use one of: ${[...names].join(', ')}`);
    }
  } else {
    for (const [name, expression] of Object.entries(d.data.measures)) {
      const { field, weight } = parseSummaryExpression(expression);
      for (const f of [field, weight]) {
        if (f && !names.has(f)) add('measuresReadDatasetFields', `/data/measures/${name}`, `dataset ${dataset.id} has no field "${f}"`, `use one of: ${[...names].join(', ')}`);
      }
    }
    const outputs = new Set(['ts', ...Object.keys(d.data.measures), ...Object.keys(d.data.constants ?? {}), ...(d.data.bucketNumber ? [d.data.bucketNumber] : [])]);
    d.columns.forEach((c, i) => {
      const field = c.field ?? (TIME_TYPES.has(c.type) ? 'ts' : c.key);
      if (!outputs.has(field)) add('columnsReadAggregateOutputs', `/columns/${i}`, `the aggregate yields no "${field}"`, `declare it in data.measures, data.constants or data.bucketNumber`);
    });
    if (dataset.grain === 'none') add('aggregateOverTime', '/data/from', `dataset ${dataset.id} has no time grain to aggregate`, 'aggregate a time series dataset');
  }
  return problems;
}

function fieldNames(dataset: DatasetDefinition): Set<string> {
  return new Set([...(dataset.grain === 'none' ? [] : ['ts']), ...dataset.dimensions.map((f) => f.name), ...dataset.fields.map((f) => f.name)]);
}
