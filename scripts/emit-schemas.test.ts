// The editor schema as an analyst meets it: up to date with the registries, completing every registry id, and
// underlining a typo that the runtime schema leaves to the semantic checks.
import { readdirSync, readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { REPORT_SCHEMA_JSON_PATH } from '../schemas/reportSchemaJson';
import { chartTypes } from '../src/engine/charts/chartTypes';
import { filterWidgetIds } from '../src/engine/filters/filterWidgets';
import { lookups } from '../src/engine/lookups/lookups';
import { units } from '../src/engine/units/units';
import { datasets } from '../src/server/datasets/datasets';
import { editorReportSchemaJson } from './emit-schemas';

type Node = { [key: string]: unknown };
const emitted = JSON.parse(readFileSync(REPORT_SCHEMA_JSON_PATH, 'utf8')) as Node;
const at = (...path: Array<string | number>) => path.reduce<unknown>((n, k) => (n as Node)[k as string], emitted) as Node;
const editorValidate = new Ajv({ strict: false, allErrors: true, discriminator: true }).compile(emitted);
const mcp = JSON.parse(readFileSync('reports/electricity/day-ahead/dam-mcp.json', 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function nodes(node: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(node)) node.forEach((n) => nodes(n, out));
  else if (node !== null && typeof node === 'object') { out.push(node as Node); Object.values(node).forEach((n) => nodes(n, out)); }
  return out;
}

describe('schemas/generated/report.schema.json', () => {
  it('is what npm run schemas writes from the schema and the registries now (run it after adding to a registry)', () => {
    expect(readFileSync(REPORT_SCHEMA_JSON_PATH, 'utf8')).toBe(editorReportSchemaJson());
  });

  it('lists every registered chart type, unit, lookup, dataset and menu group where a descriptor names one', () => {
    const sorted = (ids: Iterable<string>) => [...ids].sort((a, b) => a.localeCompare(b));
    expect(at('properties', 'chart', 'properties', 'type').enum).toEqual(sorted(Object.keys(chartTypes)));
    expect(at('properties', 'chart', 'properties', 'choices', 'items').enum).toEqual(sorted(Object.keys(chartTypes)));
    expect(at('properties', 'columns', 'items', 'properties', 'unit').enum).toEqual(sorted(Object.keys(units)));
    const groups = (JSON.parse(readFileSync('reports/menu-groups.json', 'utf8')) as { groups: Array<{ key: string }> }).groups;
    expect(at('properties', 'menu', 'properties', 'parent').enum).toEqual(sorted(groups.map((g) => g.key)));
    const all = nodes(emitted);
    const lookupNodes = all.filter((n) => n['x-registry'] === 'lookup');
    expect(lookupNodes.length).toBeGreaterThan(0);
    for (const n of lookupNodes) expect(n.enum).toEqual(sorted(Object.keys(lookups)));
    // Every binding form names its datasets from the registry: dataset, aggregate, join and any added later.
    const datasetNodes = all.filter((n) => n['x-registry'] === 'dataset');
    expect(datasetNodes.length).toBeGreaterThanOrEqual(4);
    for (const n of datasetNodes) expect(n.enum).toEqual(sorted(datasets.map((d) => d.id)));
    // A description per id, shown beside it in the editor's completion list.
    for (const n of [...lookupNodes, ...datasetNodes]) expect((n.markdownEnumDescriptions as string[]).length).toBe((n.enum as string[]).length);
  });

  it('leaves no property that names a registry id without the list', () => {
    const namesRegistry = (n: Node) => typeof n.description === 'string' && /\b(chart type|unit|lookup) id from src\//.test(n.description);
    const open = nodes(emitted).filter((n) => namesRegistry(n) && n.enum === undefined);
    expect(open).toEqual([]);
  });

  it('offers every registered filter widget', () => {
    const widgets = nodes(at('properties', 'filters', 'items')).flatMap((n) => {
      const widget = (n.properties as Node | undefined)?.widget as Node | undefined;
      return widget && typeof widget.const === 'string' ? [widget.const] : [];
    });
    expect(new Set(widgets)).toEqual(new Set(filterWidgetIds));
  });

  it('accepts every descriptor of the repository', () => {
    const files = (readdirSync('reports', { recursive: true }) as string[]).filter((f) => f.endsWith('.json') && f !== 'menu-groups.json');
    const refused = files.filter((f) => !editorValidate(JSON.parse(readFileSync(`reports/${f}`, 'utf8'))));
    expect(refused).toEqual([]);
  });

  it('underlines a misspelt chart type, unit, dataset and menu group', () => {
    for (const [mutate, path] of [
      [(d: Record<string, any>) => { d.chart.type = 'lnie'; }, '/chart/type'], // eslint-disable-line @typescript-eslint/no-explicit-any
      [(d: Record<string, any>) => { d.columns[2].unit = 'TL/MWH'; }, '/columns/2/unit'], // eslint-disable-line @typescript-eslint/no-explicit-any
      [(d: Record<string, any>) => { d.data.dataset = 'dam.mpc'; }, '/data/dataset'], // eslint-disable-line @typescript-eslint/no-explicit-any
      [(d: Record<string, any>) => { d.menu.parent = 'electricity/electricity-markets/day-ahead'; }, '/menu/parent'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ] as const) {
      const json = structuredClone(mcp);
      mutate(json);
      expect(editorValidate(json)).toBe(false);
      expect(editorValidate.errors?.map((e) => e.instancePath)).toContain(path);
    }
  });
});
