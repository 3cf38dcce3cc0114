// A descriptor's request body as a JSON Schema (OpenAPI 3.1): each `api.request` field with its type, `required`,
// enum and default, dates in the operator's form with the +03:00 offset; `page` where the report is paged,
// `resolution` where its chart offers coarser steps; for the export route also exportType, sort and columns.
// It mirrors what the route accepts (reports/reportRequest.ts).
import type { ReportDescriptor, RequestField } from '../../../schemas/report.schema';
import { chartResolutions } from '../../engine/charts/chartResolutions';
import { lookups } from '../../engine/lookups/lookups';
import { MAX_LIST_ITEMS } from '../reports/reportRequest';
import type { DocText } from './localizedDoc';
import { openApiText } from './openApiText';

type Schema = Record<string, unknown>;

const ISO_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$';

function fieldSchema(field: RequestField): Schema {
  const nullable = (type: string) => (field.required ? type : [type, 'null']);
  switch (field.type) {
    case 'datetime': return { type: 'string', format: 'date-time', pattern: ISO_DATE_TIME, examples: ['2024-08-01T00:00:00+03:00'] };
    case 'integer': return { type: nullable('integer') };
    case 'number': return { type: nullable('number') };
    case 'boolean': return { type: 'boolean' };
    case 'integerList': return { type: nullable('array'), maxItems: MAX_LIST_ITEMS, items: field.enum ? { enum: field.enum } : { type: 'integer' } };
    case 'stringList': return { type: nullable('array'), maxItems: MAX_LIST_ITEMS, items: field.enum ? { enum: field.enum } : { type: 'string', maxLength: 200 } };
    case 'string': return { type: nullable('string'), maxLength: 200 };
  }
}

/** What a field means: its filter's label, the +03:00 rule for dates, the lookup that lists its values. */
function fieldDescription(descriptor: ReportDescriptor, name: string, field: RequestField, { text }: DocText): string {
  const filter = descriptor.filters.find((f) => (Array.isArray(f.bind) ? f.bind.includes(name) : f.bind === name));
  const parts: string[] = [];
  if (filter && 'label' in filter && filter.label) parts.push(`${text(filter.label)}.`);
  if (field.type === 'datetime') parts.push(text(openApiText.datetime));
  if (field.type === 'integerList' || field.type === 'stringList') parts.push(text(openApiText.listField));
  if (filter && filter.widget === 'lookup') {
    const lookup = lookups[filter.lookup];
    if (lookup) parts.push(`${text(openApiText.valuesFrom)} ${lookup.method} /${lookup.service}${lookup.path}.`);
  }
  return parts.join(' ');
}

export interface RequestSchemaOptions { exportRoute?: boolean }

export function reportRequestSchema(descriptor: ReportDescriptor, doc: DocText, { exportRoute = false }: RequestSchemaOptions = {}): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  const choiceSwitches = new Set(descriptor.filters.flatMap((f) => (f.widget === 'choice' ? [f.bind] : [])));
  for (const [name, field] of Object.entries(descriptor.api.request)) {
    const schema = fieldSchema(field);
    if (field.enum && field.type !== 'integerList' && field.type !== 'stringList') schema.enum = field.required ? [...field.enum] : [...field.enum, null];
    if (field.default !== undefined) schema.default = field.default;
    const description = fieldDescription(descriptor, name, field, doc);
    if (description) schema.description = description;
    properties[name] = schema;
    if (field.required && !choiceSwitches.has(name)) required.push(name);
  }
  if (descriptor.api.paged) properties.page = { $ref: '#/components/schemas/PageRequest' };
  const columns = descriptor.columns.map((c) => c.key);
  if (exportRoute) {
    properties.exportType = { type: 'string', enum: descriptor.export.map((f) => f.toUpperCase()), description: doc.text(openApiText.exportType) };
    properties.sort = {
      description: doc.text(openApiText.exportSort),
      oneOf: [{ type: 'null' }, { type: 'object', required: ['field', 'direction'], properties: { field: { enum: columns }, direction: { enum: ['ASC', 'DESC'] } } }],
    };
    properties.columns = { type: 'array', minItems: 1, maxItems: columns.length, uniqueItems: true, items: { enum: columns }, description: doc.text(openApiText.exportColumns) };
    required.push('exportType');
  } else {
    const resolutions = chartResolutions(descriptor);
    if (resolutions.length > 0) properties.resolution = { enum: [...resolutions, null], description: doc.text(openApiText.resolution) };
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}), additionalProperties: true };
}
