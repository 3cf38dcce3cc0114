// The administration API of membership requests (the admin screens come later): list, approve, reject.
// Approval creates the account and mails the member a link to set a password (or logs it without SMTP); when
// that mail fails, registerAccountAdminRoutes.ts issues a new link.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/apiError';
import { pathId } from '../http/pathId';
import { requestLocale } from '../http/requestLocale';
import type { Store } from '../store/store';
import type { Mailer } from './mailer';
import { decideMembershipRequest, listMembershipRequests, type RequestStatus } from './membershipRequests';
import { mailPasswordLink } from './passwordLinkMail';
import { adminAccountId } from './principal';
import { publicBase } from './publicBase';

interface Options { store: Store; now: () => Date; mailer: Mailer; publicUrl: string | undefined; log: (line: string) => void }

const STATUSES = new Set<RequestStatus>(['pending', 'approved', 'rejected']);

const requestId = (request: FastifyRequest<{ Params: { id: string } }>) =>
  pathId(request, { tr: 'Başvuru numarası bir tam sayı olmalı.', en: 'The request id must be a whole number.' });

export function registerMembershipAdminRoutes(app: FastifyInstance, { store, now, mailer, publicUrl, log }: Options): void {
  app.get<{ Querystring: { status?: string } }>('/app-api/admin/membership-requests', async (request) => {
    const status = request.query.status;
    if (status !== undefined && !STATUSES.has(status as RequestStatus)) {
      throw new ApiError(400, [{ errorCode: 'INVALID_REQUEST', errorMessage: requestLocale(request) === 'tr' ? 'status pending, approved ya da rejected olmalı.' : 'status must be pending, approved or rejected.' }]);
    }
    return { items: await listMembershipRequests(store, status as RequestStatus | undefined) };
  });

  for (const decision of ['approve', 'reject'] as const) {
    app.post<{ Params: { id: string } }>(`/app-api/admin/membership-requests/:id/${decision}`, async (request) => {
      const tr = requestLocale(request) === 'tr';
      const outcome = await decideMembershipRequest(store, requestId(request), decision, adminAccountId(request.principal), now().getTime());
      if (!outcome.ok) {
        const [status, tMessage, eMessage] = {
          unknown: [404, 'Böyle bir başvuru yok.', 'No such membership request.'],
          decided: [400, 'Bu başvuru zaten karara bağlanmış.', 'This request has already been decided.'],
          emailTaken: [400, 'Bu e-posta adresiyle bir hesap zaten var.', 'An account with this e-mail address already exists.'],
        }[outcome.reason] as [number, string, string];
        throw new ApiError(status, [{ errorCode: outcome.reason === 'unknown' ? 'NOT_FOUND' : 'BUSINESS_RULE', errorMessage: tr ? tMessage : eMessage }]);
      }
      // mailSent false: the link is lost with the mail; POST /app-api/admin/accounts/:id/password-link sends a new one.
      const mailSent = outcome.passwordLink === undefined
        ? undefined
        : await mailPasswordLink(mailer, log, { to: outcome.request.email, name: outcome.request.name, base: publicBase(request, publicUrl), token: outcome.passwordLink, reason: 'approved' });
      return { item: outcome.request, ...(mailSent === undefined ? {} : { mailSent }) };
    });
  }
}
