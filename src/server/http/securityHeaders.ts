// The security headers of every answer: the app, the API, the identity pages and the error answers. A page that
// sets a stricter header of its own (the identity pages send `default-src 'none'`) keeps it.
//
// The policy allows no inline script: the one script the app's index.html carries inline (the theme, set before
// the first paint) is allowed by its hash, read from the built file at start. Stylesheets come only from the
// site; style *attributes* are allowed (style-src-attr), because ECharts writes its tooltip markup, the series
// colour markers included, as HTML with style="…" attributes. Browsers without CSP 3 fall back to style-src and
// draw those markers unstyled.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security: only when the platform is served over HTTPS (COOKIE_SECURE=true). */
  hsts: boolean;
  /** The app shell's inline scripts, allowed by their hashes (see inlineScriptHashes). */
  scriptHashes?: readonly string[];
}

export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' ')}`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders({ hsts, scriptHashes = [] }: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(scriptHashes),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Only features browsers know: an unknown one is a console error on every page.
    'permissions-policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** `sha256-…` of each inline <script> of an HTML page (scripts with a src are not inline). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.push(`sha256-${createHash('sha256').update(match[2] ?? '', 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** The inline-script hashes of the built app's shell (dist/web/index.html); none without a built app. */
export function shellScriptHashes(webDir: string | undefined): string[] {
  const shell = webDir === undefined ? undefined : join(webDir, 'index.html');
  return shell !== undefined && existsSync(shell) ? inlineScriptHashes(readFileSync(shell, 'utf8')) : [];
}

/** Sets each header the answer does not set itself. */
export function applySecurityHeaders(reply: FastifyReply, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
}

export function registerSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>): void {
  // The pairs listed once, and a callback hook (no promise per answer): this runs on every answer.
  const pairs = Object.entries(headers);
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of pairs) if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });
}
