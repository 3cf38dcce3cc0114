// GET /{service}/v3/api-docs for every service of openApiServices.ts: the data services' documents are public,
// the administration service's for administrator sessions only (its prefix decides: routeAccess.ts). English by
// default, Turkish with ?lang=tr. Each document is built on its first call and kept: the descriptors are loaded
// once when the server starts, so a document changes only with a restart.
import type { FastifyInstance } from 'fastify';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { Locale } from '../../engine/locale/locale';
import { ApiError } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import { buildOpenApiDocument } from './buildOpenApiDocument';
import { OPEN_API_SERVICES, openApiPath, type OpenApiService } from './openApiServices';
import { registeredAdminRoutes } from './registeredAdminRoutes';

interface Options { reports: readonly ReportDescriptor[] }

const LANGUAGES: readonly Locale[] = ['en', 'tr'];

export function registerOpenApiRoutes(app: FastifyInstance, { reports }: Options): void {
  const documents = new Map<string, string>();
  const documentText = (service: OpenApiService, locale: Locale): string => {
    const key = `${service}:${locale}`;
    let text = documents.get(key);
    if (text === undefined) {
      text = JSON.stringify(buildOpenApiDocument(service, locale, { reports, adminRoutes: () => registeredAdminRoutes(app) }));
      documents.set(key, text);
    }
    return text;
  };
  for (const service of OPEN_API_SERVICES) {
    const access = service === 'administration-service' ? 'admin' as const : 'public' as const;
    app.get<{ Querystring: { lang?: string } }>(openApiPath(service), { config: { access } }, async (request, reply) => {
      const lang = request.query.lang ?? 'en';
      if (!(LANGUAGES as readonly string[]).includes(lang)) {
        const tr = requestLocale(request) === 'tr';
        throw new ApiError(400, [{ errorCode: 'INVALID_VALUE', errorMessage: tr ? 'lang şu değerlerden biri olmalı: en, tr.' : 'lang must be one of: en, tr.' }]);
      }
      return reply.type('application/json; charset=utf-8').header('cache-control', access === 'admin' ? 'private, no-cache' : 'public, max-age=300').send(documentText(service, lang as Locale));
    });
  }
}
