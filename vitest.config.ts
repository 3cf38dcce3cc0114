import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { findPostgresBinaries, postgresRequired } from './tests/support/postgresServer.ts';

// The API suites, the store comparison and the route fuzz suite also run on PostgreSQL (TEST_STORE=postgres, one
// throwaway cluster per run); there the fuzz suite catches what only PostgreSQL refuses (NUL in text, integer
// ranges). Without PostgreSQL installed those runs are skipped, except in CI or with REQUIRE_POSTGRES=1.
const withPostgres = !!findPostgresBinaries() || postgresRequired();
if (!withPostgres) console.warn('PostgreSQL 15 not found (/usr/lib/postgresql/15/bin): skipping the PostgreSQL runs of tests/api, tests/contract, tests/store and tests/fuzz.');
const postgresSuites = ['tests/api/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/store/**/*.test.ts', 'tests/fuzz/everyRoute.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Test servers share a fixed clock, and suites compare the store before and after: no bulletin is rendered in
    // the background (tests call the publisher themselves).
    env: { BULLETIN_SCHEDULER: 'off' },
    projects: [
      {
        extends: true,
        test: {
          name: 'duckdb',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'scripts/**/*.test.ts', 'schemas/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'tests/store/**', 'node_modules/**'],
        },
      },
      ...(withPostgres ? [{
        extends: true as const,
        test: {
          name: 'postgres',
          include: postgresSuites,
          env: { TEST_STORE: 'postgres' },
          globalSetup: ['tests/support/postgresGlobalSetup.ts'],
        },
      }] : []),
    ],
  },
});
