// The administration document's operations: one per registered administration route, described by its entry in
// adminOperationTexts.ts; a route without an entry is listed with a generic body and says so.
import type { AdminOperationText } from './adminOperationTexts';
import { adminOperationTexts } from './adminOperationTexts';
import { ADMIN_ERRORS } from './commonComponents';
import type { DocText } from './localizedDoc';
import { openApiText } from './openApiText';
import type { RegisteredRoute } from './registeredAdminRoutes';

type Operation = Record<string, unknown>;
export interface AdminPathOperation { path: string; method: string; operation: Operation }

/** `METHOD /path/:param`, the key of adminOperationTexts. */
export const adminRouteKey = (route: RegisteredRoute): string => `${route.method} ${route.path}`;

/** `/a/:id/b` → `/a/{id}/b`, and the names of its parameters. */
function openApiPathOf(path: string): { path: string; parameters: string[] } {
  const parameters: string[] = [];
  const converted = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    parameters.push(name);
    return `{${name}}`;
  });
  return { path: converted, parameters };
}

const operationIdOf = (route: RegisteredRoute): string => `admin-${route.method.toLowerCase()}${route.path.replace(/^\/(administration-service|app-api\/admin)/, '').replace(/[^A-Za-z0-9]+/g, '-')}`.replace(/-+$/, '');

export function adminOperation(route: RegisteredRoute, { text, titles }: DocText): AdminPathOperation {
  const described: AdminOperationText | undefined = adminOperationTexts[adminRouteKey(route)];
  const { path, parameters } = openApiPathOf(route.path);
  const bodyTaken = route.method !== 'GET' && route.method !== 'DELETE';
  const body = described ? described.body : { type: 'object' };
  const answer = described?.csv
    ? { 'text/csv': { schema: { type: 'string' } } }
    : { 'application/json': { schema: { type: 'object' } } };
  return {
    path,
    method: route.method.toLowerCase(),
    operation: {
      operationId: operationIdOf(route),
      summary: described ? text(described.title) : `${route.method} ${route.path}`,
      ...(described ? titles(described.title) : { description: text(openApiText.adminGeneric), 'x-undescribed': true }),
      tags: [route.path.startsWith('/administration-service/') ? 'administration-service' : 'app-api-admin'],
      security: [{ session: [] }],
      parameters: [
        ...parameters.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
        ...Object.entries(described?.query ?? {}).map(([name, schema]) => ({ name, in: 'query', required: false, schema })),
      ],
      ...(bodyTaken && body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
      responses: { 200: { description: text(openApiText.adminAnswer), content: answer }, ...ADMIN_ERRORS },
    },
  };
}
