// The registry keys of the editor schema: schemas/generated/report.schema.json lists, for every property that
// names an entry of a registry (chart types, units, series colours, lookups, datasets, menu groups), the ids registered when it
// was emitted, so an editor completes them and underlines a typo. The registries live in src/, which schemas
// do not import: scripts/emit-schemas.ts reads them and passes them in. The runtime schema (report.schema.ts)
// leaves these properties open; the semantic checks refuse an unknown id and name the closest ones.

export type RegistryName = 'chartType' | 'unit' | 'seriesColor' | 'lookup' | 'dataset' | 'menuParent';
export interface RegistryKey { id: string; description: string }
export type RegistryKeys = Readonly<Record<RegistryName, readonly RegistryKey[]>>;

/** Marks a property whose enum this file wrote, so it can be told apart from the schema's own enums. */
const MARK = 'x-registry';

type JsonObject = { [key: string]: unknown };
const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Which registry a property names, by its place in the descriptor (property names from the root). */
function registryAt(path: readonly string[]): RegistryName | undefined {
  const name = path.at(-1);
  if (name === 'unit' && path.includes('columns')) return 'unit';
  if (name === 'color' && path.includes('columns')) return 'seriesColor';
  if ((name === 'type' || name === 'choices') && path.at(-2) === 'chart') return 'chartType';
  if (name === 'lookup' && path.includes('filters')) return 'lookup';
  if ((name === 'dataset' || name === 'from') && path.includes('data')) return 'dataset';
  if (name === 'parent' && path.at(-2) === 'menu') return 'menuParent';
  return undefined;
}

/** Visits every subschema with the property path that leads to it (items and branches keep their property's path). */
function visit(node: unknown, path: readonly string[], at: (schema: JsonObject, path: readonly string[]) => void): void {
  if (Array.isArray(node)) { node.forEach((n) => visit(n, path, at)); return; }
  if (!isObject(node)) return;
  at(node, path);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isObject(value)) for (const [name, sub] of Object.entries(value)) visit(sub, [...path, name], at);
    else if (['items', 'oneOf', 'anyOf', 'allOf', 'additionalProperties', 'then', 'else'].includes(key)) visit(value, path, at);
  }
}

/** The schema text with each registry property's ids as an enum, with their descriptions (shown by editors). */
export function withRegistryKeys(schemaJson: string, keys: RegistryKeys): string {
  const schema = JSON.parse(schemaJson) as JsonObject;
  visit(schema, [], (node, path) => {
    const registry = registryAt(path);
    if (!registry || node.type !== 'string' || node.enum !== undefined) return;
    const entries = [...keys[registry]].sort((a, b) => a.id.localeCompare(b.id));
    node[MARK] = registry;
    node.enum = entries.map((e) => e.id);
    node.markdownEnumDescriptions = entries.map((e) => e.description);
  });
  return `${JSON.stringify(schema, null, 2)}\n`;
}

/** The schema text without what withRegistryKeys added: the editor schema as report.schema.ts alone gives it. */
export function withoutRegistryKeys(schemaJson: string): string {
  const schema = JSON.parse(schemaJson) as JsonObject;
  visit(schema, [], (node) => {
    if (node[MARK] === undefined) return;
    delete node[MARK];
    delete node.enum;
    delete node.markdownEnumDescriptions;
  });
  return `${JSON.stringify(schema, null, 2)}\n`;
}
