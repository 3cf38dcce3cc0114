// Secure by default: a route's access level follows from its path unless the route names one. Everything under
// the operator's service prefixes is data (members only, or everyone with PUBLIC_DATA=true); everything under
// /app-api/admin/ and /administration-service/ needs an administrator session. Public exceptions (menu tree,
// date-init, page settings) say so; the home page's dashboards are public by path.
import type { Access } from './principal';

export const SERVICE_PREFIXES = ['/electricity-service/', '/natural-gas-service/', '/reporting-service/'];
export const ADMIN_PREFIX = '/app-api/admin/';
/** The administration service (src/server/administration): administrators only, like ADMIN_PREFIX. */
export const ADMINISTRATION_PREFIX = '/administration-service/';
/** The home page's dashboards: public like the home page itself, whoever asks. */
export const DASHBOARD_PREFIX = '/electricity-service/v1/dashboard/';

export function routeAccess(url: string, declared: Access | undefined): Access {
  if (url.startsWith(ADMIN_PREFIX) || url.startsWith(ADMINISTRATION_PREFIX)) return 'admin';
  if (declared) return declared;
  if (url.startsWith(DASHBOARD_PREFIX)) return 'public';
  if (SERVICE_PREFIXES.some((prefix) => url.startsWith(prefix))) return 'data';
  return 'public';
}
