// The fuzz suite: every registered route (each descriptor's data and export routes, every lookup, the menu, page
// settings, identity and admin routes) gets at least 25 malformed or hostile requests generated from its own
// schema (fuzzCases.ts, routeSpecs.ts). Each invalid request must be answered with a 4xx in the error envelope
// (the identity pages: their HTML page), each hostile but valid one below 500, every one within a second; the
// server must still answer afterwards, and the store must hold exactly what it held before. A new descriptor is
// fuzzed with no new code here.
import type { LightMyRequestResponse } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReportPage } from '../../schemas/report.schema';
import { loadReports } from '../../src/server/reports/loadReports';
import { FormBrowser } from '../support/formBrowser';
import { TEST_ADMIN, TEST_MEMBER, TEST_NOW, startTestServer, type TestServer } from '../support/testServer';
import { HOSTILE_STRINGS, fuzzCases, type Caller, type FuzzCase, type RouteSpec } from './fuzzCases';
import { descriptorSpecs, fixedRouteSpecs, lookupSpecs, resolveFirstOptions } from './routeSpecs';
import { changedTables, storeFingerprint, type StoreFingerprint } from './storeFingerprint';

const TIME_LIMIT_MS = 1000;
const MIN_CASES = 25;

const { reports } = loadReports(resolve('reports'));
const specs: RouteSpec[] = [
  ...reports.flatMap((r) => descriptorSpecs(r, TEST_NOW)),
  ...lookupSpecs(),
  ...Object.values(fixedRouteSpecs({ memberPassword: TEST_MEMBER.password, pageId: reports.filter(isReportPage)[0]!.pageId, reportId: reports.filter(isReportPage)[0]!.id })),
];
const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

let server: TestServer;
let base = '';
let before: StoreFingerprint;
const callers = {} as Record<RouteSpec['as'], Caller>;
const totals = { requests: 0, rejected: 0, survived: 0, routes: 0, serverErrors: 0, slowestMs: 0, slowest: '' };
const started = performance.now();
let address = 0;

interface Answer { status: number; headers: Record<string, unknown>; body: string }

/** app.inject, or a real HTTP request when inject would tidy the path (it resolves `..`, `.` and `\` as a browser does). */
async function send(fuzz: FuzzCase): Promise<Answer> {
  const parsed = new URL(fuzz.url, 'http://localhost');
  if (parsed.pathname + parsed.search !== fuzz.url) return sendRaw(fuzz);
  address += 1;
  // A new client address per request, so that the per-address sign-in throttle lets the cases reach the checks.
  const answer: LightMyRequestResponse = await server.app.inject({
    method: fuzz.method as 'GET', url: fuzz.url, headers: fuzz.headers, remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    ...(fuzz.payload !== undefined ? { payload: fuzz.payload } : {}),
  });
  return { status: answer.statusCode, headers: answer.headers, body: answer.body };
}

