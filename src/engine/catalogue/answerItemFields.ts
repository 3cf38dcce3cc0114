// Where an operation's item sits in its answer, and which fields it has. Most answers list flat items under
// `items`; a RestResponse (supply-demand-chart-ptf-data) answers one item, an object DTO nested under its field
// name in body.content (`{ body: { content: { response: { date, mcpPrice, matchingQuantity } } } }`). The
// catalogue says which: its only item is then that object DTO, with the DTO's fields.
import type { CatalogueField, CatalogueOperation } from './catalogue';

/** The DTO field the answer's one item is nested under, when the catalogue's only item is an object DTO. */
export function nestedItemField(operation: Pick<CatalogueOperation, 'items'>): string | undefined {
  const [only, ...others] = operation.items;
  return only && others.length === 0 && only.type.startsWith('object:') && only.fields ? only.name : undefined;
}

/** The fields of one answer item: the catalogue's item fields, or the nested DTO's fields. */
export function answerItemFields(operation: Pick<CatalogueOperation, 'items'>): CatalogueField[] {
  return nestedItemField(operation) ? operation.items[0]!.fields! : operation.items;
}

/** The items of an answer in the operation's shape: `items`, the nested DTO (none when null), a bare array, or the flat answer itself. */
export function answerItems(operation: Pick<CatalogueOperation, 'items' | 'envelope'>, answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  const body = answer as Record<string, unknown>;
  const nested = nestedItemField(operation);
  if (nested) {
    const item = ((body.body as { content?: Record<string, unknown> } | undefined)?.content ?? {})[nested];
    return item === null || item === undefined ? [] : [item];
  }
  if (Array.isArray(body.items)) return body.items;
  // A flat answer ({installedCapacities: [...]}): the answer itself is the one item, its keys the item's fields.
  const flat = !operation.envelope.includes('items') && operation.items.length > 0 && operation.items.every((f) => operation.envelope.includes(f.name));
  return flat && body !== null && typeof body === 'object' ? [body] : [];
}
