// npm run new-report as an analyst meets it: the starter descriptor it writes for real catalogue operations
// (request, typed columns with units, filters, menu place, page id), what it refuses, and that the file passes
// the schema and the catalogue checks once the analyst has written the texts and bound the data.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOperation } from '../src/engine/catalogue/catalogue';
import { draftDescriptor, type DraftContext } from '../src/engine/descriptors/draft/draftDescriptor';
import { lookupForField } from '../src/engine/descriptors/draft/draftFilters';
import { runSemanticChecks } from '../src/engine/descriptors/semanticChecks';
import { validateDescriptorShape } from '../src/engine/descriptors/validateDescriptorShape';
import { datasets } from '../src/server/datasets/datasets';
import { readDescriptorSources } from '../src/server/reports/readDescriptorSources';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let dir: string;
let reports: string;
/**
 * Operations whose descriptors the scratch copy leaves out, so the script has something to write now that every
 * operation with a page is served: a date range, a menu place, no page yet.
 */
const LEFT_OUT = ['/v1/generation/data/dpp-first-version', '/v1/generation/data/sbfgp', '/v1/generation/data/aic'];
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'new-report-'));
  reports = join(dir, 'reports');
  cpSync('reports', reports, { recursive: true });
  for (const { file, json } of readDescriptorSources(reports)) {
    if (LEFT_OUT.includes(String(((json as Json).api as Json | undefined)?.path))) rmSync(file);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) => {
  try {
    return { code: 0, out: execFileSync('npx', ['tsx', 'scripts/new-report.ts', ...args, '--reports', reports], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, out: e.stdout + e.stderr };
  }
};

function context(): DraftContext {
  const pages = readDescriptorSources('reports').flatMap(({ file, json }) => {
    const shape = validateDescriptorShape(file, json);
    return shape.ok ? [{ file: file.replace(/^reports\//, ''), descriptor: shape.descriptor }] : [];
  });
  return { pages, groups: (JSON.parse(readFileSync('reports/menu-groups.json', 'utf8')) as { groups: DraftContext['groups'] }).groups, datasets };
}

/** What the analyst adds: the texts in both languages and a data binding. */
function finish(draft: Json, dataset: string): Json {
  const d = structuredClone(draft);
  const text = (tr: string, en: string) => ({ tr, en });
  d.title = text(d.title.tr || 'Deneme sayfası', d.title.en || 'Trial page');
  d.description = text('Deneme açıklaması.', 'A trial description.');
  d.keywords = text('deneme', 'trial');
  for (const c of d.columns) if (c.label.tr === '') c.label = text(`Alan ${c.key}`, `Field ${c.key}`);
  d.data = { kind: 'dataset', dataset };
  return d;
}

const OPERATIONS = [
  ['electricity-service', '/v1/markets/imbalance/data/imbalance-quantity'],
  ['electricity-service', '/v1/generation/data/injection-quantity'],
  ['electricity-service', '/v1/transmission/data/organization-list'],
  ['natural-gas-service', '/v1/markets/sgp/data/bast'],
  ['reporting-service', '/v1/data/dgp-talimat'],
] as const;

describe('the starter descriptor', () => {
  const ctx = context();
  it.each(OPERATIONS)('for %s%s passes the schema and the catalogue checks once texts and data are added', (service, path) => {
    const op = findOperation(service, path)!;
    const draft = draftDescriptor(op, ctx);
    const json = JSON.parse(JSON.stringify(draft.descriptor)) as Json;
    // As written, the validator names exactly what the analyst still has to do.
    const before = validateDescriptorShape('x.json', json);
    expect(before.ok).toBe(false);
    if (!before.ok) for (const p of before.problems) expect(p.message).toMatch(/not written yet|reads no data yet/);
    const shape = validateDescriptorShape('x.json', finish(json, draft.candidates[0]?.id ?? 'dam.mcp'));
    expect(shape.ok ? [] : shape.problems).toEqual([]);
    if (!shape.ok) return;
    const catalogueChecks = runSemanticChecks('x.json', shape.descriptor).filter((p) => p.check !== 'filtersBindRequestFields');
    expect(catalogueChecks).toEqual([]);
    // Every item field is a column, every request field declared as the catalogue has it.
    expect(json.columns.map((c: Json) => c.key)).toEqual(op.items.map((f) => f.name));
    for (const f of op.request.filter((r) => r.type !== 'object:Page')) expect(json.api.request[f.name].required).toBe(f.required === true);
  });

  it('types the request into filters: a date range, one day, one month and a registered lookup', () => {
    const draftOf = (service: string, path: string) => draftDescriptor(findOperation(service, path)!, ctx).descriptor;
    expect(draftOf('electricity-service', '/v1/markets/imbalance/data/imbalance-quantity').filters).toEqual([
      expect.objectContaining({ widget: 'dateRange', bind: ['startDate', 'endDate'] }),
    ]);
    expect(draftOf('reporting-service', '/v1/data/dgp-talimat').filters).toEqual([
      expect.objectContaining({ widget: 'dateRange', bind: ['date'], maxSpan: { unit: 'day', value: 1 } }),
    ]);
    const organizations = draftOf('electricity-service', '/v1/transmission/data/organization-list');
    expect(organizations.filters).toEqual([
      expect.objectContaining({ widget: 'dateRange', bind: ['period'], granularity: 'month' }),
      expect.objectContaining({ widget: 'lookup', bind: 'organizationId' }),
    ]);
    // The lookup: the one pages of the same market bind to the field, else one whose options carry it by name,
    // best one also named after it.
    expect(lookupForField('electricity-service', 'organizationId', new Map())).toBe('organization-list');
    expect(lookupForField('electricity-service', 'regionId', new Map())).toBe('umm-region-list');
    expect(lookupForField('electricity-service', 'organizationId', new Map([['electricity-service\u0000organizationId', 'dsg-organization-list']]))).toBe('dsg-organization-list');
    expect(lookupForField('electricity-service', 'meterReadingType', new Map())).toBeUndefined();
    expect(draftOf('electricity-service', '/v1/generation/data/injection-quantity').filters).toContainEqual(
      expect.objectContaining({ widget: 'lookup', bind: 'powerplantId', lookup: 'powerplant-list' }),
    );
  });

  it('carries the catalogue units, a total only for quantities, and summary expressions read from the block', () => {
    const mcpLike = draftDescriptor(findOperation('electricity-service', '/v1/markets/imbalance/data/imbalance-quantity')!, ctx).descriptor;
    const positive = mcpLike.columns.find((c) => c.key === 'positiveImbalance')!;
    expect(positive).toMatchObject({ type: 'number', unit: 'MWh', decimals: 2 });
    expect(positive.aggregates).toContain('sum');
    expect(mcpLike.columns.find((c) => c.key === 'hour')!.type).toBe('hour');
    expect(mcpLike.api.summary).toEqual({ key: 'statistics', fields: { positiveImbalanceQuantityTotal: 'sum(positiveImbalance)', negativeImbalanceQuantityTotal: 'sum(negativeImbalance)' } });
    const bast = draftDescriptor(findOperation('natural-gas-service', '/v1/markets/sgp/data/bast')!, ctx).descriptor;
    for (const c of bast.columns.filter((col) => col.unit?.includes('/'))) expect(c.aggregates).not.toContain('sum');
  });

  it('places the page: menu group from the webPath, a free page id in the area\'s range, the folder of its neighbours', () => {
    const used = new Set(ctx.pages.map((p) => p.descriptor.pageId));
    // The final daily production programme: unserved until the generation work (issue 14) brings its data.
    const plan = draftDescriptor(findOperation('electricity-service', '/v1/generation/data/dpp')!, ctx);
    expect(plan.descriptor.menu.parent).toBe('electricity/electricity-generation/planning');
    expect(plan.file).toBe('electricity/generation/generation-dpp.json');
    expect(plan.descriptor.$schema).toBe('../../../schemas/generated/report.schema.json');
    expect(used.has(plan.descriptor.pageId)).toBe(false);
    expect(plan.descriptor.pageId).toBeGreaterThanOrEqual(40);
    expect(plan.descriptor.pageId).toBeLessThanOrEqual(260);
    const gas = draftDescriptor(findOperation('natural-gas-service', '/v1/markets/sgp/data/bast')!, ctx).descriptor;
    expect(gas.pageId).toBeGreaterThanOrEqual(200);
    expect(gas.pageId).toBeLessThanOrEqual(255);
    expect(used.has(gas.pageId)).toBe(false);
    expect(gas.menu.parent.startsWith('natural-gas/')).toBe(true);
  });
});

describe('npm run new-report', () => {
  // Operations the scratch copy has no descriptor for: a date range, a menu place.
  const unserved = LEFT_OUT.map((path) => findOperation('electricity-service', path)!);
  const writtenFile = (out: string) => /^wrote (\S+)/m.exec(out)?.[1];

  it('writes the file, with or without the service prefix, and prints the candidates and next steps', () => {
    const first = unserved[0]!;
    const { code, out } = run(`/${first.service}${first.path}`);
    expect(code).toBe(0);
    expect(out).toContain('Datasets that could feed it');
    expect(out).toContain('npm run validate');
    const file = writtenFile(out)!;
    expect(file.startsWith(join(reports, 'electricity'))).toBe(true);
    const written = JSON.parse(readFileSync(file, 'utf8')) as Json;
    expect(written.api).toMatchObject({ service: first.service, path: first.path, paged: first.request.some((f) => f.name === 'page') });
    expect(written.description).toEqual({ tr: '', en: '' });
    expect(written.data).toBeUndefined();
    // Run again, the operation now has a descriptor: refused, naming the file just written.
    const again = run(first.path);
    expect(again.code).toBe(1);
    expect(again.out).toContain(`already has a descriptor: ${file}`);

    const second = unserved[1]!;
    const flags = run('--path', second.path, '--id', 'trial-page', '--title-tr', 'Deneme sayfası', '--title-en', 'Trial page');
    expect(flags.code).toBe(0);
    const titled = JSON.parse(readFileSync(writtenFile(flags.out)!, 'utf8')) as Json;
    expect(titled).toMatchObject({ id: 'trial-page', title: { tr: 'Deneme sayfası', en: 'Trial page' }, api: { path: second.path } });
    // Each run takes a page id no other file uses.
    expect(titled.pageId).not.toBe(written.pageId);
  });

  it('refuses to overwrite an existing file', () => {
    const op = unserved[2]!;
    const placed = draftDescriptor(op, context(), { id: 'overwrite-trial' });
    const target = join(reports, placed.file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, '{}\n');
    const { code, out } = run(op.path, '--id', 'overwrite-trial');
    expect(code).toBe(1);
    expect(out).toContain(`${target} already exists: choose another id with --id`);
    expect(readFileSync(target, 'utf8')).toBe('{}\n');
  });

  it('refuses a path that already has a descriptor, naming it', () => {
    const { code, out } = run('/v1/markets/dam/data/mcp');
    expect(code).toBe(1);
    expect(out).toContain('already has a descriptor: ');
    expect(out).toContain('dam-mcp.json');
    expect(out).not.toMatch(/\n\s+at /);
  });

  it('refuses an unknown path with the closest operations, an export or dashboard operation, and no path at all', () => {
    const unknown = run('/v1/markets/dam/data/mpc');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toMatch(/not an operation of the catalogue.*Closest: \/electricity-service\/v1\/markets\/dam\/data\/mcp/);
    const exported = run('/electricity-service/v1/markets/dam/export/mcp');
    expect(exported.code).toBe(1);
    expect(exported.out).toContain('is an export operation');
    expect(run('/electricity-service/v1/dashboard/day-ahead-market').out).toContain('a dashboard is an API-only descriptor');
    expect(run().out).toContain('name a catalogue path');
  });
});
