// Builds the Fastify application: report routes from descriptors, lookups, page settings, the app API
// and the browser app, all on one port. Everything it needs is passed in, so tests build it in memory.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import type { ReportDescriptor } from '../../schemas/report.schema';
import { registerAppApiRoutes, type DataFacts } from './app-api/registerAppApiRoutes';
import { registerErrorHandler } from './errors/registerErrorHandler';
import { requestLocale } from './http/requestLocale';
import { registerLookupRoutes } from './lookups/registerLookupRoutes';
import { registerMenuRoutes } from './menu/registerMenuRoutes';
import { PageOverlays } from './page-settings/pageOverlays';
import { registerPageSettingsRoutes } from './page-settings/registerPageSettingsRoutes';
import { registerPublicationRoutes } from './publication/registerPublicationRoutes';
import { registerReportRoutes } from './reports/registerReportRoutes';
import type { SqlDialect } from './store/sqlDialect';
import type { Store } from './store/store';

export interface AppOptions {
  store: Store;
  dialect: SqlDialect;
  reports: readonly ReportDescriptor[];
  facts: DataFacts;
  /** The built browser app (dist/web); omitted in API-only tests. */
  webDir?: string;
  now?: () => Date;
  logger?: boolean;
}

const API_PREFIXES = ['/electricity-service/', '/natural-gas-service/', '/reporting-service/', '/app-api/'];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    // Unexpected errors are always logged; every request only when asked for. Credentials never are.
    logger: { level: options.logger ? 'info' : 'error', redact: ['req.headers.tgt', 'req.headers.cookie', 'req.headers.authorization'] },
    bodyLimit: 1_048_576,
    genReqId: () => crypto.randomUUID(),
  });
  registerErrorHandler(app);
  const overlays = await PageOverlays.open(options.store);
  registerReportRoutes(app, { reports: options.reports, store: options.store, dialect: options.dialect, overlays, now, simulated: options.facts.simulated });
  registerLookupRoutes(app, options.store);
  registerPageSettingsRoutes(app, { reports: options.reports, overlays, now, dataStart: options.facts.dataStart, simulated: options.facts.simulated });
  registerAppApiRoutes(app, options.reports, options.facts, now);
  registerPublicationRoutes(app, { store: options.store, now });
  await registerMenuRoutes(app, { store: options.store, reports: options.reports });

  const webDir = options.webDir && existsSync(options.webDir) ? options.webDir : undefined;
  if (webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      cacheControl: false,
      // Built chunks carry a content hash, so they never change; the shell must always be revalidated.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes: any other GET that is not an API call gets the app shell.
    // A missing chunk must be a 404, not the shell: the browser would refuse HTML as a script.
    if (webDir && request.method === 'GET' && !request.url.startsWith('/assets/') && !API_PREFIXES.some((p) => request.url.startsWith(p))) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const message = requestLocale(request) === 'tr' ? 'Böyle bir servis yok.' : 'No such service.';
    return reply.code(404).send({ errors: [{ errorCode: 'NOT_FOUND', errorMessage: message }], correlationId: request.id });
  });
  return app;
}
