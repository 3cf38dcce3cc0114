// npm run import -- FILE...: imports the operator's CSV/XLSX exports into the configured store (DATA_DIR or
// DATABASE_URL). Each file is checked completely and written in one transaction, or not at all.
// Exit code 1 when any file had a problem. See src/server/importers/README.md.
import { readConfig } from '../src/server/config';
import { formatImportProblem } from '../src/server/importers/importProblem';
import { importFile } from '../src/server/importers/importFile';
import { migrate } from '../src/server/store/migrations';
import { openStore } from '../src/server/store/openStore';

const MAX_PROBLEMS_SHOWN = 20;
const files = process.argv.slice(2).filter((a) => a !== '--');
if (files.length === 0) {
  console.error('usage: npm run import -- FILE... (CSV or XLSX exports of the transparency platform)');
  process.exit(1);
}

// Anything unexpected (a store that does not open, a broken configuration) is one line and exit code 1, not a stack.
process.on('uncaughtException', (error) => {
  console.error(`import failed: ${error.message}`);
  process.exit(1);
});
process.on('unhandledRejection', (reason) => {
  console.error(`import failed: ${reason instanceof Error ? reason.message : String(reason)}`);
  process.exit(1);
});

const { store, dialect, where } = await openStore(readConfig());
await migrate(store);
console.log(`importing into ${where}`);
const day = (ts: number): string => new Date(ts).toISOString().slice(0, 16).replace('T', ' ');
let failed = false;
for (const file of files) {
  const outcome = await importFile(store, dialect, file);
  const [only] = outcome.problems;
  if (outcome.problems.length === 1 && only!.line === 0) {
    // A problem with the file as a whole (missing, a directory, no workbook): one line.
    failed = true;
    console.log(`✗ ${formatImportProblem(only!)} (nothing written)`);
    continue;
  }
  if (outcome.problems.length > 0) {
    failed = true;
    console.log(`✗ ${file}: nothing written, ${outcome.problems.length} problem(s)`);
    for (const p of outcome.problems.slice(0, MAX_PROBLEMS_SHOWN)) console.log(`  ${formatImportProblem(p)}`);
    if (outcome.problems.length > MAX_PROBLEMS_SHOWN) console.log(`  … and ${outcome.problems.length - MAX_PROBLEMS_SHOWN} more`);
    continue;
  }
  console.log(`✓ ${file}`);
  for (const w of outcome.written) console.log(`  ${w.dataset}: ${w.rows} rows, ${day(w.firstTs)} → ${day(w.lastTs)} (Istanbul time) into ${w.table}`);
  for (const n of outcome.notes) console.log(`  note: ${n}`);
}
await store.close();
process.exit(failed ? 1 : 0);
