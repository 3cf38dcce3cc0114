// Who may call what, for every route: resolves the caller (ticket header or session cookie), refuses data
// calls without credentials (401) unless PUBLIC_DATA is on, and with an unknown, expired or revoked ticket even
// then (401), refuses the administration API to anyone but an administrator session (401 for visitors, 403 for
// members), limits each member's call rate in cost units (429 with Retry-After: one unit here, the rest charged
// by the route once it knows what the call reads and renders, `request.chargeCost`), and records every data
// call for the usage statistics.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable, Transform, pipeline } from 'node:stream';
import { ApiError } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import type { Store } from '../store/store';
import { SESSION_COOKIE } from './cookies';
import { VISITOR, isAdminSession, type Principal } from './principal';
import type { RateLimiter } from './rateLimiter';
import { routeAccess } from './routeAccess';
import { findSession } from './sessions';
import { findTicketAccount, rememberedTicketAccount } from './tickets';
import type { UsageRecorder } from './usageRecorder';

export interface AccessOptions {
  store: Store;
  now: () => Date;
  /** Visitors may read data now (PUBLIC_DATA at start; the administrator's configuration parameters after). */
  publicData: () => boolean;
  rateLimiter: RateLimiter;
  usage: UsageRecorder;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Charges the caller `units` more against the rate limit, on top of the one unit every data call takes;
     * throws the 429 (Retry-After set) when that would take them over. A no-op outside data routes.
     */
    chargeCost: (units: number) => void;
  }
}

/** Bytes each data answer sent, measured in onSend and read when the usage record is written. */
const sentBytes = new WeakMap<FastifyRequest, number>();

const say = (request: FastifyRequest, tr: string, en: string) => (requestLocale(request) === 'tr' ? tr : en);

const chargeNothing = (): void => undefined;

function tooManyRequests(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number, units: number): ApiError {
  reply.header('retry-after', String(retryAfterSeconds));
  const message = units <= 1
    ? say(request, `Dakikalık çağrı sınırınız doldu; ${retryAfterSeconds} saniye sonra yeniden deneyin.`, `You reached your calls-per-minute limit; try again in ${retryAfterSeconds} seconds.`)
    : say(request, `Bu istek dakikalık kullanım sınırınızdan ${units} birim daha ister (sıradan bir çağrı 1 birimdir); ${retryAfterSeconds} saniye sonra yeniden deneyin ya da daha kısa bir tarih aralığı seçin.`, `This request needs ${units} more units of your per-minute limit (a plain call is 1); try again in ${retryAfterSeconds} seconds, or ask for a shorter date range.`);
  return new ApiError(429, [{ errorCode: 'TOO_MANY_REQUESTS', errorMessage: message }]);
}

async function resolvePrincipal(request: FastifyRequest, store: Store, now: number): Promise<Principal> {
  const ticket = request.headers.tgt;
  if (typeof ticket === 'string' && ticket !== '') {
    const account = await findTicketAccount(store, ticket.trim(), now);
    return account ? { kind: 'account', account, via: 'ticket' } : { kind: 'visitor', rejectedTicket: true };
  }
  const token = request.cookies[SESSION_COOKIE];
  if (token) {
    const session = await findSession(store, token, now);
    if (session) return { kind: 'account', account: session.account, via: 'session', session };
  }
  return VISITOR;
}

/**
 * The caller, when it is known without waiting for the store: a visitor without ticket or session cookie, or a
 * ticket checked a moment ago (tickets.ts). Undefined: resolvePrincipal must read the store.
 */
function knownPrincipal(request: FastifyRequest, store: Store, now: number): Principal | undefined {
  if (request.url.startsWith('/assets/')) return VISITOR;
  const ticket = request.headers.tgt;
  if (typeof ticket === 'string' && ticket !== '') {
    const account = rememberedTicketAccount(store, ticket.trim(), now);
    return account ? { kind: 'account', account, via: 'ticket' } : undefined;
  }
  return request.cookies[SESSION_COOKIE] ? undefined : VISITOR;
}

