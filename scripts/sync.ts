// npm run sync -- --from URL [--user NAME] --since DAY [--until DAY] [--only dataset,...]
// Copies datasets from a server with the same web service (ours or the operator's) into the configured store
// (DATA_DIR or DATABASE_URL). Exit 2 on a usage error, 1 when any dataset failed. See src/server/sync/.
import { resolve } from 'node:path';
import { formatProblem } from '../src/engine/descriptors/descriptorProblem';
import { readConfig } from '../src/server/config';
import { findDataset } from '../src/server/datasets/datasets';
import { claimRealStoreSql, storeKind } from '../src/server/importers/realStoreState';
import { loadReports } from '../src/server/reports/loadReports';
import { istanbulTomorrow } from '../src/server/seed/istanbulTomorrow';
import { migrate } from '../src/server/store/migrations';
import { openStore } from '../src/server/store/openStore';
import { formatSyncSummary } from '../src/server/sync/formatSyncSummary';
import { parseSyncArgs, SYNC_USAGE, UsageError, type SyncArgs } from '../src/server/sync/parseSyncArgs';
import { requestTicket } from '../src/server/sync/requestTicket';
import { createSourceClient } from '../src/server/sync/sourceClient';
import { SIMULATED_TARGET_MESSAGE, syncFromSource } from '../src/server/sync/syncFromSource';

function usage(message: string): never {
  console.error(`npm run sync: ${message}\n${SYNC_USAGE}`);
  process.exit(2);
}

let args: SyncArgs;
try {
  args = parseSyncArgs(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) usage(error.message);
  throw error;
}
const password = process.env.SYNC_PASSWORD;
if (args.user && !password) usage('--user needs the password in the SYNC_PASSWORD environment variable');
const unknown = (args.only ?? []).filter((id) => !findDataset(id));
if (unknown.length > 0) usage(`--only names no dataset: ${unknown.join(', ')}`);
const until = args.until ?? istanbulTomorrow(new Date());
if (until < args.since) usage(`--since ${args.since} is after the default --until (tomorrow, ${until})`);

const { reports, problems } = loadReports(resolve('reports'));
if (problems.length > 0) {
  for (const p of problems) console.error(formatProblem(p));
  console.error('npm run sync: the descriptors are invalid (npm run validate shows the same list)');
  process.exit(1);
}

const opened = await openStore(readConfig()).catch((error: unknown) => {
  console.error(`npm run sync: cannot open the target store: ${(error as Error).message}`);
  process.exit(1);
});
const { store, dialect, where } = opened;
let exitCode = 0;
try {
  await migrate(store);
  const kind = await storeKind(store);
  if (kind === 'simulated') throw new Error(SIMULATED_TARGET_MESSAGE);
  console.log(`copying ${args.since} → ${until} from ${args.from} into ${where}${args.user ? ` as ${args.user}` : ''}`);
  const ticket = args.user ? await requestTicket(args.from, args.user, password!) : undefined;
  // A store chosen as a sync target holds real data from now on: the simulator must never fill it.
  if (kind === 'fresh') for (const sql of claimRealStoreSql()) await store.exec(sql);
  const client = createSourceClient({ baseUrl: args.from, ...(ticket ? { ticket } : {}) });
  const started = Date.now();
  const outcomes = await syncFromSource({
    client, store, dialect, reports, since: args.since, until, ...(args.only ? { only: args.only } : {}), log: (line) => console.log(line),
  });
  for (const line of formatSyncSummary(outcomes)) console.log(line);
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (outcomes.some((o) => o.status === 'failed')) exitCode = 1;
} catch (error) {
  console.error(`npm run sync: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await store.close();
}
process.exit(exitCode);
