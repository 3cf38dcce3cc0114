// Addresses of the reference's pages, under its menu path (the router resolves them: resolveRoute.ts).
export function referenceHref(base: string, service?: string, operationId?: string): string {
  return [base, service, operationId].filter(Boolean).join('/');
}

/** The OpenAPI document of a service, in the reader's language. */
export function openApiDocumentPath(service: string, locale: 'tr' | 'en'): string {
  return `/${service}/v3/api-docs?lang=${locale}`;
}

/** The services the reference shows: the three data services (the administration's document is for administrators). */
export const REFERENCE_SERVICES = ['electricity-service', 'natural-gas-service', 'reporting-service'] as const;
