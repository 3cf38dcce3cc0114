// npm run validate: checks every descriptor in reports/ (schema, meaning, dataset binding) and the menu groups.
// Prints each problem with file, JSON pointer and fix; exits 1 on any problem.
import { resolve } from 'node:path';
import { formatProblem } from '../src/engine/descriptors/descriptorProblem';
import { loadMenuGroups } from '../src/server/menu/loadMenuGroups';
import { loadReports } from '../src/server/reports/loadReports';

const dir = resolve(process.argv[2] ?? 'reports');
const loaded = loadReports(dir);
const { reports } = loaded;
const menu = loadMenuGroups(dir);
const problems = [...loaded.problems, ...menu.problems];
for (const p of problems) console.error(formatProblem(p));
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) in the descriptors and menu groups under ${dir}.`);
  process.exit(1);
}
console.log(`${reports.length} descriptors valid; ${menu.groups.length} menu groups valid.`);
