// The web-service ticket service, as the operator's CAS answers it: POST /cas/v1/tickets with form-encoded
// username and password → 201, the ticket as plain text and, as CAS does, the ticket's absolute URL in Location.
// DELETE /cas/v1/tickets/{tgt} revokes a ticket: 200 with an empty body (CAS echoes the ticket; we do not, so
// nothing that records answers ever holds one). Wrong credentials are 401; the per-address throttle and the
// lock-out of the pair (e-mail, address) are 429; any body other than a form (JSON too) is 415 saying so.
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { ApiError } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import type { Store } from '../store/store';
import type { CredentialChecker } from './checkCredentials';
import { publicBase } from './publicBase';
import type { RateLimiter } from './rateLimiter';
import { signInRefusalMessage } from './signInRefusal';
import { issueTicket, revokeTicket } from './tickets';

interface Options { store: Store; now: () => Date; signInLimiter: RateLimiter; credentials: CredentialChecker; publicUrl: string | undefined }

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * Before the body is read: only a form is taken. The error is Fastify's own unsupported-media-type error, so the
 * error handler answers it like any other (415, in the request's language, naming the form type).
 */
async function formBodyOnly(request: FastifyRequest): Promise<void> {
  const type = String(request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (type !== FORM_TYPE) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
}

export function registerTicketRoutes(app: FastifyInstance, { store, now, signInLimiter, credentials, publicUrl }: Options): void {
  app.post('/cas/v1/tickets', { config: { body: 'form' }, onRequest: formBodyOnly }, async (request, reply) => {
    const locale = requestLocale(request);
    const tr = locale === 'tr';
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!username || !password) {
      throw new ApiError(400, [{ errorCode: 'INVALID_REQUEST', errorMessage: tr ? 'username ve password alanlarını form olarak (application/x-www-form-urlencoded) gönderin.' : 'Send the username and password fields, form-encoded (application/x-www-form-urlencoded).' }]);
    }
    const at = now().getTime();
    const throttle = signInLimiter.take(`sign-in:${request.ip}`, at);
    if (!throttle.ok) {
      reply.header('retry-after', String(throttle.retryAfterSeconds));
      throw new ApiError(429, [{ errorCode: 'TOO_MANY_REQUESTS', errorMessage: tr ? `Bu adresten çok sayıda deneme yapıldı; ${throttle.retryAfterSeconds} saniye sonra yeniden deneyin.` : `Too many attempts from this address; try again in ${throttle.retryAfterSeconds} seconds.` }]);
    }
    const check = await credentials.check({ email: username, password, clientAddress: request.ip, now: at });
    if (!check.ok && check.reason !== 'wrong') {
      reply.header('retry-after', String(check.retryAfterSeconds));
      throw new ApiError(429, [{ errorCode: check.reason === 'locked' ? 'ACCOUNT_LOCKED' : 'TOO_MANY_REQUESTS', errorMessage: signInRefusalMessage(locale, check) }]);
    }
    if (!check.ok) throw new ApiError(401, [{ errorCode: 'UNAUTHORIZED', errorMessage: tr ? 'Kullanıcı adı ya da parola hatalı.' : 'Wrong username or password.' }]);
    const ticket = await issueTicket(store, check.account.id, at);
    return reply
      .code(201)
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('location', `${publicBase(request, publicUrl)}/cas/v1/tickets/${ticket}`)
      .send(ticket);
  });

  app.delete<{ Params: { ticket: string } }>('/cas/v1/tickets/:ticket', async (request, reply) => {
    if (!(await revokeTicket(store, request.params.ticket))) {
      throw new ApiError(404, [{ errorCode: 'NOT_FOUND', errorMessage: requestLocale(request) === 'tr' ? 'Böyle bir bilet yok.' : 'No such ticket.' }]);
    }
    return reply.code(200).header('cache-control', 'no-store').send();
  });
}
