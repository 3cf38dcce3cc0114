// Addresses refused before routing reads them: a path that climbs or doubles its slashes (`..`, `//`, raw or
// percent-encoded) or hides a slash, a backslash or a NUL in an escape names no resource here, so it is a 404,
// whatever route or static file it might be resolved to. An address no route has is a 404 before its body is
// read, so a broken body sent to a wrong address hears about the address, not about the body.
import type { FastifyInstance } from 'fastify';
import { notFoundError } from './notFoundError';

const BODYLESS = new Set(['GET', 'HEAD']);

export function isOddPath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  // Nearly every path has no dot, percent sign or backslash: nothing below can find anything odd in those but '//'.
  if (!/[.%\\]/.test(path)) return path.includes('//');
  if (path.includes('//') || path.includes('\\') || /%(2f|5c|00)/i.test(path)) return true;
  return path.split('/').some((segment) => {
    const plain = segment.replace(/%2e/gi, '.');
    return plain === '.' || plain === '..';
  });
}

export function registerOddPathRefusal(app: FastifyInstance): void {
  // A callback hook: every request passes it, and nearly all pass at once.
  app.addHook('onRequest', (request, _reply, done) => {
    if (isOddPath(request.url)) { done(notFoundError(request)); return; }
    // GETs that match no route fall through to the app shell (app.ts); anything else is refused here, unread.
    if (request.is404 && !BODYLESS.has(request.method)) { done(notFoundError(request)); return; }
    done();
  });
}
