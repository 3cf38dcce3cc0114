// Wires identity into the server: cookies and form bodies, access control on every route (registered first,
// so it sees every route), the identity pages, the ticket service, user-info and the membership and account
// admin API.
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import type { Store } from '../store/store';
import { registerAccessControl } from './accessControl';
import { createCredentialChecker } from './checkCredentials';
import type { Mailer } from './mailer';
import { registerAccountPages } from './pages/registerAccountPages';
import { registerForgotPasswordPage } from './pages/registerForgotPasswordPage';
import { registerMembershipPage } from './pages/registerMembershipPage';
import { registerSignInPages } from './pages/registerSignInPages';
import { createRateLimiter, type PerMinuteOf, type RateLimiter } from './rateLimiter';
import { createSharedRateLimiter } from './sharedRateLimiter';
import { registerAccountAdminRoutes } from './registerAccountAdminRoutes';
import { registerMembershipAdminRoutes } from './registerMembershipAdminRoutes';
import { registerTicketRoutes } from './registerTicketRoutes';
import { registerUserInfoRoute } from './registerUserInfoRoute';
import { noticeSignInLock } from './signInLockNotice';
import type { UsageRecorder } from './usageRecorder';

export interface IdentityOptions {
  store: Store;
  now: () => Date;
  /** Visitors may read reports without signing in, now (PUBLIC_DATA, or the configuration parameters, section 9011). */
  publicData: () => boolean;
  /**
   * Data calls per member per minute (RATE_LIMIT_PER_MINUTE); 0 turns the limit off. Or each caller's own limit
   * at the moment of the call (service-limits/serviceLimits.ts).
   */
  rateLimitPerMinute: number | PerMinuteOf;
  /** Sign-in and ticket attempts per client address per minute. */
  signInAttemptsPerMinute: number;
  usage: UsageRecorder;
  mailer: Mailer;
  /** The address in mailed links and ticket Locations (PUBLIC_URL); else the request's own host. */
  publicUrl?: string;
  log: (line: string) => void;
}

/**
 * One process's limiter on DuckDB; on PostgreSQL one shared with the other server processes on the database
 * (sharedRateLimiter.ts: the combined limit holds within about a second's traffic), closed with the server.
 */
function rateLimiterFor(options: IdentityOptions, app: FastifyInstance, name: string, perMinute: number | PerMinuteOf): RateLimiter {
  if (options.store.dialect !== 'postgres') return createRateLimiter(perMinute);
  const shared = createSharedRateLimiter(options.store, perMinute, {
    limiter: name, now: () => options.now().getTime(),
    onError: (error) => app.log.warn({ err: error }, `the ${name} rate limit could not be exchanged with the other server processes`),
  });
  app.addHook('onClose', async () => shared.close());
  return shared;
}

const IDENTITY_CSS = readFileSync(new URL('./pages/identity.css', import.meta.url), 'utf8');

export async function registerIdentity(app: FastifyInstance, options: IdentityOptions): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: 16_384 });
  const limiter = (name: string, perMinute: number | PerMinuteOf) => rateLimiterFor(options, app, name, perMinute);
  registerAccessControl(app, { store: options.store, now: options.now, publicData: options.publicData, rateLimiter: limiter('data', options.rateLimitPerMinute), usage: options.usage });
  const signInLimiter = limiter('sign-in', options.signInAttemptsPerMinute);
  // One password check for every form and the ticket service; a locked pair is told after the answer has gone,
  // so the mail's round trip does not show in the answer's timing.
  const lockNotice = { store: options.store, mailer: options.mailer, log: options.log };
  const credentials = createCredentialChecker({ store: options.store, onLock: (lock) => void noticeSignInLock(lockNotice, lock) });
  app.get('/auth/identity.css', async (_request, reply) => reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(IDENTITY_CSS));
  registerSignInPages(app, { store: options.store, now: options.now, signInLimiter, credentials });
  registerMembershipPage(app, { store: options.store, now: options.now });
  registerAccountPages(app, { store: options.store, now: options.now, credentials });
  const mail = { mailer: options.mailer, publicUrl: options.publicUrl, log: options.log };
  registerForgotPasswordPage(app, { store: options.store, now: options.now, signInLimiter, ...mail });
  registerTicketRoutes(app, { store: options.store, now: options.now, signInLimiter, credentials, publicUrl: options.publicUrl });
  registerUserInfoRoute(app, { publicData: options.publicData });
  registerMembershipAdminRoutes(app, { store: options.store, now: options.now, ...mail });
  registerAccountAdminRoutes(app, { store: options.store, now: options.now, ...mail });
  app.addHook('onClose', async () => options.usage.close());
}
