// npm start: open (or build) the embedded store, load the descriptors, serve the API and the app on PORT.
import { resolve } from 'node:path';
import { formatProblem } from '../engine/descriptors/descriptorProblem';
import { buildApp } from './app';
import { readConfig } from './config';
import { loadReports } from './reports/loadReports';
import { seedWorld } from './seed/seedWorld';
import { migrate } from './store/migrations';
import { openStore } from './store/openStore';
import { istanbulTomorrow } from './seed/istanbulTomorrow';

const config = readConfig();
const { reports, problems } = loadReports(resolve('reports'));
if (problems.length > 0) {
  for (const p of problems) console.error(formatProblem(p));
  console.error('The server does not start with invalid descriptors (npm run validate shows the same list).');
  process.exit(1);
}

const { store, dialect, where } = await openStore(config);
await migrate(store);
const seeded = await seedWorld(store, { startDay: config.simulationStart, endDay: istanbulTomorrow(new Date()), ...(config.seed !== undefined ? { seed: config.seed } : {}), log: (m) => console.log(m) });
if (seeded.action !== 'unchanged') console.log(`simulated market ${seeded.action} in ${(seeded.milliseconds / 1000).toFixed(1)} s`);
let dataEnd = seeded.endDay;

// Keep the world going: once a day passes, append the next day so publication continues.
const extender = setInterval(() => {
  const tomorrow = istanbulTomorrow(new Date());
  if (tomorrow <= dataEnd) return;
  seedWorld(store, { startDay: config.simulationStart, endDay: tomorrow, ...(config.seed !== undefined ? { seed: config.seed } : {}) })
    .then((r) => { dataEnd = r.endDay; })
    .catch((error: unknown) => console.error('could not extend the simulated market:', error));
}, 10 * 60_000);
extender.unref();

const app = await buildApp({
  store, dialect, reports, webDir: resolve('dist/web'), logger: process.env.LOG_REQUESTS === 'true',
  facts: { simulated: true, dataStart: seeded.startDay, dataEnd: () => dataEnd },
});
await app.listen({ port: config.port, host: config.host });
console.log(`Şeffaflık is ready: http://localhost:${config.port}/ (${reports.length} reports, data in ${where})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => store.close()).then(() => process.exit(0));
  });
}
