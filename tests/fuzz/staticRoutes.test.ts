// The fuzz suite's smaller set for the routes the built app adds: the static files and the app shell
// (`GET /*`), and /robots.txt. Climbing out of the app's folder, raw or encoded, source maps in production, missing chunks, other
// methods: each a 4xx in the envelope within a second; client-side routes get the shell.
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDuckdbStore } from '../../src/server/store/duckdbStore';
import { migrate } from '../../src/server/store/migrations';
import { dialectOf } from '../../src/server/store/sqlDialect';
import type { Store } from '../../src/server/store/store';

const API_PREFIXES = ['/electricity-service/', '/natural-gas-service/', '/reporting-service/', '/app-api/', '/administration-service/', '/cas/', '/auth/', '/media/', '/bulletins/'];

/** [path, expected]: a 4xx in the envelope ('reject'), the shell or a file (200), or anything below 500 ('survive'). */
const CASES: readonly (readonly [string, string, 'reject' | 'survive' | 200])[] = [
  // An unknown address of a service answers the error envelope, never the app's page.
  ['GET', '/administration-service/v1/menu/no-such-call', 'reject'],
  ['GET', '/app-api/no-such-call', 'reject'],
  ['GET', '/assets/app-1.js.map', 'reject'],
  ['GET', '/assets/app-1.js.map?x=1', 'reject'],
  ['GET', '/assets/../package.json', 'reject'],
  ['GET', '/assets/%2e%2e/package.json', 'reject'],
  ['GET', '/assets/..%2fpackage.json', 'reject'],
  ['GET', '/%2e%2e/%2e%2e/etc/passwd', 'reject'],
  ['GET', '/..\\..\\etc\\passwd', 'reject'],
  ['GET', '/assets/app-1.js%00.html', 'reject'],
  ['GET', '//evil.example/x', 'reject'],
  ['GET', '/assets//app-1.js', 'reject'],
  ['GET', '/assets/missing-chunk.js', 'reject'],
  ['GET', '/assets/', 'reject'],
  ['GET', '/assets/%E0%A4%A', 'reject'],
  ['GET', `/assets/${'a'.repeat(5000)}.js`, 'reject'],
  ['POST', '/', 'reject'],
  ['PUT', '/index.html', 'reject'],
  ['DELETE', '/assets/app-1.js', 'reject'],
  ['PATCH', '/reports/x', 'reject'],
  ['OPTIONS', '/', 'reject'],
  ['GET', '/', 200],
  ['GET', '/index.html', 200],
  ['GET', '/assets/app-1.js', 200],
  ['GET', '/electricity/day-ahead/mcp?lang=en&x=%3Cscript%3E', 200],
  ['GET', `/reports/${encodeURIComponent('günlük <script>')}`, 200],
  ['GET', '/?__proto__[x]=1&constructor[prototype][y]=2', 200],
  ['GET', '/robots.txt', 200],
  ['GET', '/robots.txt?x=%3Cscript%3E', 200],
  ['POST', '/robots.txt', 'reject'],
  ['HEAD', '/', 'survive'],
  ['HEAD', '/assets/app-1.js.map', 'reject'],
  // The media library's public files (src/server/media): an unknown or malformed address is the envelope, never the shell.
  ['GET', '/media/', 'reject'],
  ['GET', '/media/424242-no-such-image.png', 'reject'],
  ['GET', '/media/1-x.svg', 'reject'],
  ['GET', '/media/../package.json', 'reject'],
  ['GET', '/media/%2e%2e/package.json', 'reject'],
  ['GET', '/media/1-x.png/extra', 'reject'],
];

let store: Store;
let webDir: string;
let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  store = await openDuckdbStore(':memory:');
  await migrate(store);
  webDir = mkdtempSync(join(tmpdir(), 'seffaflik-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app-1.js"></script></head><body></body></html>');
  writeFileSync(join(webDir, 'assets', 'app-1.js'), 'console.log(1);\n//# sourceMappingURL=app-1.js.map\n');
  writeFileSync(join(webDir, 'assets', 'app-1.js.map'), '{"version":3}');
  // Production without SOURCE_MAPS=true.
  app = await buildApp({ store, dialect: dialectOf(store), reports: [], facts: { simulated: true, dataStart: '2024-01-01', dataEnd: () => '2024-01-02' }, webDir, sourceMaps: false, mailer: { send: async () => undefined } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  await store?.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** Over a socket, so that the server sees the path as sent (app.inject resolves `..` and `\` first). */
function send(method: string, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((done, fail) => {
    const call = httpRequest({ host: '127.0.0.1', port, method, path, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => { body += chunk.toString(); });
      response.on('end', () => done({ status: response.statusCode ?? 0, type: String(response.headers['content-type'] ?? ''), body }));
    });
    call.on('error', fail);
    call.end();
  });
}

describe('the static files and the app shell', () => {
  it('are the only routes the built app adds', () => {
    const extra = app.routeAccessList.filter((r) => !API_PREFIXES.some((p) => r.url.startsWith(p))).map((r) => `${r.method} ${r.url}`);
    expect(extra.sort()).toEqual(['GET /*', 'GET /robots.txt']);
  });

  it.each(CASES)('%s %s', async (method, path, expected) => {
    const t0 = performance.now();
    const answer = await send(method, path);
    expect(performance.now() - t0).toBeLessThan(1000);
    if (expected === 200) {
      expect(answer.status).toBe(200);
      return;
    }
    if (expected === 'survive') {
      expect(answer.status).toBeLessThan(500);
      return;
    }
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    if (method !== 'HEAD') expect(JSON.parse(answer.body)).toMatchObject({ errors: [{ errorCode: expect.any(String), errorMessage: expect.any(String) }], correlationId: expect.any(String) });
  });

  it('serve the shell for client-side routes, not for missing files', async () => {
    expect((await send('GET', '/electricity/day-ahead/mcp')).body).toContain('/assets/app-1.js');
    expect((await send('GET', '/assets/missing-chunk.js')).type).toContain('application/json');
  });
});
