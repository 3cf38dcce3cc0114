// The documented PostgreSQL role (src/server/store/postgres-role.sql) is enough to run the server, and no more:
// the server migrates, builds the market, writes accounts and answers a report as that role, while the role
// cannot read server files, run programs, make roles or databases, or make itself a superuser.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureInitialAccounts } from '../../src/server/identity/initialAccounts';
import { loadReports } from '../../src/server/reports/loadReports';
import { runReport } from '../../src/server/reports/runReport';
import { seedWorld } from '../../src/server/seed/seedWorld';
import { migrate } from '../../src/server/store/migrations';
import { openStore } from '../../src/server/store/openStore';
import { openPostgresStore } from '../../src/server/store/postgresStore';
import { postgresDialect } from '../../src/server/store/sqlDialect';
import type { Store } from '../../src/server/store/store';

const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const ROLE = `app_${suffix}`;
const DATABASE = `appdb_${suffix}`;
let adminUrl: string;
let roleUrl: string;
let store: Store;
let client: pg.Client;

/** The documented statements, one by one (CREATE DATABASE cannot run inside the implicit transaction of a batch). */
function roleStatements(): string[] {
  const text = readFileSync(resolve('src/server/store/postgres-role.sql'), 'utf8')
    .split('\n').filter((line) => !line.startsWith('--')).join('\n')
    .replaceAll('seffaflik_app', ROLE).replace(/\bseffaflik\b/g, DATABASE);
  return text.split(';').map((s) => s.trim()).filter(Boolean);
}

beforeAll(async () => {
  adminUrl = inject('postgresAdminUrl');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of roleStatements()) await admin.query(statement);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.username = ROLE;
  url.pathname = `/${DATABASE}`;
  roleUrl = url.toString();
  store = await openPostgresStore(roleUrl);
  client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await store?.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`DROP ROLE IF EXISTS ${ROLE}`);
  await admin.end();
});

describe('the documented PostgreSQL role', () => {
  it('is not a superuser and may not create roles or databases', async () => {
    const [row] = (await client.query('SELECT rolsuper, rolcreaterole, rolcreatedb FROM pg_roles WHERE rolname = current_user')).rows;
    expect(row).toEqual({ rolsuper: false, rolcreaterole: false, rolcreatedb: false });
  });

  it('runs the server: migrations, the simulated market, accounts and a report', async () => {
    await migrate(store);
    await seedWorld(store, { startDay: '2024-08-01', endDay: '2024-08-02' });
    await ensureInitialAccounts(store, { ADMIN_EMAIL: 'admin@role.example', ADMIN_PASSWORD: 'Role-admin-password-1', DEMO_EMAIL: 'demo@role.example', DEMO_PASSWORD: 'Role-demo-password-1' }, Date.now());
    const mcp = loadReports(resolve('reports')).reports.find((r) => r.id === 'dam-mcp')!;
    const result = await runReport(store, postgresDialect, mcp, { range: { start: '2024-08-01', end: '2024-08-01' }, values: {} }, new Date('2024-08-20T11:30:00Z'));
    expect(result.items).toHaveLength(24);
  });

  it('is what the start log asks for: a superuser connection is warned about, the role is not', async () => {
    for (const [databaseUrl, warned] of [[adminUrl, true], [roleUrl, false]] as const) {
      const opened = await openStore({ dataDir: 'unused', databaseUrl });
      expect(opened.warnings.some((w) => w.includes('superuser')), databaseUrl).toBe(warned);
      await opened.store.close();
    }
  });

  it.each([
    ["SELECT pg_read_file('/etc/passwd')", /permission denied/],
    ["COPY (SELECT 1) TO '/tmp/seffaflik-role-probe.csv'", /permission denied|must be superuser|pg_write_server_files/],
    ["COPY accounts FROM PROGRAM 'id'", /permission denied|must be superuser|pg_execute_server_program/],
    ["SELECT lo_import('/etc/passwd')", /permission denied|must be superuser|pg_read_server_files/],
    ['SELECT * FROM pg_authid', /permission denied/],
    ['CREATE ROLE seffaflik_role_probe', /permission denied/],
    ['CREATE DATABASE seffaflik_db_probe', /permission denied/],
    ['ALTER ROLE CURRENT_USER SUPERUSER', /permission denied|must be superuser/],
  ])('refuses %s', async (sql, message) => {
    await expect(client.query(sql)).rejects.toThrow(message);
  });
});