function sendRaw(fuzz: FuzzCase): Promise<Answer> {
  return new Promise((done, fail) => {
    const target = new URL(base);
    // A fresh connection each time, and the body's length given (Node sends a DELETE body unframed otherwise).
    const headers = { ...fuzz.headers, ...(fuzz.payload !== undefined ? { 'content-length': String(Buffer.byteLength(fuzz.payload)) } : {}) };
    const call = httpRequest({ host: target.hostname, port: target.port, method: fuzz.method, path: fuzz.url, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    call.on('error', fail);
    call.end(fuzz.payload);
  });
}

/**
 * A case on an event stream: an answer that opens the stream is judged by its status (the stream is then
 * dropped, as a reader closing the page does); any other answer is read whole.
 */
function sendToStream(fuzz: FuzzCase): Promise<Answer> {
  return new Promise((done, fail) => {
    const target = new URL(base);
    const headers = { ...fuzz.headers, ...(fuzz.payload !== undefined ? { 'content-length': String(Buffer.byteLength(fuzz.payload)) } : {}) };
    const call = httpRequest({ host: target.hostname, port: target.port, method: fuzz.method, path: fuzz.url, headers, agent: false }, (response) => {
      if (String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
        done({ status: response.statusCode ?? 0, headers: response.headers, body: '' });
        response.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    call.on('error', fail);
    call.end(fuzz.payload);
  });
}

/** The error envelope {errors: [{errorCode, errorMessage}], correlationId}, or an identity page's HTML. */
function envelopeProblem(answer: Answer, method: string, page: boolean): string | undefined {
  if (method === 'HEAD') return undefined;
  const type = String(answer.headers['content-type'] ?? '');
  if (page && type.startsWith('text/html')) return undefined;
  try {
    const body = JSON.parse(answer.body) as { errors?: { errorCode?: unknown; errorMessage?: unknown }[]; correlationId?: unknown };
    const ok = Array.isArray(body.errors) && body.errors.length > 0 && body.errors.every((e) => typeof e.errorCode === 'string' && typeof e.errorMessage === 'string') && typeof body.correlationId === 'string';
    return ok ? undefined : `not the error envelope: ${answer.body.slice(0, 200)}`;
  } catch {
    return `not JSON (${type}): ${answer.body.slice(0, 200)}`;
  }
}

beforeAll(async () => {
  server = await startTestServer();
  await resolveFirstOptions(server.app, reports, specs);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  const visitor = new FormBrowser(server.app);
  await visitor.get('/auth/sign-in');
  const member = new FormBrowser(server.app);
  await member.signIn(TEST_MEMBER.email, TEST_MEMBER.password);
  const admin = new FormBrowser(server.app);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password, 'admin');
  for (const [who, browser] of [['visitor', visitor], ['member', member], ['admin', admin]] as const) {
    callers[who] = { cookie: browser.cookieHeader(), csrf: browser.cookies.get('sf_csrf') ?? '' };
  }
  before = await storeFingerprint(server.store);
});

afterAll(async () => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`fuzz: ${totals.requests} requests over ${totals.routes} routes (${totals.rejected} malformed, ${totals.survived} hostile but valid), ${totals.serverErrors} answers of 5xx, slowest ${totals.slowestMs.toFixed(0)} ms (${totals.slowest}), ${seconds} s`);
  await server?.close();
});

describe('the fuzz suite', () => {
  it('describes every registered route', () => {
    const registered = server.app.routeAccessList.map(keyOf);
    const described = new Set(specs.map(keyOf));
    expect(registered.filter((route) => !described.has(route)), 'routes without a fuzz description (tests/fuzz/routeSpecs.ts)').toEqual([]);
    expect([...described].filter((route) => !registered.includes(route)), 'fuzz descriptions of routes that do not exist').toEqual([]);
  });

  describe.each(specs.map((spec) => [keyOf(spec), spec] as const))('%s', (_key, spec) => {
    it(`answers every malformed request with a 4xx in the envelope within ${TIME_LIMIT_MS} ms, and still works`, async () => {
      const sameUrl = server.app.routeAccessList.filter((r) => r.url === spec.url && r.method !== spec.method).map((r) => r.method);
      const cases = fuzzCases(spec, callers[spec.as], sameUrl);
      expect(cases.length).toBeGreaterThanOrEqual(MIN_CASES);
      const failures: string[] = [];
      for (const fuzz of cases) {
        const t0 = performance.now();
        const answer = spec.stream ? await sendToStream(fuzz) : await send(fuzz);
        const ms = performance.now() - t0;
        totals.requests += 1;
        totals[fuzz.expect === 'reject' ? 'rejected' : 'survived'] += 1;
        if (answer.status >= 500) totals.serverErrors += 1;
        if (ms > totals.slowestMs) Object.assign(totals, { slowestMs: ms, slowest: `${fuzz.method} ${fuzz.url.slice(0, 80)}: ${fuzz.name}` });
        const label = `${fuzz.method} ${fuzz.url.length > 100 ? `${fuzz.url.slice(0, 100)}…` : fuzz.url} — ${fuzz.name}`;
        const wrongStatus = fuzz.expect === 'reject' ? answer.status < 400 || answer.status >= 500 : answer.status >= 500;
        if (wrongStatus) failures.push(`${label}: ${answer.status} (expected ${fuzz.expect === 'reject' ? '4xx' : 'below 500'}) ${answer.body.slice(0, 300)}`);
        else if (answer.status >= 400) {
          const problem = envelopeProblem(answer, fuzz.method, !!spec.page);
          if (problem) failures.push(`${label}: ${answer.status} ${problem}`);
        }
        if (ms > TIME_LIMIT_MS) failures.push(`${label}: answered in ${ms.toFixed(0)} ms`);
      }
      totals.routes += 1;
      // Still alive and still working: the valid body of a read-only route is answered.
      if (spec.readOnly && spec.body === 'json' && spec.valid) {
        const url = spec.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => spec.params?.[name] ?? '1');
        const answer = await server.app.inject({ method: spec.method, url, payload: JSON.stringify(spec.valid), headers: { 'content-type': 'application/json', cookie: callers[spec.as].cookie } });
        if (answer.statusCode !== 200) failures.push(`${spec.method} ${url} with its valid body: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      }
      expect(failures, `${failures.length} of ${cases.length} cases failed`).toEqual([]);
    });
  });

  it('leaves the server alive, the sessions working and the store unchanged', async () => {
    expect((await server.app.inject({ url: '/electricity-service/v1/main/date-init' })).statusCode).toBe(200);
    const admin = await server.app.inject({ url: '/app-api/user-info', headers: { cookie: callers.admin.cookie } });
    expect(admin.json()).toMatchObject({ role: 'admin', adminSession: true });
    const member = await server.app.inject({ url: '/app-api/user-info', headers: { cookie: callers.member.cookie } });
    expect(member.json()).toMatchObject({ role: 'member' });
    expect(changedTables(before, await storeFingerprint(server.store))).toEqual([]);
  });

  // After the store check: a sign-in that succeeds writes a session, by design.
  it.each(['member', 'admin'] as const)('redirects a %s sign-in with a hostile return address, never a 5xx', async (kind) => {
    for (const target of HOSTILE_STRINGS) {
      const browser = new FormBrowser(server.app);
      const account = kind === 'admin' ? TEST_ADMIN : TEST_MEMBER;
      const answer = await browser.post(`${kind === 'admin' ? '/auth/admin/sign-in' : '/auth/sign-in'}?return=${encodeURIComponent(target)}`, { email: account.email, password: account.password, return: target });
      expect(answer.statusCode, JSON.stringify(target)).toBe(303);
      // A header value must be plain ASCII without spaces or control characters.
      expect(String(answer.headers.location), JSON.stringify(target)).toMatch(/^\/[\x21-\x7e]*$/);
    }
  });
});
