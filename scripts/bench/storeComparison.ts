// DuckDB beside PostgreSQL: time to build the simulated market, size on disk, and query latency of the
// descriptor-driven SQL run directly on each Store (no HTTP), for one day, one month and one year of hourly
// MCP and real-time generation. PostgreSQL is measured on a throwaway cluster when its binaries exist.
import { resolve } from 'node:path';
import { rmSync, statSync, existsSync } from 'node:fs';
import type { ReportDescriptor } from '../../schemas/report.schema';
import { loadReports } from '../../src/server/reports/loadReports';
import { buildReportQuery } from '../../src/server/reports/buildReportQuery';
import { istanbulTomorrow } from '../../src/server/seed/istanbulTomorrow';
import { seedWorld } from '../../src/server/seed/seedWorld';
import { openDuckdbStore } from '../../src/server/store/duckdbStore';
import { migrate } from '../../src/server/store/migrations';
import { openPostgresStore } from '../../src/server/store/postgresStore';
import { dialectOf } from '../../src/server/store/sqlDialect';
import type { Store } from '../../src/server/store/store';
import { createDatabase, findPostgresBinaries, startPostgresCluster } from '../../tests/support/postgresServer';

export interface StoreLatency { label: string; rows: number; p50: number; p99: number }
export interface StoreFigures { store: 'duckdb' | 'postgres'; seedMs: number; bytes: number; latencies: StoreLatency[] }

const RANGES = [
  { label: 'one day', start: '2025-10-15', end: '2025-10-15' },
  { label: 'one month', start: '2025-10-01', end: '2025-10-31' },
  { label: 'one year', start: '2025-01-01', end: '2025-12-31' },
];
const REPORTS = ['dam-mcp', 'realtime-generation'];

/** Figures of each store; `skipped` says why PostgreSQL was left out. */
export async function compareStores(dir: string, startDay: string, requests = 40): Promise<{ figures: StoreFigures[]; skipped?: string }> {
  const { reports } = loadReports(resolve('reports'));
  const descriptors = REPORTS.map((id) => reports.find((r) => r.id === id)).filter((r): r is ReportDescriptor => !!r);
  const endDay = istanbulTomorrow(new Date());
  const figures: StoreFigures[] = [];

  rmSync(dir, { recursive: true, force: true });
  const file = `${dir}/seffaflik.duckdb`;
  const duckdb = await openDuckdbStore(file);
  const duckdbSeedMs = await build(duckdb, startDay, endDay);
  await duckdb.exec('CHECKPOINT');
  const duckdbBytes = [file, `${file}.wal`].filter(existsSync).reduce((sum, f) => sum + statSync(f).size, 0);
  figures.push({ store: 'duckdb', seedMs: duckdbSeedMs, bytes: duckdbBytes, latencies: await measureQueries(duckdb, descriptors, requests) });
  await duckdb.close();
  rmSync(dir, { recursive: true, force: true });

  const binDir = findPostgresBinaries();
  if (!binDir) return { figures, skipped: 'PostgreSQL binaries not found (/usr/lib/postgresql/15/bin)' };
  const cluster = await startPostgresCluster(binDir);
  try {
    const database = await createDatabase(cluster.adminUrl, 'bench');
    const postgres = await openPostgresStore(database.url);
    const seedMs = await build(postgres, startDay, endDay);
    await postgres.exec('VACUUM ANALYZE');
    const [size] = await postgres.query('SELECT pg_database_size(current_database()) AS bytes');
    figures.push({ store: 'postgres', seedMs, bytes: Number(size!.bytes), latencies: await measureQueries(postgres, descriptors, requests) });
    await postgres.close();
  } finally {
    cluster.stop();
  }
  return { figures };
}

async function build(store: Store, startDay: string, endDay: string): Promise<number> {
  const started = performance.now();
  await migrate(store);
  await seedWorld(store, { startDay, endDay });
  return performance.now() - started;
}

/** The rows, count and summary statements of a request, run together as the report route runs them. */
/** A mid-sized plant of the default world's registry. */
const ONE_PLANT = 3911;

async function measureQueries(store: Store, descriptors: ReportDescriptor[], requests: number): Promise<StoreLatency[]> {
  const dialect = dialectOf(store);
  const now = new Date();
  const results: StoreLatency[] = [];
  for (const descriptor of descriptors) {
    // Generation is also read for one plant: the per-plant relation, not the system rollup.
    const variants: { label: string; values: Record<string, number> }[] = [{ label: '', values: {} }, ...(descriptor.id === 'realtime-generation' ? [{ label: ', one plant', values: { powerPlantId: ONE_PLANT } }] : [])];
    for (const variant of variants) for (const range of RANGES) {
      const query = buildReportQuery(descriptor, { range: { start: range.start, end: range.end }, values: variant.values }, dialect, now, { paged: false });
      const run = () => Promise.all([
        store.query(query.rows.sql, query.rows.params),
        store.query(query.count.sql, query.count.params),
        query.summary ? store.query(query.summary.sql, query.summary.params) : Promise.resolve([]),
      ]);
      let rows = 0;
      for (let i = 0; i < 3; i += 1) rows = (await run())[0].length;
      const samples: number[] = [];
      for (let i = 0; i < requests; i += 1) {
        const started = performance.now();
        await run();
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
      results.push({ label: `${descriptor.id}${variant.label}, ${range.label}`, rows, p50: at(0.5), p99: at(0.99) });
    }
  }
  return results;
}
