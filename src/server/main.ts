// npm start: open (or build) the embedded store, load the descriptors, serve the API and the app on PORT.
import { resolve } from 'node:path';
import { formatProblem } from '../engine/descriptors/descriptorProblem';
import { buildApp } from './app';
import { readConfig } from './config';
import { createRenderPool } from './exports/renderPool';
import { loadReports } from './reports/loadReports';
import { seedWorld } from './seed/seedWorld';
import { startWorldExtender } from './seed/startWorldExtender';
import { consoleLocale } from './identity/consoleLocale';
import { ensureInitialAccounts, initialPasswordProblems } from './identity/initialAccounts';
import { initialAccountsText } from './identity/initialAccountsText';
import { migrate } from './store/migrations';
import { openStore } from './store/openStore';
import { istanbulTomorrow } from './seed/istanbulTomorrow';
import { readSiteLinks, type DataFacts } from './app-api/registerAppApiRoutes';
import { openRealStore } from './importers/openRealStore';
import { storeKind } from './importers/realStoreState';

const config = readConfig();
// First: a production start with a weak or default first-start password stops here, in a second, not after the
// store is opened and the simulated market built.
const weakPasswords = initialPasswordProblems(process.env);
if (weakPasswords.length > 0) {
  for (const problem of weakPasswords) console.error(problem);
  console.error('The server does not start in production (NODE_ENV=production) with these passwords.');
  process.exit(1);
}
// Without PUBLIC_URL a mailed link (approval, forgot password) takes its host from the request's Host header,
// which anyone can forge on the forgot-password form: a production server that really sends mail needs it.
if (process.env.NODE_ENV === 'production' && process.env.SMTP_URL && !config.publicUrl) {
  console.error('PUBLIC_URL is not set: with SMTP_URL in production, mailed links need the platform\'s own address (PUBLIC_URL=https://…).');
  process.exit(1);
}
const { reports, problems } = loadReports(resolve('reports'));
if (problems.length > 0) {
  for (const p of problems) console.error(formatProblem(p));
  console.error('The server does not start with invalid descriptors (npm run validate shows the same list).');
  process.exit(1);
}

const { store, dialect, where, warnings } = await openStore(config);
for (const warning of warnings) console.warn(warning);
await migrate(store);
// SIMULATION=off serves only imported real data (npm run import); the simulator never touches that store.
const facts = await (config.simulation ? startSimulation() : openRealStore(store, dialect, istanbulTomorrow(new Date()))).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});

async function startSimulation(): Promise<DataFacts> {
  if ((await storeKind(store)) === 'real') throw new Error('This store holds imported real data: start it with SIMULATION=off, or point DATA_DIR (or DATABASE_URL) elsewhere for the simulated market.');
  const seeded = await seedWorld(store, { startDay: config.simulationStart, endDay: istanbulTomorrow(new Date()), ...(config.seed !== undefined ? { seed: config.seed } : {}), log: (m) => console.log(m) });
  if (seeded.action !== 'unchanged') console.log(`simulated market ${seeded.action} in ${(seeded.milliseconds / 1000).toFixed(1)} s`);
  // Keep the world going: once a day passes, append the next day so publication continues.
  const extender = startWorldExtender({ store, seed: { startDay: config.simulationStart, ...(config.seed !== undefined ? { seed: config.seed } : {}) }, dataEnd: seeded.endDay, log: (m) => console.log(m) });
  return { simulated: true, dataStart: seeded.startDay, dataEnd: extender.dataEnd };
}

// First start: an administrator and a demo member, printed once (only their hashes are stored). They are printed
// before they are committed, so a crash in between leaves no accounts and the next start prints new ones.
const signInBase = config.publicUrl ?? `http://localhost:${config.port}`;
await ensureInitialAccounts(store, process.env, Date.now(), (created) => {
  for (const line of initialAccountsText(created, signInBase, consoleLocale(process.env))) console.log(line);
}).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});

const app = await buildApp({
  store, dialect, reports, webDir: resolve(process.env.WEB_DIR ?? 'dist/web'), logger: process.env.LOG_REQUESTS === 'true',
  facts, links: readSiteLinks(), publicData: config.publicData, rateLimitPerMinute: config.rateLimitPerMinute, trustProxy: config.trustProxy,
  renderPool: createRenderPool({ workers: config.exportWorkers, queue: config.exportQueue }),
  ...(config.answerCacheMegabytes !== undefined ? { answerCacheBytes: config.answerCacheMegabytes * 1_048_576 } : {}),
  ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
});
await app.listen({ port: config.port, host: config.host });
console.log(`Şeffaflık is ready: http://localhost:${config.port}/ (${reports.length} reports, data in ${where})`);
if (config.publicData) console.log('PUBLIC_DATA=true: visitors can read reports without signing in.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => store.close()).then(() => process.exit(0));
  });
}
