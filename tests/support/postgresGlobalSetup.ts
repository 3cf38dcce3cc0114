// Vitest global setup of the `postgres` project: one throwaway cluster per test run; each test file creates
// its own database in it (testServer.ts, tests/store), so files run in parallel without sharing rows.
import type { TestProject } from 'vitest/node';
import { findPostgresBinaries, startPostgresCluster, type PostgresCluster } from './postgresServer';

declare module 'vitest' {
  export interface ProvidedContext { postgresAdminUrl: string }
}

let cluster: PostgresCluster | undefined;

export async function setup(project: TestProject): Promise<void> {
  const binDir = findPostgresBinaries();
  if (!binDir) throw new Error('PostgreSQL 15 is not installed (no initdb in /usr/lib/postgresql/15/bin): apt-get install postgresql-15, or unset CI/REQUIRE_POSTGRES to skip these runs');
  cluster = await startPostgresCluster(binDir);
  project.provide('postgresAdminUrl', cluster.adminUrl);
}

export function teardown(): void {
  cluster?.stop();
}
