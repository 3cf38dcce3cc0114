// When a pair (e-mail, client address) gets locked: the event is logged (e-mail and address, never a password);
// the account's owner is mailed, and for an administrator account every other administrator too, in both
// languages since the reader's is unknown. At most one round of mails per account every NOTICE_HOURS, so that
// someone with many addresses cannot turn the lock-out into a mail flood (each lock is still logged). The mails
// carry no link: without PUBLIC_URL a link would take its host from the request, which the attacker chose.
import type { Store } from '../store/store';
import type { SignInLock } from './checkCredentials';
import type { Mailer, MailMessage } from './mailer';
import { identityWords, type IdentityTextKey } from './pages/identityText';
import { LOCK_MINUTES } from './signInLockout';

export const NOTICE_HOURS = 1;

interface NoticeOptions { store: Store; mailer: Mailer; log: (line: string) => void }

function bilingualMail(to: string, subject: IdentityTextKey, body: IdentityTextKey, values: Record<string, string | number>): MailMessage {
  return {
    to,
    // An administrator's wording replaces the built-in one (admin-settings/mailTemplates.ts).
    template: { kind: subject === 'lockAdminMailSubject' ? 'signInLockAdmin' : 'signInLock', values },
    subject: `${identityWords('tr', subject)} / ${identityWords('en', subject)}`,
    text: `${identityWords('tr', body, values)}\n\n---\n\n${identityWords('en', body, values)}`,
  };
}

/** Never throws: a failed query or mail is logged, and the sign-in answer has long been sent. */
export async function noticeSignInLock({ store, mailer, log }: NoticeOptions, lock: SignInLock): Promise<void> {
  const owner = lock.account;
  log(`sign-in paused for ${LOCK_MINUTES} minutes after ${lock.failures} wrong passwords in a row: e-mail ${JSON.stringify(lock.email)} `
    + `(${owner ? `${owner.role} account ${owner.id}` : 'no such account'}) from ${lock.clientAddress}`);
  if (!owner) return;
  try {
    const [claimed] = await store.query(
      `INSERT INTO sign_in_lock_notices (email, noticed_at) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET noticed_at = excluded.noticed_at WHERE sign_in_lock_notices.noticed_at <= $3 RETURNING email`,
      [owner.email, lock.at, lock.at - NOTICE_HOURS * 3_600_000],
    );
    if (!claimed) return;
    const values = { email: owner.email, address: lock.clientAddress, failures: lock.failures, minutes: LOCK_MINUTES, time: `${new Date(lock.at).toISOString().slice(0, 16).replace('T', ' ')} UTC` };
    const mails = [bilingualMail(owner.email, 'lockMailSubject', 'lockMailBody', { ...values, name: owner.name })];
    if (owner.role === 'admin') {
      const others = await store.query("SELECT email, name FROM accounts WHERE role = 'admin' AND email <> $1 ORDER BY id", [owner.email]);
      for (const admin of others) mails.push(bilingualMail(String(admin.email), 'lockAdminMailSubject', 'lockAdminMailBody', { ...values, name: String(admin.name) }));
    }
    for (const mail of mails) {
      await mailer.send(mail).catch((error: unknown) => log(`the sign-in lock notice to ${mail.to} failed: ${(error as Error).message}`));
    }
  } catch (error) {
    log(`the sign-in lock notice for ${JSON.stringify(owner.email)} failed: ${(error as Error).message}`);
  }
}
