// A throwaway PostgreSQL 15 cluster for tests and the bench: initdb in a temp directory, listening on
// 127.0.0.1 at a free port with its socket in that directory, fsync off; stopped and deleted at the end.
// PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` system user.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface PostgresCluster {
  /** Superuser URL of the `postgres` database, for creating and dropping databases. */
  adminUrl: string;
  stop(): void;
}

const BIN_DIRS = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'];

/** The directory holding initdb and pg_ctl, or undefined when PostgreSQL is not installed. */
export function findPostgresBinaries(): string | undefined {
  return [process.env.POSTGRES_BIN, ...BIN_DIRS].find((dir): dir is string => !!dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

/** CI (and REQUIRE_POSTGRES=1) must fail rather than skip when PostgreSQL is missing. */
export function postgresRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CI === 'true' || env.REQUIRE_POSTGRES === '1';
}

export async function startPostgresCluster(binDir: string): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'seffaflik-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(binDir, tool);
    const full = asRoot ? ['-u', 'postgres', '--', join(binDir, tool), ...args] : args;
    execFileSync(command, full, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir });
  };
  if (asRoot) chownSync(dir, uid('postgres'), gid('postgres'));
  const port = await freePort();
  const data = join(dir, 'data');
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`could not start a PostgreSQL cluster with ${binDir}: ${(error as { stderr?: Buffer }).stderr?.toString() ?? String(error)}`, { cause: error });
  }
  let stopped = false;
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try { run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']); } finally { rmSync(dir, { recursive: true, force: true }); }
    },
  };
}

/**
 * A fresh database in the cluster; returns its URL and a dropper. Its default collation is Turkish (ICU) where
 * the server has ICU, as a Turkish operator's database would be, so the suites prove the store's text columns
 * still sort byte by byte like DuckDB's.
 */
export async function createDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  await withAdmin(adminUrl, async (c) => {
    await c.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LOCALE_PROVIDER icu ICU_LOCALE 'tr-TR' LOCALE 'C.UTF-8'`)
      .catch(() => c.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`));
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined) };
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try { return await work(client); } finally { await client.end(); }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const uid = (user: string) => Number(spawnSync('id', ['-u', user]).stdout.toString().trim());
const gid = (user: string) => Number(spawnSync('id', ['-g', user]).stdout.toString().trim());
