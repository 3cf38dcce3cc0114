// npm run new-report -- <catalogue path>: writes a starter descriptor for one operation of the catalogue
// (request, typed columns with units, filters, summary, chart, menu place, a free page id) and prints the
// datasets that could feed it and the steps left. The texts the analyst writes are left empty, so
// `npm run validate` refuses the file until they are written.
//   npm run new-report -- /electricity-service/v1/markets/dam/data/mcp
//   npm run new-report -- --path /v1/markets/dam/data/mcp [--id dam-mcp] [--title-tr "…"] [--title-en "…"] [--reports reports]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { catalogue, type CatalogueOperation } from '../src/engine/catalogue/catalogue';
import { closestFirst } from '../src/engine/descriptors/closestNames';
import { draftDescriptor } from '../src/engine/descriptors/draft/draftDescriptor';
import { formatDescriptorJson } from '../src/engine/descriptors/draft/formatDescriptorJson';
import { validateDescriptorShape } from '../src/engine/descriptors/validateDescriptorShape';
import { datasets } from '../src/server/datasets/datasets';
import { MENU_GROUPS_FILE } from '../src/server/menu/menuGroupsFile';
import { readDescriptorSources } from '../src/server/reports/readDescriptorSources';

const PAGE_KINDS = new Set(['data']);

/** A request the script will not carry out, told in one sentence. */
class Refusal extends Error {}

/** A path as the analyst reads it: relative to the working folder when inside it, else absolute. */
function shown(path: string): string {
  const inside = relative(process.cwd(), resolve(path));
  return inside.startsWith('..') ? resolve(path) : inside;
}

function findCatalogueOperation(input: string): CatalogueOperation {
  const path = `/${input.replace(/^\/+/, '')}`;
  const [, first] = path.split('/');
  const service = first?.endsWith('-service') ? first : undefined;
  const opPath = service ? path.slice(service.length + 1) : path;
  const matches = catalogue.filter((op) => op.path === opPath && (!service || op.service === service));
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1) throw new Refusal(`${opPath} is an operation of several services (${matches.map((m) => m.service).join(', ')}): write it with its service, e.g. /${matches[0]!.service}${opPath}`);
  const pages = catalogue.filter((op) => PAGE_KINDS.has(op.kind) && (!service || op.service === service));
  const near = closestFirst(opPath, pages.map((op) => op.path)).slice(0, 5).map((p) => `/${pages.find((op) => op.path === p)!.service}${p}`);
  throw new Refusal(`${path} is not an operation of the catalogue (src/engine/catalogue/api-catalogue.json). Closest: ${near.join(', ')}`);
}

function main(argv: string[]): void {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { path: { type: 'string' }, id: { type: 'string' }, 'title-tr': { type: 'string' }, 'title-en': { type: 'string' }, reports: { type: 'string', default: 'reports' } },
  });
  const input = values.path ?? positionals[0];
  if (!input) throw new Refusal('name a catalogue path: npm run new-report -- /electricity-service/v1/markets/dam/data/mcp');
  const op = findCatalogueOperation(input);
  if (!PAGE_KINDS.has(op.kind)) {
    const data = op.kind === 'dashboard'
      ? '; a dashboard is an API-only descriptor (no menu, no page id): copy one in reports/dashboard/ (reports/README.md, API-only descriptors)'
      : op.dataPath ? `; its page is made from ${op.dataPath}` : '';
    throw new Refusal(`/${op.service}${op.path} is ${/^[aeiou]/.test(op.kind) ? 'an' : 'a'} ${op.kind} operation, not a page${data}`);
  }
  const reportsDir = values.reports;
  const sources = readDescriptorSources(reportsDir);
  const existing = sources.find(({ json }) => {
    const api = (json as { api?: { service?: string; path?: string } } | null)?.api;
    return api?.service === op.service && api.path === op.path;
  });
  if (existing) throw new Refusal(`/${op.service}${op.path} already has a descriptor: ${shown(existing.file)}`);
  const checked = sources.map(({ file, json }) => ({ file, json, shape: validateDescriptorShape(file, json) }));
  const pages = checked.flatMap(({ file, shape }) => (shape.ok ? [{ file: relative(reportsDir, file).split('\\').join('/'), descriptor: shape.descriptor }] : []));
  const unfinished = checked.filter(({ shape }) => !shape.ok).map(({ json }) => json as { id?: unknown; pageId?: unknown });
  const groups = (JSON.parse(readFileSync(join(reportsDir, MENU_GROUPS_FILE), 'utf8')) as { groups: Array<{ key: string; id: number }> }).groups;
  const draft = draftDescriptor(op, { pages, groups, datasets, unfinished }, { id: values.id, title: { tr: values['title-tr'], en: values['title-en'] } });
  const target = join(reportsDir, draft.file);
  if (existsSync(target)) throw new Refusal(`${shown(target)} already exists: choose another id with --id`);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, formatDescriptorJson(draft.descriptor), { flag: 'wx' });
  printNextSteps(target, draft);
}

function printNextSteps(target: string, draft: ReturnType<typeof draftDescriptor>): void {
  const d = draft.descriptor;
  const out: string[] = [`wrote ${shown(target)}  (id ${d.id}, pageId ${d.pageId}, menu ${d.menu.parent} #${d.menu.order})`, ''];
  out.push('Datasets that could feed it (fields of the operation each holds):');
  if (draft.candidates.length === 0) out.push('  none holds its fields: the data needs a dataset first (src/server/datasets/README.md)');
  for (const c of draft.candidates) {
    out.push(`  ${c.id}  (${c.grain}, published ${c.publication}; dimensions ${c.dimensions.join(', ') || 'none'})`);
    out.push(`      has ${c.matched.join(', ')}${c.missing.length > 0 ? `; lacks ${c.missing.join(', ')}` : ''}`);
  }
  out.push('', 'Next steps:');
  const texts = [d.title.tr === '' || d.title.en === '' ? 'title' : '', 'description', 'keywords'].filter(Boolean).join(', ');
  out.push(`  1. Write the ${texts} in Turkish and English, in your own words (empty texts fail npm run validate).`);
  const best = draft.candidates[0];
  out.push(`  2. Bind the data: "data": { "kind": "dataset", "dataset": "${best?.id ?? '<dataset id>'}" }, with "dimensions" for request fields that pick a series`
    + ' and "field" on columns named otherwise in the dataset (reports/README.md, step 3 data); set "publication" to the dataset\'s.');
  for (const note of draft.notes) out.push(`     - ${note}`);
  out.push('  3. npm run validate');
  out.push(`  4. npx vitest run --project duckdb tests/contract/everyDescriptor.test.ts -t '${d.id}'   (the default view must answer rows)`);
  out.push('  5. npm start and open the page, in Turkish and English.');
  console.log(out.join('\n'));
}

try {
  main(process.argv.slice(2));
} catch (error) {
  // A refusal or a bad flag is a sentence for the analyst, not a stack trace.
  if (!(error instanceof Error)) throw error;
  console.error(`new-report: ${error.message}`);
  process.exit(1);
}
