// A report's answer as a JSON Schema: the envelope keys the route answers (reports/toEnvelope.ts), each typed by
// one entry of ENVELOPE_SCHEMAS, around the item schema; the summary block with a number per summary field (its
// unit the unit of the column it aggregates). A key with no entry here is typed from the example answer, so a new
// envelope key is never left out of the document.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { nestedItemField } from '../../engine/catalogue/answerItemFields';
import { findOperation } from '../../engine/catalogue/catalogue';
import { parseSummaryExpression } from '../../engine/summary/parseSummaryExpression';
import { answeredKeys, envelopeOf, TOP_LEVEL_ARRAY } from '../reports/toEnvelope';
import { columnDescription, itemSchema } from './itemSchema';
import type { DocText } from './localizedDoc';
import { openApiText } from './openApiText';
import { schemaOfExample } from './schemaOfExample';

type Schema = Record<string, unknown>;
interface Context { descriptor: ReportDescriptor; doc: DocText; item: Schema; key: string }

const SUMMARY_KEYS = new Set(['statistic', 'statistics', 'totals', 'statisticsDto']);
const publishedAt = ({ doc }: Context): Schema => ({ type: 'string', format: 'date-time', description: doc.text(openApiText.latestUpdate) });

function summarySchema({ descriptor, doc, key }: Context): Schema {
  const summary = descriptor.api.summary;
  // A block the service has but this descriptor does not compute is answered empty.
  if (summary?.key !== key) return { type: 'object', description: doc.text(openApiText.summaryBlock) };
  return {
    type: 'object',
    description: doc.text(openApiText.summaryBlock),
    properties: Object.fromEntries(Object.entries(summary.fields).map(([name, expression]) => {
      const { op, field } = parseSummaryExpression(expression);
      const column = descriptor.columns.find((c) => c.key === field);
      const about = column && op !== 'count' ? `${expression}: ${columnDescription(column, doc)}` : expression;
      return [name, { type: ['number', 'null'], description: about, ...(column?.unit && op !== 'count' ? { 'x-unit': column.unit } : {}) }];
    })),
  };
}

const ENVELOPE_SCHEMAS: Readonly<Record<string, (context: Context) => Schema>> = {
  items: ({ item }) => ({ type: 'array', items: item }),
  page: () => ({ $ref: '#/components/schemas/Page' }),
  latestUpdateTime: publishedAt,
  latestUpdateDate: publishedAt,
  lastUpdateDate: publishedAt,
  isAllowanceFinal: ({ doc }) => ({ type: 'boolean', description: doc.text(openApiText.allowanceFinal) }),
  installedCapacities: ({ descriptor, doc }) => ({ type: 'array', items: {}, description: doc.text(descriptor.columns[0]!.label) }),
  body: ({ descriptor, item, doc }) => {
    const operation = findOperation(descriptor.api.service, descriptor.api.path);
    const nested = operation ? nestedItemField(operation) : undefined;
    const content = { oneOf: [{ type: 'null' }, nested ? { type: 'object', properties: { [nested]: item } } : item] };
    return { type: 'object', description: doc.text(openApiText.restWrapper), properties: { content } };
  },
  ...Object.fromEntries([...SUMMARY_KEYS].map((key) => [key, summarySchema])),
};

export function reportAnswerSchema(descriptor: ReportDescriptor, doc: DocText, example: unknown): Schema {
  const item = itemSchema(descriptor, doc);
  const envelope = envelopeOf(descriptor);
  if (envelope.includes(TOP_LEVEL_ARRAY)) return { type: 'array', items: item };
  const keys = answeredKeys(envelope);
  const exampleObject = (example && typeof example === 'object' ? example : {}) as Record<string, unknown>;
  return {
    type: 'object',
    required: keys,
    properties: Object.fromEntries(keys.map((key) => {
      const known = ENVELOPE_SCHEMAS[key];
      return [key, known ? known({ descriptor, doc, item, key }) : { ...schemaOfExample(exampleObject[key]), description: doc.text(openApiText.restWrapper) }];
    })),
  };
}
