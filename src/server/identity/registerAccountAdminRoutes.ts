// The administration API of accounts: a new set-password link for an account (the member's approval mail
// failed, the link expired, or the password is forgotten). Older unused links of the account stop working; the
// new one is mailed like the approval's (or logged without SMTP). The answer says whether the mail went out,
// never the link itself.
import type { FastifyInstance } from 'fastify';
import { auditActor, recordAudit } from '../audit/auditLog';
import { ApiError } from '../errors/apiError';
import { pathId } from '../http/pathId';
import { requestLocale } from '../http/requestLocale';
import type { Store } from '../store/store';
import { findAccountById } from './accounts';
import type { Mailer } from './mailer';
import { mailPasswordLink } from './passwordLinkMail';
import { replacePasswordLinks } from './passwordLinks';
import { publicBase } from './publicBase';

interface Options { store: Store; now: () => Date; mailer: Mailer; publicUrl: string | undefined; log: (line: string) => void }

export interface PasswordLinkAnswer { accountId: number; email: string; mailSent: boolean }

export function registerAccountAdminRoutes(app: FastifyInstance, { store, now, mailer, publicUrl, log }: Options): void {
  app.post<{ Params: { id: string } }>('/app-api/admin/accounts/:id/password-link', async (request): Promise<PasswordLinkAnswer> => {
    const account = await findAccountById(store, pathId(request, { tr: 'Hesap numarası bir tam sayı olmalı.', en: 'The account id must be a whole number.' }));
    if (!account) throw new ApiError(404, [{ errorCode: 'NOT_FOUND', errorMessage: requestLocale(request) === 'tr' ? 'Böyle bir hesap yok.' : 'No such account.' }]);
    const at = now().getTime();
    // The audit record says who sent a new link to whom (never the link itself), committed with the link.
    const token = await replacePasswordLinks(store, account.id, at, (tx) => recordAudit(tx, auditActor(request), at, [
      { action: 'POST /app-api/admin/accounts/:id/password-link', target: `account:${account.id}`, before: null, after: { email: account.email } },
    ]));
    const mailSent = await mailPasswordLink(mailer, log, { to: account.email, name: account.name, base: publicBase(request, publicUrl), token, reason: 'reset' });
    return { accountId: account.id, email: account.email, mailSent };
  });
}
