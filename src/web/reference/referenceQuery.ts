// The one query for a service's OpenAPI document, kept for the session (the server builds it once).
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/apiFetch';
import type { OpenApiDocument } from './referenceDocument';
import { openApiDocumentPath } from './referenceHref';

export function referenceQuery(service: string, locale: 'tr' | 'en') {
  return queryOptions({
    queryKey: ['api-reference', service, locale],
    queryFn: ({ signal }) => apiFetch<OpenApiDocument>(openApiDocumentPath(service, locale), { signal, suppressErrorModal: true }),
    staleTime: Infinity,
  });
}
