// The administration routes the app has registered: every route access control marks `admin` (everything under
// /administration-service/ and /app-api/admin/, and any route declaring it; identity/accessControl.ts keeps the
// list), but this document's own route.
import type { FastifyInstance } from 'fastify';
import { openApiPath } from './openApiServices';

export interface RegisteredRoute { method: string; path: string }

export function registeredAdminRoutes(app: FastifyInstance): RegisteredRoute[] {
  const seen = new Set<string>();
  const routes: RegisteredRoute[] = [];
  for (const { method, url, access } of app.routeAccessList) {
    const key = `${method} ${url}`;
    if (access !== 'admin' || method === 'OPTIONS' || url === openApiPath('administration-service') || seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, path: url });
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
