import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDuckdbStore } from '../store/duckdbStore';
import { migrate } from '../store/migrations';
import { dialectOf } from '../store/sqlDialect';
import type { Store } from '../store/store';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './securityHeaders';

const THEME_SCRIPT = "\n  document.documentElement.dataset.theme = 'default-dark';\n";
const SHELL = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>`;

describe('securityHeaders', () => {
  it('is a strict policy: scripts only from the site (and hashed inline ones), no frames, no plugins, no foreign forms', () => {
    const csp = contentSecurityPolicy(['sha256-abc']);
    expect(csp.split('; ')).toEqual(expect.arrayContaining([
      "default-src 'self'", "script-src 'self' 'sha256-abc'", "style-src 'self'", "style-src-attr 'unsafe-inline'", "object-src 'none'",
      "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'",
    ]));
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(securityHeaders({ hsts: false })).not.toHaveProperty('strict-transport-security');
    expect(securityHeaders({ hsts: true })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('hashes the inline scripts of a page, not the ones it loads', () => {
    const hash = `sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}`;
    expect(inlineScriptHashes(SHELL)).toEqual([hash]);
    expect(inlineScriptHashes('<script src="/a.js"></script><SCRIPT>x()</SCRIPT >')).toEqual([`sha256-${createHash('sha256').update('x()').digest('base64')}`]);
  });
});

describe('the headers of every answer', () => {
  let store: Store;
  let webDir: string;
  const apps: FastifyInstance[] = [];
  const start = async (options: { hsts?: boolean; sourceMaps?: boolean } = {}) => {
    const app = await buildApp({ store, dialect: dialectOf(store), reports: [], facts: { simulated: true, dataStart: '2024-01-01', dataEnd: () => '2024-01-02' }, webDir, mailer: { send: async () => undefined }, ...options });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    store = await openDuckdbStore(':memory:');
    await migrate(store);
    webDir = mkdtempSync(join(tmpdir(), 'seffaflik-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), SHELL);
    writeFileSync(join(webDir, 'assets', 'app-1.js'), 'console.log(1);\n//# sourceMappingURL=app-1.js.map\n');
    writeFileSync(join(webDir, 'assets', 'app-1.js.map'), '{"version":3,"sources":["secret.ts"]}');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await store.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('sends them on the app, its assets, the API, errors and not-found answers', async () => {
    const app = await start({ hsts: false });
    const csp = contentSecurityPolicy(inlineScriptHashes(SHELL));
    for (const [url, status] of [['/', 200], ['/some/report/page', 200], ['/assets/app-1.js', 200], ['/app-api/meta', 200], ['/electricity-service/v1/main/date-init', 200], ['/app-api/admin/announcements', 401], ['/electricity-service/v1/none', 404], ['/assets/missing.js', 404]] as const) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(status);
      expect(answer.headers, url).toMatchObject({
        'content-security-policy': csp, 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY', 'cross-origin-opener-policy': 'same-origin', 'permissions-policy': expect.stringContaining('camera=()'),
      });
      expect(answer.headers, url).not.toHaveProperty('strict-transport-security');
    }
    const broken = await app.inject({ method: 'POST', url: '/electricity-service/v1/menu/get-page-settings', payload: '{"menuId":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['x-content-type-options']).toBe('nosniff');
    // Answered by Fastify before any route or hook: a broken escape, a parameter longer than the router takes.
    // (With the app served, the static files' wildcard takes the long name: a 404 then.)
    for (const [url, statuses] of [['/app-api/reports/%E0%A4%A', [400]], [`/app-api/reports/${'x'.repeat(150)}`, [404, 414]]] as const) {
      const answer = await app.inject({ url });
      expect(statuses, url).toContain(answer.statusCode);
      expect(answer.json(), url).toMatchObject({ errors: [{ errorCode: expect.any(String), errorMessage: expect.any(String) }], correlationId: expect.any(String) });
      expect(answer.headers['content-security-policy'], url).toBe(csp);
    }
  });

  it('sends Strict-Transport-Security when the platform is served over HTTPS', async () => {
    const app = await start({ hsts: true });
    expect((await app.inject({ url: '/app-api/meta' })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps the stricter policy of an identity page, whose pages carry no script and no style attribute', async () => {
    const app = await start();
    for (const url of ['/auth/sign-in', '/auth/admin/sign-in', '/auth/sign-out', '/auth/membership-request', '/auth/forgot-password', '/auth/set-password?token=x']) {
      const answer = await app.inject({ url });
      expect(answer.headers['content-security-policy'], url).toContain("default-src 'none'");
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.body, url).not.toMatch(/<script|\sstyle\s*=|\son[a-z]+\s*=/i);
    }
  });

  it('answers 404 for source maps when they are not served, without a SourceMap header, and serves them when asked', async () => {
    const hidden = await start({ sourceMaps: false });
    const map = await hidden.inject({ url: '/assets/app-1.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.json().errors[0].errorCode).toBe('NOT_FOUND');
    const script = await hidden.inject({ url: '/assets/app-1.js' });
    expect(script.headers).not.toHaveProperty('sourcemap');
    expect(script.headers).not.toHaveProperty('x-sourcemap');
    const served = await start({ sourceMaps: true });
    expect((await served.inject({ url: '/assets/app-1.js.map' })).statusCode).toBe(200);
  });
});
