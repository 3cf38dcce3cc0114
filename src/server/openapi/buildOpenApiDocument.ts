// One service's OpenAPI 3.1 document, in one language: its report operations (data and export calls, the home
// page's dashboards), its lookups, or for the administration service the administration routes, with the shared
// components (ticket header, error envelope, paging object).
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { Locale } from '../../engine/locale/locale';
import { lookups } from '../../engine/lookups/lookups';
import { adminOperation } from './adminOperations';
import { commonComponents } from './commonComponents';
import { docText } from './localizedDoc';
import { lookupOperation } from './lookupOperations';
import { SERVICE_TITLES, type OpenApiService } from './openApiServices';
import { openApiText } from './openApiText';
import type { RegisteredRoute } from './registeredAdminRoutes';
import { reportOperations } from './reportOperations';

export interface OpenApiSources {
  reports: readonly ReportDescriptor[];
  /** The administration routes registered in the app (read when the document is first built). */
  adminRoutes: () => RegisteredRoute[];
}

type Paths = Record<string, Record<string, unknown>>;

export const OPEN_API_VERSION = '3.1.0';

export function buildOpenApiDocument(service: OpenApiService, locale: Locale, sources: OpenApiSources): Record<string, unknown> {
  const doc = docText(locale);
  const paths: Paths = {};
  const add = ({ path, method, operation }: { path: string; method: string; operation: unknown }) => {
    paths[path] ??= {};
    paths[path][method] = operation;
  };
  if (service === 'administration-service') {
    for (const route of sources.adminRoutes()) add(adminOperation(route, doc));
  } else {
    for (const descriptor of sources.reports) if (descriptor.api.service === service) reportOperations(descriptor, doc).forEach(add);
    for (const lookup of Object.values(lookups)) if (lookup.service === service) add(lookupOperation(lookup, doc));
  }
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  const title = SERVICE_TITLES[service];
  const about = service === 'administration-service' ? openApiText.adminInfo : openApiText.info;
  return {
    openapi: OPEN_API_VERSION,
    info: { title: doc.text(title), version: '1.0.0', description: doc.text(about), ...doc.titles(title) },
    servers: [{ url: '/' }],
    ...(service === 'administration-service' ? { security: [{ session: [] }] } : {}),
    paths: sortedPaths,
    components: commonComponents(doc),
  };
}
