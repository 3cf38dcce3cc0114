// npm run validate: checks every descriptor in reports/ (JSON syntax, schema, meaning, dataset binding) and the
// menu groups. Prints each problem with file (and line:column for a syntax error), JSON pointer and fix; exits
// 1 on any problem. The checks across files (unique ids, page ids, routes, menu) run over every descriptor
// that has the schema's shape, so one broken file hides no problem of another.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkMenuGroups } from '../src/engine/descriptors/checkMenuGroups';
import { formatProblem, type DescriptorProblem } from '../src/engine/descriptors/descriptorProblem';
import { parseDescriptorJson } from '../src/engine/descriptors/parseDescriptorJson';
import { checkDictionary } from '../src/engine/dictionary/checkDictionary';
import { readEntryFiles } from '../src/engine/dictionary/readEntryFiles';
import { validateDescriptorSet, type DescriptorSource } from '../src/engine/descriptors/validateDescriptorSet';
import { MENU_GROUPS_FILE } from '../src/server/menu/menuGroupsFile';
import { runBindingChecks } from '../src/server/reports/bindingChecks';

const dir = process.argv[2] ?? 'reports';
const shown = (path: string) => relative(process.cwd(), path) || path;

const problems: DescriptorProblem[] = [];
const sources: DescriptorSource[] = [];
const files = (readdirSync(dir, { recursive: true }) as string[])
  .map((f) => f.split('\\').join('/'))
  .filter((f) => f.endsWith('.json') && f !== MENU_GROUPS_FILE)
  .sort();
for (const f of files) {
  const file = shown(join(dir, f));
  const parsed = parseDescriptorJson(file, readFileSync(join(dir, f), 'utf8'));
  if (parsed.ok) sources.push({ file, json: parsed.json });
  else problems.push(parsed.problem);
}

const set = validateDescriptorSet(sources);
problems.push(...set.problems);
problems.push(...set.shapeValid.flatMap(({ file, descriptor }) => runBindingChecks(file, descriptor)));

const menuFile = shown(join(dir, MENU_GROUPS_FILE));
let groupCount = 0;
if (!existsSync(menuFile)) {
  problems.push({ file: menuFile, pointer: '', check: 'schema', message: 'the menu groups file is missing', fix: `create ${menuFile} (see reports/README.md)` });
} else {
  const parsed = parseDescriptorJson(menuFile, readFileSync(menuFile, 'utf8'));
  if (!parsed.ok) problems.push(parsed.problem);
  else {
    const menu = checkMenuGroups({ file: menuFile, json: parsed.json }, set.shapeValid);
    problems.push(...menu.problems);
    groupCount = menu.groups.length;
  }
}

// The data dictionary (src/engine/dictionary/README.md): every descriptor column has an entry.
const dictionary = readEntryFiles((path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined));
problems.push(...dictionary.problems, ...checkDictionary(dictionary.entries, set.shapeValid.map(({ file, descriptor }) => ({ path: file, descriptor }))));

for (const p of problems) console.error(formatProblem(p));
if (problems.length > 0) {
  const broken = new Set(problems.map((p) => p.file.replace(/:\d+:\d+$/, ''))).size;
  console.error(`\n${problems.length} problem(s) in ${broken} file(s) under ${dir}.`);
  process.exit(1);
}
console.log(`${set.descriptors.length} descriptors valid; ${groupCount} menu groups valid.`);
