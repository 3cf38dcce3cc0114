// Pages of a signed-in member (password change, profile) and the one-time page that sets a password from a
// mailed link (a new member's first one, or a replacement). A password change ends the account's other sessions
// and its tickets, and renews this session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Store } from '../../store/store';
import { setPasswordHash, updateProfile, type Account } from '../accounts';
import type { CredentialChecker } from '../checkCredentials';
import { SESSION_COOKIE, setSessionCookie } from '../cookies';
import { unusableCharacters } from '../formText';
import { hashPassword } from '../passwordHash';
import { findPasswordLink, usePasswordLink } from '../passwordLinks';
import { passwordProblem } from '../passwordPolicy';
import { findAccountById } from '../accounts';
import { SESSION_HOURS, closeOtherSessions, closeSession, openSession } from '../sessions';
import { signInRefusalMessage } from '../signInRefusal';
import { revokeTicketsOf } from '../tickets';
import { FORM_BODY, alert, field, form, hidden } from './formParts';
import { csrfValid, pageContext, posted, type PageContext } from './pageContext';
import { FORGOT_PASSWORD_PATH } from './registerForgotPasswordPage';
import { escapeHtml } from './renderPage';
import { signInRedirect } from './signInRedirect';

interface Options { store: Store; now: () => Date; credentials: CredentialChecker }

function signedInAccount(request: FastifyRequest): Account | undefined {
  const principal = request.principal;
  return principal.kind === 'account' && principal.via === 'session' ? principal.account : undefined;
}

type Problems = Partial<Record<'current' | 'password' | 'confirm', string>>;

function newPasswordFields(ctx: PageContext, problems: Problems): string {
  return `${field({ name: 'password', label: ctx.w('newPassword'), type: 'password', hint: ctx.w('newPasswordHint'), autocomplete: 'new-password', required: true, error: problems.password })}
${field({ name: 'confirm', label: ctx.w('confirmPassword'), type: 'password', autocomplete: 'new-password', required: true, error: problems.confirm })}`;
}

function checkNewPassword(ctx: PageContext, request: FastifyRequest, email: string): Problems {
  const password = posted(request, 'password', false);
  const problem = passwordProblem(password, email, ctx.locale);
  if (problem) return { password: problem };
  if (password !== posted(request, 'confirm', false)) return { confirm: ctx.w('passwordsDiffer') };
  return {};
}

