// An OpenAPI document (src/server/openapi) read for the reference pages: its operations in order, and one
// operation's request and response fields as rows of a table. Pure, so each reading is tested with a document.
// A JSON Schema of open shape, read defensively (every access below falls back when a key is missing).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Schema = Record<string, any>;

export interface OpenApiDocument {
  info: { title: string; 'x-title-tr'?: string; 'x-title-en'?: string };
  paths: Record<string, Record<string, Schema>>;
  components?: { schemas?: Record<string, Schema> };
}

export type OperationKind = 'data' | 'export' | 'lookup' | 'dashboard' | 'admin';

export interface ReferenceOperation {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  kind: OperationKind;
  request?: { schema: Schema; example: unknown };
  answer?: { schema: Schema; example: unknown; contentTypes: string[] };
}

export interface FieldRow { name: string; type: string; required: boolean; unit?: string; description: string; values?: string[] }

function kindOf(operation: Schema, method: string): OperationKind {
  if (operation['x-lookup-id']) return 'lookup';
  if (operation['x-report-id']) return String(operation.operationId).endsWith('-export') ? 'export' : method === 'get' ? 'dashboard' : 'data';
  return 'admin';
}

export function toOperations(document: OpenApiDocument): ReferenceOperation[] {
  const operations: ReferenceOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const body = operation.requestBody?.content?.['application/json'];
      const content = operation.responses?.['200']?.content ?? {};
      const json = content['application/json'];
      operations.push({
        operationId: String(operation.operationId), method: method.toUpperCase(), path,
        summary: String(operation.summary ?? ''), description: String(operation.description ?? ''),
        kind: kindOf(operation, method),
        ...(body ? { request: { schema: body.schema ?? {}, example: body.example } } : {}),
        answer: { schema: json?.schema ?? {}, example: json?.example, contentTypes: Object.keys(content) },
      });
    }
  }
  return operations;
}

/** Operations whose title, path or id holds every word of the query (case and Turkish letters folded). */
export function searchOperations(operations: readonly ReferenceOperation[], query: string): ReferenceOperation[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...operations];
  return operations.filter((op) => {
    const text = fold(`${op.summary} ${op.path} ${op.operationId}`);
    return words.every((word) => text.includes(word));
  });
}

function fold(text: string): string {
  return text.toLocaleLowerCase('tr').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replaceAll('ı', 'i');
}

function typeOf(schema: Schema): string {
  if (schema.$ref) return String(schema.$ref).split('/').pop()!;
  if (schema.oneOf) return (schema.oneOf as Schema[]).map(typeOf).join(' | ');
  const types = ([] as unknown[]).concat(schema.type ?? (schema.enum ? 'enum' : 'any')).map(String);
  const main = types.filter((t) => t !== 'null').join(' | ') || 'null';
  const shown = main === 'array' && schema.items ? `array<${typeOf(schema.items)}>` : main;
  const format = schema.format && schema.format !== 'binary' ? ` (${schema.format})` : '';
  return `${shown}${format}${types.includes('null') ? ' | null' : ''}`;
}

function rowsOf(schema: Schema | undefined): FieldRow[] {
  const properties: Record<string, Schema> = schema?.properties ?? {};
  const required = new Set<string>(schema?.required ?? []);
  return Object.entries(properties).map(([name, field]) => {
    const values = (field.enum ?? field.items?.enum) as unknown[] | undefined;
    return {
      name, type: typeOf(field), required: required.has(name), description: String(field.description ?? ''),
      ...(field['x-unit'] ? { unit: String(field['x-unit']) } : {}),
      ...(values ? { values: values.filter((v) => v !== null).map(String) } : {}),
    };
  });
}

export function requestFields(operation: ReferenceOperation): FieldRow[] {
  return rowsOf(operation.request?.schema);
}

/** The item's fields (a list's members, or the object itself), then the summary block's, apart. */
export function responseFields(operation: ReferenceOperation): { items: FieldRow[]; summary: FieldRow[] } {
  const schema = operation.answer?.schema ?? {};
  if (schema.type === 'array') return { items: rowsOf(schema.items), summary: [] };
  const properties: Record<string, Schema> = schema.properties ?? {};
  const list = properties.items?.items ?? properties.body?.properties?.content?.oneOf?.[1];
  const summaryKey = Object.keys(properties).find((key) => ['statistic', 'statistics', 'totals', 'statisticsDto'].includes(key));
  return {
    items: list ? rowsOf(list.properties?.response ?? list) : rowsOf(schema),
    summary: summaryKey ? rowsOf(properties[summaryKey]) : [],
  };
}
