// Outgoing mail: through SMTP when SMTP_URL is set (e.g. smtps://user:pass@mail.example.com:465), otherwise
// written to the server log so an operator without a mail server can still pass a link on.
import nodemailer from 'nodemailer';

/** A file sent with a mail (a scheduled export: src/server/deliveries/mailSender.ts). */
export interface MailAttachment { filename: string; content: Buffer; contentType: string }

export interface MailMessage {
  to: string; subject: string; text: string; attachments?: MailAttachment[];
  /**
   * Which administrator-worded template (admin-settings/mailTemplates.ts, MAIL_KINDS) this mail is, and its values:
   * the app's mailer (admin-settings/templatedMailer.ts) then sends that template's words instead of subject/text.
   */
  template?: { kind: string; values: Record<string, string | number> };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The sender of the platform's mails when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Şeffaflık <no-reply@localhost>';

export function createMailer(env: NodeJS.ProcessEnv = process.env, log: (line: string) => void = console.log): Mailer {
  if (!env.SMTP_URL) {
    return {
      async send(message) {
        log(`mail (no SMTP_URL configured, so written here) to ${message.to}: ${message.subject}\n${message.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(env.SMTP_URL);
  const from = env.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  return {
    async send({ template: _template, ...message }) {
      await transport.sendMail({ from, ...message });
    },
  };
}