const toArray = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/** A state-changing call made with the session cookie must come from our own pages, not from another site. */
function crossSite(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

export function registerAccessControl(app: FastifyInstance, options: AccessOptions): void {
  app.decorateRequest('principal', null as never);
  app.decorateRequest('usageRows', null);
  app.decorateRequest('chargeCost', null as never);
  app.decorate('routeAccessList', []);
  // Hooks that only data calls need are the data routes' own, so no other call pays for them (and none asks
  // which route it is on). They run after the server-wide ones, in this order: the bytes are counted before the
  // answer cache's onSend (registered after this) compresses a freshly computed answer.
  app.addHook('onRoute', (route) => {
    const access = routeAccess(route.url ?? route.path, (route.config as { access?: never } | undefined)?.access);
    route.config = { ...(route.config ?? {}), access } as typeof route.config;
    for (const method of [route.method].flat()) if (method !== 'HEAD') app.routeAccessList.push({ method, url: route.url ?? route.path, access });
    if (access !== 'data') return;
    const service = route.url ?? route.path;
    route.onSend = [...toArray(route.onSend), countSentBytes];
    route.onResponse = [...toArray(route.onResponse), (request, reply, done) => { recordUsage(request, reply, service); done(); }];
  });

  /** After the caller is known: refuses what they may not call, and takes the rate limit's first unit. */
  function decide(request: FastifyRequest, reply: FastifyReply, principal: Principal): void {
    request.principal = principal;
    const access = request.routeOptions.config?.access ?? 'public';
    if (access === 'public') return;
    if (access === 'admin') {
      if (principal.kind === 'visitor') throw new ApiError(401, [{ errorCode: 'UNAUTHORIZED', errorMessage: say(request, 'Bu işlem için yönetici olarak oturum açın.', 'Sign in as an administrator for this call.') }]);
      if (!isAdminSession(principal)) throw new ApiError(403, [{ errorCode: 'FORBIDDEN', errorMessage: say(request, 'Bu işlem yalnızca yönetici oturumuyla yapılabilir.', 'Only an administrator session may make this call.') }]);
      if (crossSite(request)) throw new ApiError(403, [{ errorCode: 'CROSS_SITE', errorMessage: say(request, 'Başka bir siteden gelen yönetim isteği reddedildi.', 'An administration request from another site was refused.') }]);
      return;
    }
    // A ticket that does not work is refused even where visitors may read (PUBLIC_DATA): a script whose ticket
    // expired must hear so and get a new one, not be served on as an anonymous visitor without noticing.
    if (principal.kind === 'visitor' && (principal.rejectedTicket || !(access === 'data' && options.publicData()))) {
      const message = principal.rejectedTicket
        ? say(request, 'Bilet (TGT) geçersiz ya da süresi dolmuş; POST /cas/v1/tickets ile yenisini alın.', 'The ticket (TGT) is unknown or expired; get a new one with POST /cas/v1/tickets.')
        : say(request, 'Bu veri için oturum açın ya da TGT başlığında geçerli bir bilet gönderin.', 'Sign in, or send a valid ticket in the TGT header, to read this data.');
      throw new ApiError(401, [{ errorCode: 'UNAUTHORIZED', errorMessage: message }]);
    }
    if (access !== 'data') return;
    const key = principal.kind === 'account' ? `account:${principal.account.id}` : `ip:${request.ip}`;
    const verdict = options.rateLimiter.take(key, options.now().getTime());
    if (!verdict.ok) throw tooManyRequests(request, reply, verdict.retryAfterSeconds, 1);
    request.chargeCost = (units) => {
      const charged = options.rateLimiter.take(key, options.now().getTime(), units);
      if (!charged.ok) throw tooManyRequests(request, reply, charged.retryAfterSeconds, units);
    };
  }

  // A callback hook, not an async one: a caller known without the store (a ticket checked a moment ago, a
  // visitor) passes on at once, without a promise and a turn of the event loop.
  // (No closure is made per request: under tsx each named one costs a defineProperty call.)
  app.addHook('onRequest', (request, reply, done) => {
    request.usageRows = null;
    request.chargeCost = chargeNothing;
    const now = options.now().getTime();
    const known = knownPrincipal(request, options.store, now);
    if (known) settle(request, reply, known, done);
    else resolvePrincipal(request, options.store, now).then((principal) => settle(request, reply, principal, done), (error: Error) => done(error));
  });

  function settle(request: FastifyRequest, reply: FastifyReply, principal: Principal, done: (error?: Error) => void): void {
    try {
      decide(request, reply, principal);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  }

  // Bytes of a data answer: counted as they leave, so a streamed export is measured without being buffered.
  function countSentBytes(request: FastifyRequest, _reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void): void {
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      sentBytes.set(request, Buffer.byteLength(payload));
      done(null, payload);
      return;
    }
    if (payload instanceof Readable) {
      sentBytes.set(request, 0);
      // Counted as each chunk passes (a 'data' listener would set it flowing before the response is piped to it).
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, next) {
          sentBytes.set(request, (sentBytes.get(request) ?? 0) + chunk.length);
          next(null, chunk);
        },
      });
      // pipeline, not pipe: a client gone away destroys the export's stream (freeing its render), and an export
      // failing mid-way breaks the response instead of leaving it open. The response reports either error.
      pipeline(payload, counter, () => undefined);
      done(null, counter);
      return;
    }
    done(null, payload);
  }

  function recordUsage(request: FastifyRequest, reply: FastifyReply, service: string): void {
    // An earlier onRequest hook that refused the call (a bad content type, an odd path) leaves no principal.
    const principal = request.principal ?? VISITOR;
    options.usage.record({
      accountId: principal.kind === 'account' ? principal.account.id : null,
      via: principal.kind === 'account' ? principal.via : 'public',
      service,
      calledAt: options.now().getTime(),
      status: reply.statusCode,
      rows: request.usageRows,
      bytes: sentBytes.get(request) ?? Number(reply.getHeader('content-length') ?? 0),
      durationMs: Math.round(reply.elapsedTime * 100) / 100,
    });
  }
}
