// The mail that carries a set-password link: after an approval, or when a new link is issued (by an
// administrator or from the forgot-password page). The reader's language is unknown, so it says everything in
// both. A failed mail is logged (without the link) and reported as false, never thrown: the link is already
// stored, and a new one can be asked for.
import type { Mailer } from './mailer';
import { identityWords } from './pages/identityText';
import { LINK_DAYS } from './passwordLinks';

export interface PasswordLinkMail {
  to: string;
  name: string;
  /** The site's address (publicBase) and the link's token. */
  base: string;
  token: string;
  reason: 'approved' | 'reset';
}

export function setPasswordUrl(base: string, token: string): string {
  return `${base}/auth/set-password?token=${token}`;
}

export async function mailPasswordLink(mailer: Mailer, log: (line: string) => void, mail: PasswordLinkMail): Promise<boolean> {
  const [subject, body] = mail.reason === 'approved' ? (['mailSubject', 'mailBody'] as const) : (['resetMailSubject', 'resetMailBody'] as const);
  const values = { name: mail.name, link: setPasswordUrl(mail.base, mail.token), days: LINK_DAYS };
  try {
    await mailer.send({
      to: mail.to,
      subject: `${identityWords('tr', subject)} / ${identityWords('en', subject)}`,
      text: `${identityWords('tr', body, values)}\n\n---\n\n${identityWords('en', body, values)}`,
      // An administrator's wording replaces the built-in one (admin-settings/mailTemplates.ts).
      template: { kind: mail.reason === 'approved' ? 'passwordApproved' : 'passwordReset', values },
    });
    return true;
  } catch (error) {
    log(`the password link mail to ${mail.to} failed: ${(error as Error).message}`);
    return false;
  }
}
