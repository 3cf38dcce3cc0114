// Two real server processes (src/server/main.ts through tsx) on two ports and one PostgreSQL database, started
// together as a deployment behind a load balancer would start them. They must answer as one platform: the same
// data; an administrator's page setting changed through one is in force in the other (and in its cached answers);
// one member's rate limit counts the calls through both; a ticket revoked through one is refused by the other;
// and only one of them built the simulated market. Runs in the `postgres` vitest project only (tests/store/**):
// without PostgreSQL installed that project, and so this file, is skipped (vitest.config.ts says so at start).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { istanbulTomorrow } from '../../src/server/seed/istanbulTomorrow';
import { createDatabase } from '../support/postgresServer';

const RATE_LIMIT = 8;
const ADMIN = { email: 'admin@several.example', password: 'Several-admin-password-1' };
const MEMBER = { email: 'member@several.example', password: 'Several-member-password-1' };
const MCP = '/electricity-service/v1/markets/dam/data/mcp';
const MCP_PAGE = 61;

interface Server { url: string; child: ChildProcess; output: string[] }

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = shiftDay(istanbulTomorrow(new Date()), -1);
const start = shiftDay(today, -3);
const range = (from: string, to: string) => ({ startDate: `${from}T00:00:00+03:00`, endDate: `${to}T00:00:00+03:00` });

let database: { url: string; drop(): Promise<void> } | undefined;
let servers: Server[] = [];

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

function startServer(databaseUrl: string, port: number): Server {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test',
    DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', SIMULATION_START: start,
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), EXPORT_WORKERS: '1',
    ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_EMAIL: MEMBER.email, DEMO_PASSWORD: MEMBER.password,
  };
  const child = spawn(resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
  return { url: `http://127.0.0.1:${port}`, child, output };
}

async function ready(server: Server, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!server.output.some((line) => line.includes('is ready'))) {
    if (server.child.exitCode !== null) throw new Error(`the server stopped (${server.child.exitCode}):\n${server.output.join('\n')}`);
    if (Date.now() > until) throw new Error(`the server was not ready in ${timeoutMs / 1000} s:\n${server.output.join('\n')}`);
    await sleep(200);
  }
}

const postJson = (server: Server, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function ticketFrom(server: Server): Promise<string> {
  const answer = await fetch(`${server.url}/cas/v1/tickets`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username: MEMBER.email, password: MEMBER.password }) });
  expect(answer.status).toBe(201);
  return answer.text();
}

/** The cookie of an administrator session opened through the admin sign-in page. */
async function adminCookie(server: Server): Promise<string> {
  const page = await fetch(`${server.url}/auth/admin/sign-in`);
  const csrf = page.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('sf_csrf='))!;
  const answer = await fetch(`${server.url}/auth/admin/sign-in`, {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrf },
    body: new URLSearchParams({ _csrf: csrf.slice('sf_csrf='.length), email: ADMIN.email, password: ADMIN.password }),
  });
  expect(answer.status).toBe(303);
  return answer.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('sf_session='))!;
}

beforeAll(async () => {
  database = await createDatabase(inject('postgresAdminUrl'), 'several');
  const ports = [await freePort(), await freePort()];
  servers = ports.map((port) => startServer(database!.url, port));
  await Promise.all(servers.map((server) => ready(server, 70_000)));
}, 80_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise<void>((done) => {
    if (server.child.exitCode !== null) return done();
    server.child.once('exit', () => done());
    server.child.kill('SIGTERM');
    setTimeout(() => server.child.kill('SIGKILL'), 5_000).unref();
  })));
  await database?.drop();
}, 20_000);

describe('two server processes on one PostgreSQL', () => {
  it('answer as one platform', async () => {
    const [a, b] = servers as [Server, Server];
    // Only one of them built the simulated market; the other waited for it and found it built.
    const builders = servers.filter((server) => server.output.some((line) => line.startsWith('building the simulated market')));
    expect(builders).toHaveLength(1);
    expect(servers.flatMap((server) => server.output).filter((line) => line.startsWith('simulated market created'))).toHaveLength(1);

    // The same data through either; the three days are then in B's answer cache.
    const ticket = await ticketFrom(a);
    const threeDays = range(start, shiftDay(start, 2));
    const [throughA, throughB] = await Promise.all([postJson(a, MCP, threeDays, { tgt: ticket }), postJson(b, MCP, threeDays, { tgt: ticket })]);
    expect([throughA.status, throughB.status]).toEqual([200, 200]);
    const [bodyA, bodyB] = await Promise.all([throughA.json(), throughB.json()]) as [{ items: unknown[] }, { items: unknown[] }];
    expect(bodyA.items).toHaveLength(72);
    expect(bodyB).toEqual(bodyA);

    // An administrator narrows the page's data range and rewrites its description through A; B follows.
    const changedAt = Date.now();
    const put = await fetch(`${a.url}/app-api/admin/page-overlays/${MCP_PAGE}`, {
      method: 'PUT', headers: { 'content-type': 'application/json', cookie: await adminCookie(a) },
      body: JSON.stringify({ maxSpan: { unit: 'day', value: 1 }, description: { tr: 'İki süreçli açıklama', en: 'Two-process description' } }),
    });
    expect(put.status).toBe(200);
    await expect.poll(async () => {
      const settings = await (await postJson(b, '/electricity-service/v1/menu/get-page-settings', { menuId: MCP_PAGE })).json() as Record<string, unknown>;
      return [settings.rangeType, settings.rangeMaxValue, settings.descriptionEn];
    }, { timeout: 5_000, interval: 100 }).toEqual(['GUN', 1, 'Two-process description']);
    expect(Date.now() - changedAt).toBeLessThan(4_000);
    // B's cached answer for three days is not served past the new one-day limit.
    const refused = await postJson(b, MCP, threeDays, { tgt: ticket });
    expect(refused.status).toBe(400);

    // The member's calls through B are counted by A: let the processes exchange (about a second), then A
    // lets through only what is left of the limit, and once A used it up, B refuses too.
    await sleep(2_500);
    const oneDay = range(start, start);
    let allowedThroughA = 0;
    for (let i = 0; i < RATE_LIMIT + 2; i += 1) {
      const answer = await postJson(a, MCP, oneDay, { tgt: ticket });
      if (answer.status === 429) break;
      expect(answer.status).toBe(200);
      allowedThroughA += 1;
    }
    // Three calls so far went through (one through A, two through B), so at most five more fit.
    expect(allowedThroughA).toBeGreaterThan(0);
    expect(allowedThroughA).toBeLessThanOrEqual(RATE_LIMIT - 3);
    await sleep(2_500);
    const refusedByB = await postJson(b, MCP, oneDay, { tgt: ticket });
    expect(refusedByB.status).toBe(429);
    expect(Number(refusedByB.headers.get('retry-after'))).toBeGreaterThan(0);

    // A ticket revoked through A is refused by B (B remembers a checked ticket for two seconds at most).
    expect((await fetch(`${a.url}/cas/v1/tickets/${ticket}`, { method: 'DELETE' })).status).toBe(200);
    await expect.poll(async () => (await postJson(b, MCP, oneDay, { tgt: ticket })).status, { timeout: 4_000, interval: 250 }).toBe(401);
  }, 60_000);
});
