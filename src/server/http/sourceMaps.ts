// The built app's source maps (vite.config.ts builds them) are the readable source of the app: served in
// development, and in production (NODE_ENV=production) only with SOURCE_MAPS=true. Otherwise a .map is a 404,
// and no answer points to one in a SourceMap header.
import type { FastifyInstance } from 'fastify';
import { notFoundError } from './notFoundError';

export function sourceMapsServed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.SOURCE_MAPS === 'true';
}

export function registerSourceMapRefusal(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.split('?', 1)[0]!.endsWith('.map')) throw notFoundError(request);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.removeHeader('sourcemap');
    reply.removeHeader('x-sourcemap');
    return payload;
  });
}
