// Outgoing mail: through SMTP when SMTP_URL is set (e.g. smtps://user:pass@mail.example.com:465), otherwise
// written to the server log so an operator without a mail server can still pass a link on.
import nodemailer from 'nodemailer';

export interface MailMessage { to: string; subject: string; text: string }

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(env: NodeJS.ProcessEnv = process.env, log: (line: string) => void = console.log): Mailer {
  if (!env.SMTP_URL) {
    return {
      async send(message) {
        log(`mail (no SMTP_URL configured, so written here) to ${message.to}: ${message.subject}\n${message.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(env.SMTP_URL);
  const from = env.MAIL_FROM ?? 'Şeffaflık <no-reply@localhost>';
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