export function registerAccountPages(app: FastifyInstance, { store, now, credentials }: Options): void {
  const passwordPage = (ctx: PageContext, problems: Problems, banner: string | undefined, status: number) =>
    ctx.send(status, ctx.w('passwordTitle'), `<p class="id-intro">${escapeHtml(ctx.w('passwordIntro'))}</p>
${banner ? alert(banner, status < 300 ? 'ok' : 'error') : ''}
${form('/auth/password', ctx.csrf, `${hidden('return', ctx.returnTo)}
${field({ name: 'current', label: ctx.w('currentPassword'), type: 'password', autocomplete: 'current-password', required: true, error: problems.current })}
${newPasswordFields(ctx, problems)}`, ctx.w('savePassword'), `<a class="id-button secondary" href="${escapeHtml(ctx.returnTo)}">${escapeHtml(ctx.w('backToPlatform'))}</a>`)}`);

  app.get('/auth/password', async (request, reply) => {
    if (!signedInAccount(request)) return signInRedirect(request, reply, '/auth/password');
    return passwordPage(pageContext(request, reply), {}, undefined, 200);
  });

  app.post('/auth/password', FORM_BODY, async (request, reply) => {
    const account = signedInAccount(request);
    if (!account) return signInRedirect(request, reply, '/auth/password');
    const ctx = pageContext(request, reply);
    if (!csrfValid(request)) return passwordPage(ctx, {}, ctx.w('formExpired'), 403);
    const at = now().getTime();
    // The current password goes through the same lock-out as a sign-in: a borrowed session is no way to guess it.
    const current = await credentials.check({ email: account.email, password: posted(request, 'current', false), clientAddress: request.ip, now: at });
    if (!current.ok && current.reason !== 'wrong') {
      reply.header('retry-after', String(current.retryAfterSeconds));
      return passwordPage(ctx, { current: signInRefusalMessage(ctx.locale, current) }, ctx.w('fixErrors'), 429);
    }
    if (!current.ok) return passwordPage(ctx, { current: ctx.w('currentPasswordWrong') }, ctx.w('fixErrors'), 400);
    const problems = checkNewPassword(ctx, request, account.email);
    if (Object.keys(problems).length > 0) return passwordPage(ctx, problems, ctx.w('fixErrors'), 400);
    await setPasswordHash(store, account.id, await hashPassword(posted(request, 'password', false)));
    await revokeTicketsOf(store, account.id);
    await closeOtherSessions(store, account.id, undefined);
    const old = request.cookies[SESSION_COOKIE];
    if (old) await closeSession(store, old);
    const kind = request.principal.kind === 'account' && request.principal.via === 'session' ? request.principal.session.kind : 'member';
    setSessionCookie(request, reply, await openSession(store, account.id, kind, at), SESSION_HOURS[kind] * 3600);
    return passwordPage(ctx, {}, ctx.w('passwordChanged'), 200);
  });

  const profilePage = (ctx: PageContext, account: Account, values: { name: string; surname: string; organization: string }, problems: Record<string, string>, banner: string | undefined, status: number) =>
    ctx.send(status, ctx.w('profileTitle'), `<p class="id-intro">${escapeHtml(ctx.w('profileIntro'))}</p>
${banner ? alert(banner, status < 300 ? 'ok' : 'error') : ''}
<p><strong>${escapeHtml(ctx.w('email'))}:</strong> ${escapeHtml(account.email)}</p>
${form('/auth/profile', ctx.csrf, `${hidden('return', ctx.returnTo)}
${field({ name: 'name', label: ctx.w('name'), value: values.name, autocomplete: 'given-name', required: true, maxLength: 100, error: problems.name })}
${field({ name: 'surname', label: ctx.w('surname'), value: values.surname, autocomplete: 'family-name', required: true, maxLength: 100, error: problems.surname })}
${field({ name: 'organization', label: ctx.w('organization'), value: values.organization, autocomplete: 'organization', required: true, maxLength: 200, error: problems.organization })}`, ctx.w('saveProfile'), `<a class="id-button secondary" href="${escapeHtml(ctx.returnTo)}">${escapeHtml(ctx.w('backToPlatform'))}</a>`)}
<div class="id-links"><a href="${escapeHtml(ctx.link('/auth/password'))}">${escapeHtml(ctx.w('changePassword'))}</a></div>`);

  app.get('/auth/profile', async (request, reply) => {
    const account = signedInAccount(request);
    if (!account) return signInRedirect(request, reply, '/auth/profile');
    return profilePage(pageContext(request, reply), account, account, {}, undefined, 200);
  });

  app.post('/auth/profile', FORM_BODY, async (request, reply) => {
    const account = signedInAccount(request);
    if (!account) return signInRedirect(request, reply, '/auth/profile');
    const ctx = pageContext(request, reply);
    const values = { name: posted(request, 'name'), surname: posted(request, 'surname'), organization: posted(request, 'organization') };
    if (!csrfValid(request)) return profilePage(ctx, account, values, {}, ctx.w('formExpired'), 403);
    const limits = { name: 100, surname: 100, organization: 200 } as const;
    const problems: Record<string, string> = {};
    for (const [name, max] of Object.entries(limits)) {
      const value = values[name as keyof typeof values];
      if (value === '') problems[name] = ctx.w('fieldRequired');
      else if (value.length > max) problems[name] = ctx.w('fieldTooLong', { max });
      else if (unusableCharacters(value)) problems[name] = ctx.w('fieldBadCharacters');
    }
    if (Object.keys(problems).length > 0) return profilePage(ctx, account, values, problems, ctx.w('fixErrors'), 400);
    await updateProfile(store, account.id, values);
    return profilePage(ctx, account, values, {}, ctx.w('profileSaved'), 200);
  });

  const setPasswordPage = async (ctx: PageContext, token: string, problems: Problems, banner: string | undefined, status: number) => {
    const accountId = await findPasswordLink(store, token, now().getTime());
    const account = accountId === undefined ? undefined : await findAccountById(store, accountId);
    if (!account) {
      return ctx.send(400, ctx.w('setPasswordTitle'), `${alert(ctx.w('linkInvalid'))}<p><a class="id-button" href="${FORGOT_PASSWORD_PATH}">${escapeHtml(ctx.w('requestNewLink'))}</a></p>
<div class="id-links"><a href="/auth/sign-in">${escapeHtml(ctx.w('memberLink'))}</a></div>`);
    }
    // A new member chooses a first password; anyone else came through a new link and replaces theirs.
    const intro = account.passwordHash === null ? 'setPasswordIntro' : 'resetPasswordIntro';
    return ctx.send(status, ctx.w('setPasswordTitle'), `<p class="id-intro">${escapeHtml(ctx.w(intro, { email: account.email }))}</p>
${banner ? alert(banner) : ''}
${form('/auth/set-password', ctx.csrf, `${hidden('token', token)}
<input type="text" name="username" value="${escapeHtml(account.email)}" autocomplete="username" hidden>
${newPasswordFields(ctx, problems)}`, ctx.w('savePassword'))}`);
  };

  app.get<{ Querystring: { token?: string } }>('/auth/set-password', async (request, reply) =>
    setPasswordPage(pageContext(request, reply), String(request.query.token ?? ''), {}, undefined, 200));

  app.post('/auth/set-password', FORM_BODY, async (request, reply) => {
    const ctx = pageContext(request, reply);
    const token = posted(request, 'token');
    if (!csrfValid(request)) return setPasswordPage(ctx, token, {}, ctx.w('formExpired'), 403);
    const at = now().getTime();
    const accountId = await findPasswordLink(store, token, at);
    const account = accountId === undefined ? undefined : await findAccountById(store, accountId);
    if (!account) return setPasswordPage(ctx, token, {}, undefined, 400);
    const problems = checkNewPassword(ctx, request, account.email);
    if (Object.keys(problems).length > 0) return setPasswordPage(ctx, token, problems, ctx.w('fixErrors'), 400);
    const hash = await hashPassword(posted(request, 'password', false));
    const used = await store.transaction(async (tx) => {
      if (!(await usePasswordLink(tx, token, at))) return false;
      await setPasswordHash(tx, account.id, hash);
      return true;
    });
    if (!used) return setPasswordPage(ctx, token, {}, undefined, 400);
    await revokeTicketsOf(store, account.id);
    await closeOtherSessions(store, account.id, undefined);
    return ctx.send(200, ctx.w('setPasswordTitle'), `${alert(ctx.w('passwordSet'), 'ok')}<p><a class="id-button" href="/auth/sign-in">${escapeHtml(ctx.w('signIn'))}</a></p>`);
  });
}
