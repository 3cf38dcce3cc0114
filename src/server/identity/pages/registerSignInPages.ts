// Sign-in and sign-out pages, for members (/auth/sign-in) and administrators (/auth/admin/sign-in). A sign-in
// always starts a new session (a new id in the cookie, the old one deleted) and a new CSRF token; repeated wrong
// passwords slow down, then pause, the pair (e-mail, client address) (checkCredentials.ts). A sign-out deletes the
// session and revokes the account's web-service tickets, once its answer (the way back) is known to be valid.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from '../../store/store';
import type { CredentialChecker } from '../checkCredentials';
import { SESSION_COOKIE, clearSessionCookie, setCsrfCookie, setSessionCookie } from '../cookies';
import type { RateLimiter } from '../rateLimiter';
import { redirectLocation } from '../returnPath';
import { randomToken } from '../secretToken';
import { SESSION_HOURS, closeSession, openSession, type SessionKind } from '../sessions';
import { signInRefusalMessage } from '../signInRefusal';
import { revokeTicketsOf } from '../tickets';
import { FORM_BODY, alert, field, form, hidden } from './formParts';
import { escapeHtml } from './renderPage';
import { csrfValid, pageContext, posted, type PageContext } from './pageContext';
import { FORGOT_PASSWORD_PATH } from './registerForgotPasswordPage';

interface Options { store: Store; now: () => Date; signInLimiter: RateLimiter; credentials: CredentialChecker }

const PATHS: Record<SessionKind, { signIn: string; signOut: string; defaultReturn: string }> = {
  member: { signIn: '/auth/sign-in', signOut: '/auth/sign-out', defaultReturn: '/' },
  admin: { signIn: '/auth/admin/sign-in', signOut: '/auth/admin/sign-out', defaultReturn: '/admin' },
};

function signInForm(ctx: PageContext, kind: SessionKind, email: string, problem: string | undefined, status: number) {
  const paths = PATHS[kind];
  const forgot = `<a href="${escapeHtml(ctx.link(FORGOT_PASSWORD_PATH))}">${escapeHtml(ctx.w('forgotLink'))}</a>`;
  const links = kind === 'member'
    ? `<div class="id-links">${forgot}<span>${escapeHtml(ctx.w('noAccount'))} <a href="${escapeHtml(ctx.link('/auth/membership-request'))}">${escapeHtml(ctx.w('requestMembership'))}</a></span><a href="${escapeHtml(ctx.link(PATHS.admin.signIn))}">${escapeHtml(ctx.w('adminLink'))}</a></div>`
    : `<div class="id-links">${forgot}<a href="${escapeHtml(ctx.link(PATHS.member.signIn))}">${escapeHtml(ctx.w('memberLink'))}</a></div>`;
  const body = `<p class="id-intro">${escapeHtml(ctx.w(kind === 'member' ? 'signInIntro' : 'adminSignInIntro'))}</p>
${problem ? alert(problem) : ''}
${form(paths.signIn, ctx.csrf, `${hidden('return', ctx.returnTo)}
${field({ name: 'email', label: ctx.w('email'), type: 'email', value: email, autocomplete: 'username', required: true })}
${field({ name: 'password', label: ctx.w('password'), type: 'password', autocomplete: 'current-password', required: true })}`, ctx.w('signIn'))}
${links}`;
  return ctx.send(status, ctx.w(kind === 'member' ? 'signInTitle' : 'adminSignInTitle'), body);
}

export function registerSignInPages(app: FastifyInstance, { store, now, signInLimiter, credentials }: Options): void {
  for (const kind of ['member', 'admin'] as const) {
    const paths = PATHS[kind];

    app.get(paths.signIn, async (request, reply) => signInForm(pageContext(request, reply, paths.defaultReturn), kind, '', undefined, 200));

    app.post(paths.signIn, FORM_BODY, async (request, reply) => {
      const ctx = pageContext(request, reply, paths.defaultReturn);
      const email = posted(request, 'email');
      if (!csrfValid(request)) return signInForm(ctx, kind, email, ctx.w('formExpired'), 403);
      const at = now().getTime();
      const throttle = signInLimiter.take(`sign-in:${request.ip}`, at);
      if (!throttle.ok) {
        reply.header('retry-after', String(throttle.retryAfterSeconds));
        return signInForm(ctx, kind, email, ctx.w('throttled', { seconds: throttle.retryAfterSeconds }), 429);
      }
      const check = await credentials.check({ email, password: posted(request, 'password', false), clientAddress: request.ip, now: at });
      if (!check.ok && check.reason !== 'wrong') {
        reply.header('retry-after', String(check.retryAfterSeconds));
        return signInForm(ctx, kind, email, signInRefusalMessage(ctx.locale, check), 429);
      }
      if (!check.ok) return signInForm(ctx, kind, email, ctx.w('wrongCredentials'), 401);
      if (kind === 'admin' && check.account.role !== 'admin') return signInForm(ctx, kind, email, ctx.w('notAdmin'), 403);
      // Rotation: whatever session id the browser had is dropped; the signed-in session gets a fresh one.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await closeSession(store, previous);
      const token = await openSession(store, check.account.id, kind, at);
      setSessionCookie(request, reply, token, SESSION_HOURS[kind] * 3600);
      setCsrfCookie(request, reply, randomToken());
      return reply.code(303).header('cache-control', 'no-store').redirect(redirectLocation(ctx.returnTo, paths.defaultReturn), 303);
    });

    app.get(paths.signOut, async (request, reply) => {
      const ctx = pageContext(request, reply, kind === 'admin' ? PATHS.admin.signIn : '/');
      if (request.principal.kind !== 'account' || request.principal.via !== 'session') {
        return ctx.send(200, ctx.w('signOutTitle'), `${alert(ctx.w('signedOut'), 'ok')}<p><a class="id-button" href="${escapeHtml(ctx.returnTo)}">${escapeHtml(ctx.w('backToPlatform'))}</a></p>`);
      }
      const body = `<p class="id-intro">${escapeHtml(ctx.w('signOutIntro'))}</p>
${form(paths.signOut, ctx.csrf, hidden('return', ctx.returnTo), ctx.w('signOut'), `<a class="id-button secondary" href="${escapeHtml(ctx.returnTo)}">${escapeHtml(ctx.w('cancel'))}</a>`)}`;
      return ctx.send(200, ctx.w('signOutTitle'), body);
    });

    app.post(paths.signOut, FORM_BODY, async (request, reply) => signOut(request, reply, store, kind));
  }
}

async function signOut(request: FastifyRequest, reply: FastifyReply, store: Store, kind: SessionKind) {
  const fallback = kind === 'admin' ? PATHS.admin.signIn : '/';
  const ctx = pageContext(request, reply, fallback);
  if (!csrfValid(request)) {
    return ctx.send(403, ctx.w('signOutTitle'), `${alert(ctx.w('formExpired'))}${form(PATHS[kind].signOut, ctx.csrf, hidden('return', ctx.returnTo), ctx.w('signOut'))}`);
  }
  // The way back first: nothing is revoked until the answer is known to be one that can be sent.
  const location = redirectLocation(ctx.returnTo, fallback);
  const token = request.cookies[SESSION_COOKIE];
  if (token) await closeSession(store, token);
  if (request.principal.kind === 'account') await revokeTicketsOf(store, request.principal.account.id);
  clearSessionCookie(request, reply);
  setCsrfCookie(request, reply, randomToken());
  return reply.code(303).header('cache-control', 'no-store').redirect(location, 303);
}
