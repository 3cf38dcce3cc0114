// /robots.txt: the report pages are for everyone to find; the web services, the app's own API and the sign-in
// pages are not pages. Without it, the address fell through to the app shell, which a crawler reads as a broken file.
import type { FastifyInstance } from 'fastify';

const ROBOTS_TXT = [
  'User-agent: *',
  ...['/electricity-service/', '/natural-gas-service/', '/reporting-service/', '/app-api/', '/cas/', '/auth/'].map((prefix) => `Disallow: ${prefix}`),
  'Allow: /',
  '',
].join('\n');

export function registerRobotsTxt(app: FastifyInstance): void {
  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT));
}
