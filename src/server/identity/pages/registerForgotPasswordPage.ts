// The forgot-password page (/auth/forgot-password): an e-mail address in, a set-password link out to that
// address when it belongs to an account. The answer is the same whether it does or not, so the page does not
// tell which accounts exist; the mail leaves after the answer, so neither does its timing. Throttled per client
// address together with the sign-in attempts, since each post may send a mail.
import type { FastifyInstance } from 'fastify';
import { isValidEmail } from '../../../engine/identity/isValidEmail';
import type { Store } from '../../store/store';
import { findAccountByEmail, normalizeEmail } from '../accounts';
import type { Mailer } from '../mailer';
import { mailPasswordLink } from '../passwordLinkMail';
import { LINK_DAYS, replacePasswordLinks } from '../passwordLinks';
import { publicBase } from '../publicBase';
import type { RateLimiter } from '../rateLimiter';
import { FORM_BODY, alert, field, form, hidden } from './formParts';
import { csrfValid, pageContext, posted, type PageContext } from './pageContext';
import { escapeHtml } from './renderPage';

interface Options { store: Store; now: () => Date; signInLimiter: RateLimiter; mailer: Mailer; publicUrl: string | undefined; log: (line: string) => void }

export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';

function forgotForm(ctx: PageContext, email: string, problem: string | undefined, banner: string | undefined, status: number) {
  const body = `<p class="id-intro">${escapeHtml(ctx.w('forgotIntro'))}</p>
${banner ? alert(banner) : ''}
${form(FORGOT_PASSWORD_PATH, ctx.csrf, `${hidden('return', ctx.returnTo)}
${field({ name: 'email', label: ctx.w('email'), type: 'email', value: email, autocomplete: 'username', required: true, maxLength: 254, error: problem })}`, ctx.w('sendLink'))}
<div class="id-links"><a href="${escapeHtml(ctx.link('/auth/sign-in'))}">${escapeHtml(ctx.w('memberLink'))}</a></div>`;
  return ctx.send(status, ctx.w('forgotTitle'), body);
}

export function registerForgotPasswordPage(app: FastifyInstance, { store, now, signInLimiter, mailer, publicUrl, log }: Options): void {
  app.get(FORGOT_PASSWORD_PATH, async (request, reply) => forgotForm(pageContext(request, reply), '', undefined, undefined, 200));

  app.post(FORGOT_PASSWORD_PATH, FORM_BODY, async (request, reply) => {
    const ctx = pageContext(request, reply);
    const email = posted(request, 'email');
    if (!csrfValid(request)) return forgotForm(ctx, email, undefined, ctx.w('formExpired'), 403);
    const at = now().getTime();
    const throttle = signInLimiter.take(`sign-in:${request.ip}`, at);
    if (!throttle.ok) {
      reply.header('retry-after', String(throttle.retryAfterSeconds));
      return forgotForm(ctx, email, undefined, ctx.w('throttled', { seconds: throttle.retryAfterSeconds }), 429);
    }
    const problem = email === '' ? ctx.w('fieldRequired') : isValidEmail(email) ? undefined : ctx.w('emailInvalid');
    if (problem) return forgotForm(ctx, email, problem, ctx.w('fixErrors'), 400);
    const account = await findAccountByEmail(store, email);
    if (account) {
      const token = await replacePasswordLinks(store, account.id, at);
      // Not awaited: an SMTP round trip would make a known address answer measurably later than an unknown one.
      // mailPasswordLink never throws; a failure is logged, and the member can ask again.
      void mailPasswordLink(mailer, log, { to: account.email, name: account.name, base: publicBase(request, publicUrl), token, reason: 'reset' });
    }
    return ctx.send(200, ctx.w('forgotSentTitle'), `${alert(ctx.w('forgotSent', { email: normalizeEmail(email), days: LINK_DAYS }), 'ok')}
<p><a class="id-button" href="${escapeHtml(ctx.link('/auth/sign-in'))}">${escapeHtml(ctx.w('signIn'))}</a></p>`);
  });
}
