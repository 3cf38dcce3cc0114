// The web services that publish an OpenAPI document (`GET /{service}/v3/api-docs`), each with its title. The three
// data services are public; the administration service's document is for administrator sessions only (its
// prefix makes every route under it an administration route: identity/routeAccess.ts).
import type { LocalizedText } from '../../../schemas/report.schema';

export const OPEN_API_SERVICES = ['electricity-service', 'natural-gas-service', 'reporting-service', 'administration-service'] as const;
export type OpenApiService = (typeof OPEN_API_SERVICES)[number];

export const SERVICE_TITLES: Readonly<Record<OpenApiService, LocalizedText>> = {
  'electricity-service': { tr: 'Elektrik web servisi', en: 'Electricity web service' },
  'natural-gas-service': { tr: 'Doğal gaz web servisi', en: 'Natural gas web service' },
  'reporting-service': { tr: 'Raporlama web servisi', en: 'Reporting web service' },
  'administration-service': { tr: 'Yönetim servisi', en: 'Administration service' },
};

/** Where a service's document is answered. */
export function openApiPath(service: OpenApiService): string {
  return `/${service}/v3/api-docs`;
}

export function isOpenApiService(value: string): value is OpenApiService {
  return (OPEN_API_SERVICES as readonly string[]).includes(value);
}
