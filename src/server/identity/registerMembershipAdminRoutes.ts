// The administration API of membership requests (screen: src/web/admin/membership/): list, approve, reject with
// a reason. Each decision leaves an audit record in its own transaction.
// Approval creates the account and mails the member a link to set a password (or logs it without SMTP); when
// that mail fails, registerAccountAdminRoutes.ts issues a new link.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditActor } from '../audit/auditLog';
import { ApiError } from '../errors/apiError';
import { pathId } from '../http/pathId';
import { requestLocale } from '../http/requestLocale';
import type { Store } from '../store/store';
import type { Mailer } from './mailer';
import { decideMembershipRequest, listMembershipRequests, type Decision, type RequestStatus } from './membershipRequests';
import { mailPasswordLink } from './passwordLinkMail';
import { publicBase } from './publicBase';

interface Options { store: Store; now: () => Date; mailer: Mailer; publicUrl: string | undefined; log: (line: string) => void }

const STATUSES = new Set<RequestStatus>(['pending', 'approved', 'rejected']);

const REASON_MAX = 500;

/** The body of a rejection: exactly `{ reason }`, a text of 1 to 500 characters once trimmed. */
function rejection(request: FastifyRequest): Decision {
  const tr = requestLocale(request) === 'tr';
  const body = request.body;
  const fault = (field: string, tMessage: string, eMessage: string) => new ApiError(400, [{ errorCode: 'INVALID_REQUEST', errorMessage: `${field}: ${tr ? tMessage : eMessage}` }]);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw fault('reason', 'Ret gerekçesi gövdede { "reason": "..." } olarak gönderilmeli.', 'Send the reason for the rejection in the body as { "reason": "..." }.');
  const extra = Object.keys(body).filter((key) => key !== 'reason');
  if (extra.length > 0) throw fault(extra[0]!, 'Bu alan tanınmıyor.', 'This field is not known.');
  const reason = (body as { reason?: unknown }).reason;
  if (typeof reason !== 'string' || reason.trim() === '') throw fault('reason', 'Ret gerekçesi boş olamaz.', 'The reason for the rejection cannot be empty.');
  if (reason.trim().length > REASON_MAX) throw fault('reason', `Ret gerekçesi en çok ${REASON_MAX} karakter olabilir.`, `The reason can be at most ${REASON_MAX} characters.`);
  return { kind: 'reject', reason: reason.trim() };
}

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
      const id = requestId(request);
      const chosen: Decision = decision === 'reject' ? rejection(request) : { kind: 'approve' };
      const outcome = await decideMembershipRequest(store, id, chosen, auditActor(request), now().getTime());
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
