// The app's mailer (app.ts): a mail that names its template (MailMessage.template) goes out in the words an
// administrator gave that template (section 9015), read at sending time, so a saved template applies to the
// next mail without a restart. A mail whose template nobody has worded keeps the subject and text it came with.
import type { Mailer } from '../identity/mailer';
import { isMailTemplateKind, renderMail } from './mailTemplates';
import type { PlatformSettings } from './platformSettings';

export function templatedMailer(mailer: Mailer, settings: PlatformSettings): Mailer {
  return {
    async send({ template, ...message }) {
      if (!template || !isMailTemplateKind(template.kind) || !settings.isWorded(template.kind)) return mailer.send(message);
      return mailer.send({ ...message, ...renderMail(settings.mailTemplate(template.kind), template.values) });
    },
  };
}
