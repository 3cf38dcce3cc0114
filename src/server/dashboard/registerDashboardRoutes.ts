// The personal dashboard of a signed-in member: read and save it whole, and share it as a read-only link that
// anyone may open. Visitors keep theirs in the browser (web/dashboard/dashboardStorage.ts) and get a 401 here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isReportPage, type ReportDescriptor } from '../../../schemas/report.schema';
import { DASHBOARD_LIMITS } from '../../engine/dashboard/dashboardLayout';
import { ApiError } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import type { Store } from '../store/store';
import { parseDashboardInput } from './dashboardInput';
import { readDashboard, readSharedDashboard, saveDashboard, shareDashboard } from './dashboards';

interface Options { store: Store; reports: readonly ReportDescriptor[]; now: () => Date }

/** A share token as randomToken writes it: 32 bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function accountIdOf(request: FastifyRequest): number {
  if (request.principal.kind !== 'account') throw new Error('access control let a visitor through to a member route');
  return request.principal.account.id;
}

function nothingSaved(request: FastifyRequest, code: string): ApiError {
  const tr = requestLocale(request) === 'tr';
  return new ApiError(404, [{ errorCode: code, errorMessage: tr ? 'Kaydedilmiş bir pano yok.' : 'There is no saved dashboard.' }]);
}

export function registerDashboardRoutes(app: FastifyInstance, { store, reports, now }: Options): void {
  const known = new Set(reports.filter(isReportPage).map((r) => r.id));
  const member = { config: { access: 'member' as const } };

  // A member who never saved gets `layout: null`: the page opens empty and says how to add a panel.
  app.get('/app-api/dashboard', member, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return (await readDashboard(store, accountIdOf(request))) ?? { schemaVersion: null, layout: null };
  });

  app.put('/app-api/dashboard', { ...member, bodyLimit: DASHBOARD_LIMITS.maxBodyBytes }, async (request) => {
    const document = parseDashboardInput(request.body, known, requestLocale(request));
    await saveDashboard(store, accountIdOf(request), document, now().getTime());
    return document;
  });

  app.post('/app-api/dashboard/share', member, async (request) => {
    const token = await shareDashboard(store, accountIdOf(request));
    if (!token) throw nothingSaved(request, 'DASHBOARD_NOT_SAVED');
    return { token, path: `/dashboard/shared/${token}` };
  });

  app.get<{ Params: { token: string } }>('/app-api/dashboard/shared/:token', { config: { access: 'public' } }, async (request, reply) => {
    const token = request.params.token;
    const document = TOKEN.test(token) ? await readSharedDashboard(store, token) : null;
    if (!document) throw nothingSaved(request, 'DASHBOARD_SHARE_NOT_FOUND');
    reply.header('cache-control', 'no-store');
    return document;
  });
}
