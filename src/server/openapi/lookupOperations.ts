// The lookups (src/engine/lookups): the lists that feed filters, each at its operator path, with the body schema
// the route checks (lookups/lookupBodies.ts) and the answer in its envelope, its item fields from the catalogue.
import { findOperation, type CatalogueField } from '../../engine/catalogue/catalogue';
import type { LookupDefinition } from '../../engine/lookups/lookups';
import { lookupBodies } from '../lookups/lookupBodies';
import { DATA_ERRORS } from './commonComponents';
import type { DocText } from './localizedDoc';
import { openApiText } from './openApiText';
import type { PathOperation } from './reportOperations';

type Schema = Record<string, unknown>;

/** The operation id of a lookup: its id, marked so it never meets a report's. */
export const lookupOperationId = (lookupId: string): string => `lookup-${lookupId}`;

/** A catalogue type (`integer(int64)`, `number(double)`, `array<string>`, `string`) as a schema and an example value. */
function fieldOf(field: CatalogueField): { schema: Schema; example: unknown } {
  const type = field.type.toLowerCase();
  if (type.startsWith('integer')) return { schema: { type: ['integer', 'null'] }, example: 1 };
  if (type.startsWith('number')) return { schema: { type: ['number', 'null'] }, example: 1.5 };
  if (type.startsWith('boolean')) return { schema: { type: ['boolean', 'null'] }, example: true };
  if (type.startsWith('array')) return { schema: { type: ['array', 'null'], items: type.includes('<string>') ? { type: 'string' } : {} }, example: [] };
  if (type.includes('date')) return { schema: { type: ['string', 'null'], format: 'date-time' }, example: '2024-08-01T00:00:00+03:00' };
  return { schema: { type: ['string', 'null'] }, example: 'text' };
}

function itemOf(lookup: LookupDefinition): { schema: Schema; example: Record<string, unknown> } {
  const declared = findOperation(lookup.service, lookup.path)?.items ?? [];
  const envelope = lookup.envelope;
  // The fields an option is made of, if the catalogue says nothing more.
  const fields: CatalogueField[] = declared.length > 0 ? declared
    : envelope.kind === 'items' ? [...new Set([envelope.value, envelope.label, ...(envelope.searchKeys ?? [])])].map((name) => ({ name, type: 'string' })) : [];
  const typed = fields.map((f) => [f.name, fieldOf(f)] as const);
  return {
    schema: { type: 'object', properties: Object.fromEntries(typed.map(([name, f]) => [name, f.schema])) },
    example: Object.fromEntries(typed.map(([name, f]) => [name, f.example])),
  };
}

function answerOf(lookup: LookupDefinition): { schema: Schema; example: unknown } {
  const envelope = lookup.envelope;
  switch (envelope.kind) {
    case 'items': {
      const item = itemOf(lookup);
      const list = { type: 'array', items: item.schema };
      if (envelope.topLevel) return { schema: list, example: [item.example] };
      const paged = findOperation(lookup.service, lookup.path)?.envelope.includes('page');
      return {
        schema: { type: 'object', required: ['items'], properties: { items: list, ...(paged ? { page: { $ref: '#/components/schemas/Page' } } : {}) } },
        example: { items: [item.example], ...(paged ? { page: { number: 1, size: 1, total: 1, sort: null } } : {}) },
      };
    }
    case 'stringArray': return { schema: { type: 'array', items: { type: 'string' } }, example: ['text'] };
    case 'numberArray': return { schema: { type: 'array', items: { type: 'number' } }, example: [2024] };
    case 'stringArrayIn': return envelope.single
      ? { schema: { type: 'object', properties: { [envelope.key]: { type: ['string', 'null'] } } }, example: { [envelope.key]: 'text' } }
      : { schema: { type: 'object', properties: { [envelope.key]: { type: 'array', items: { type: 'string' } } } }, example: { [envelope.key]: ['text'] } };
  }
}

/** The body a POST lookup reads, as the route checks it, with a date example for each date field. */
function bodyOf(lookup: LookupDefinition): { schema: Schema; example: Record<string, unknown> } {
  const schema = lookupBodies[lookup.id]!;
  const example = Object.fromEntries(Object.entries(schema.properties)
    .filter(([, p]) => p.pattern?.includes('\\d{4}'))
    .map(([name]) => [name, '2024-08-01T00:00:00+03:00']));
  const properties = Object.fromEntries(Object.entries(schema.properties).map(([name, p]) => [name, p.pattern?.includes('\\d{4}') ? { ...p, format: 'date-time' } : p]));
  return { schema: { ...schema, properties }, example };
}

export function lookupOperation(lookup: LookupDefinition, { text, titles }: DocText): PathOperation {
  const answer = answerOf(lookup);
  const body = lookup.method === 'POST' ? bodyOf(lookup) : undefined;
  return {
    path: `/${lookup.service}${lookup.path}`,
    method: lookup.method === 'GET' ? 'get' : 'post',
    operation: {
      operationId: lookupOperationId(lookup.id),
      summary: text(lookup.label),
      description: `${text(openApiText.lookupCall)}: ${text(lookup.label)}.`,
      ...titles(lookup.label),
      tags: ['lookups'],
      'x-lookup-id': lookup.id,
      security: [{ TGT: [] }, { session: [] }],
      ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body.schema, example: body.example } } } } : {}),
      responses: {
        200: { description: text(openApiText.answer), content: { 'application/json': { schema: answer.schema, example: answer.example } } },
        ...DATA_ERRORS,
      },
    },
  };
}

