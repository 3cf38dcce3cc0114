// A JSON Schema read off an example value: for the few envelope keys whose shape is fixed bookkeeping (the
// RestResponse wrapper's status, correlationId, spanIds ...) rather than data.
type Schema = Record<string, unknown>;

export function schemaOfExample(value: unknown): Schema {
  if (value === null || value === undefined) return {};
  if (Array.isArray(value)) return { type: 'array', items: value.length > 0 ? schemaOfExample(value[0]) : {} };
  if (typeof value === 'object') {
    return { type: 'object', properties: Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, schemaOfExample(inner)])) };
  }
  if (typeof value === 'number') return { type: Number.isInteger(value) ? 'integer' : 'number' };
  return { type: typeof value };
}
