// npm run validate: checks every descriptor in reports/ (schema, meaning, dataset binding).
// Prints each problem with file, JSON pointer and fix; exits 1 on any problem.
import { resolve } from 'node:path';
import { formatProblem } from '../src/engine/descriptors/descriptorProblem';
import { loadReports } from '../src/server/reports/loadReports';

const dir = resolve(process.argv[2] ?? 'reports');
const { reports, problems } = loadReports(dir);
for (const p of problems) console.error(formatProblem(p));
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) in the descriptors under ${dir}.`);
  process.exit(1);
}
console.log(`${reports.length} descriptors valid.`);
