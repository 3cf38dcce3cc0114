// Sections 9010 (process parameters), 9011 (configuration parameters) and 9015 (mail: templates, preview, a
// test mail). Administrator sessions only; every write checked whole (400, one error per field, nothing
// written), then stored with its audit record in one transaction (platformSettings.ts). Shapes: ../API.md,
// "Administration settings: process, configuration and mail".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_PUBLICATION_TIMES } from '../../engine/request/publicationTimes';
import { auditActor, istanbulTime, recordAudit } from '../audit/auditLog';
import { ApiError } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import type { Mailer } from '../identity/mailer';
import { fieldError, NOT_AN_OBJECT, objectBody, unknownFields, type Said } from './adminSettingsText';
import { parseConfiguration } from './configurationParameters';
import { builtInTemplate, MAIL_KINDS, MAIL_TEMPLATE_KINDS, parseTemplateChange, renderMail, type MailTemplateKind } from './mailTemplates';
import { CONFIGURATION_SECTION, PROCESS_SECTION, templateSection, type PlatformSettings, type SettingStamp } from './platformSettings';
import { parseProcessParameters, toProcessParameters } from './processParameters';
import { createTestMailLimiter, TEST_MAILS_PER_WINDOW, TEST_MAIL_WINDOW_MINUTES } from './testMailLimiter';

const BASE = '/administration-service/v1/settings';
export const PROCESS_PARAMETERS_URL = `${BASE}/process-parameters`;
export const CONFIGURATION_PARAMETERS_URL = `${BASE}/configuration-parameters`;
export const MAIL_SETTINGS_URL = `${BASE}/mail-settings`;
export const MAIL_TEMPLATES_URL = `${BASE}/mail-templates`;
export const TEST_MAIL_URL = `${BASE}/mail-test`;

const ADMIN = { config: { access: 'admin' } } as const;
/** Writes read a JSON body only (http/bodyContentType.ts): a form or text body is a 415 before it is read. */
const ADMIN_JSON = { config: { access: 'admin', body: 'json' } } as const;

export interface MailTransport {
  /** A real transport: SMTP_URL, or a mailer handed in by the host. Without one mails go to the server log. */
  configured: boolean;
  /** MAIL_FROM (an address, never a secret). */
  from: string;
}

export interface PlatformSettingsRouteOptions { settings: PlatformSettings; now: () => Date; mailer: Mailer; mailTransport: MailTransport }

const stampOf = (stamp: SettingStamp | null) => (stamp ? { updatedAt: istanbulTime(stamp.updatedAt), updatedBy: stamp.updatedBy } : { updatedAt: null, updatedBy: null });

const NO_TRANSPORT: Said = {
  tr: 'Bir e-posta sunucusu tanımlı değil (SMTP_URL): e-postalar gönderilmiyor, sunucu kaydına yazılıyor. Deneme e-postası gönderilmedi.',
  en: 'No mail server is configured (SMTP_URL): mails are not sent but written to the server log. No test mail was sent.',
};

export function registerPlatformSettingsRoutes(app: FastifyInstance, { settings, now, mailer, mailTransport }: PlatformSettingsRouteOptions): void {
  const processAnswer = () => ({
    values: toProcessParameters(settings.publicationTimes()), defaults: toProcessParameters(DEFAULT_PUBLICATION_TIMES), ...stampOf(settings.stamp(PROCESS_SECTION)),
  });
  const configurationAnswer = () => ({ values: settings.configuration(), startUp: settings.startUpConfiguration(), ...stampOf(settings.stamp(CONFIGURATION_SECTION)) });
  const templateAnswer = (kind: MailTemplateKind) => {
    const { label, placeholders, required, sample } = MAIL_KINDS[kind];
    return {
      kind, label, placeholders, required, sample, worded: settings.isWorded(kind),
      template: settings.mailTemplate(kind), builtIn: builtInTemplate(kind), ...stampOf(settings.stamp(templateSection(kind))),
    };
  };

  app.get(PROCESS_PARAMETERS_URL, ADMIN, async () => processAnswer());
  app.post(`${PROCESS_PARAMETERS_URL}/update`, ADMIN_JSON, async (request) => {
    const times = parseProcessParameters(request.body, requestLocale(request));
    await audited(request, PROCESS_SECTION, `POST ${PROCESS_PARAMETERS_URL}/update`, toProcessParameters(settings.publicationTimes()), times, toProcessParameters(times));
    return processAnswer();
  });

  app.get(CONFIGURATION_PARAMETERS_URL, ADMIN, async () => configurationAnswer());
  app.post(`${CONFIGURATION_PARAMETERS_URL}/update`, ADMIN_JSON, async (request) => {
    const configuration = parseConfiguration(request.body, requestLocale(request));
    await audited(request, CONFIGURATION_SECTION, `POST ${CONFIGURATION_PARAMETERS_URL}/update`, settings.configuration(), configuration, configuration);
    return configurationAnswer();
  });

  app.get(MAIL_SETTINGS_URL, ADMIN, async () => ({
    transport: { configured: mailTransport.configured, from: mailTransport.from },
    sms: false,
    testMails: { perWindow: TEST_MAILS_PER_WINDOW, windowMinutes: TEST_MAIL_WINDOW_MINUTES },
    templates: MAIL_TEMPLATE_KINDS.map(templateAnswer),
  }));
  app.post(`${MAIL_TEMPLATES_URL}/update`, ADMIN_JSON, async (request) => {
    const { kind, template } = parseTemplateChange(request.body, requestLocale(request), true);
    const before = settings.isWorded(kind) ? settings.mailTemplate(kind) : null;
    await audited(request, templateSection(kind), `POST ${MAIL_TEMPLATES_URL}/update`, before, template, template);
    return templateAnswer(kind);
  });
  app.post(`${MAIL_TEMPLATES_URL}/preview`, ADMIN_JSON, async (request) => {
    const { kind, template } = parseTemplateChange(request.body, requestLocale(request), false);
    return { kind, values: MAIL_KINDS[kind].sample, ...renderMail(template!, MAIL_KINDS[kind].sample) };
  });

  const limiter = createTestMailLimiter();
  app.post(TEST_MAIL_URL, ADMIN_JSON, async (request) => {
    const locale = requestLocale(request);
    const object = objectBody(request.body);
    if (!object) throw new ApiError(400, [{ errorCode: 'INVALID_BODY', errorMessage: NOT_AN_OBJECT[locale] }]);
    const errors = unknownFields(locale, object, ['to']);
    const to = typeof object.to === 'string' ? object.to.trim() : '';
    if (!/^[^\s@<>,;"]{1,64}@[^\s@<>,;"]+\.[^\s@<>,;"]{2,}$/.test(to) || to.length > 254) {
      errors.push(fieldError(locale, 'to', { tr: 'Geçerli bir e-posta adresi yazın.', en: 'Write a valid e-mail address.' }));
    }
    if (errors.length > 0) throw new ApiError(400, errors);
    if (!mailTransport.configured) throw new ApiError(409, [{ errorCode: 'NO_MAIL_TRANSPORT', errorMessage: NO_TRANSPORT[locale] }]);
    const actor = auditActor(request);
    const at = now().getTime();
    const wait = limiter.take(actor.accountId, at);
    if (wait > 0) {
      throw new ApiError(429, [{ errorCode: 'TOO_MANY_TEST_MAILS', errorMessage: locale === 'tr'
        ? `En çok ${TEST_MAIL_WINDOW_MINUTES} dakikada ${TEST_MAILS_PER_WINDOW} deneme e-postası gönderilebilir; ${Math.ceil(wait / 60_000)} dakika sonra yeniden deneyin.`
        : `At most ${TEST_MAILS_PER_WINDOW} test mails every ${TEST_MAIL_WINDOW_MINUTES} minutes; try again in ${Math.ceil(wait / 60_000)} minutes.` }]);
    }
    try {
      await mailer.send({
        to,
        subject: 'Şeffaflık: deneme e-postası / test mail',
        text: `Bu, ${actor.email} tarafından Yönetim Ayarları > SMS ve E-posta ekranından istenen bir deneme e-postasıdır (${istanbulTime(at)}).\n\n---\n\n`
          + `This is a test mail asked for by ${actor.email} on Admin Settings > SMS and E-mail (${istanbulTime(at)}).`,
      });
    } catch (error) {
      await settingsAudit(request, at, 'mail-test', null, { to, sent: false });
      throw new ApiError(502, [{ errorCode: 'MAIL_FAILED', errorMessage: locale === 'tr'
        ? `E-posta sunucusu gönderimi reddetti: ${(error as Error).message.slice(0, 200)}`
        : `The mail server refused the mail: ${(error as Error).message.slice(0, 200)}` }]);
    }
    await settingsAudit(request, at, 'mail-test', null, { to, sent: true });
    return { sent: true, to };
  });

  /** One write: the section stored (or removed, value null) with its audit record, in one transaction. */
  async function audited(request: FastifyRequest, section: string, action: string, before: unknown, value: unknown, after: unknown): Promise<void> {
    const actor = auditActor(request);
    const at = now().getTime();
    await settings.write(section, value, actor.email, at, (tx) => recordAudit(tx, actor, at, [{ action, target: `setting:${section}`, before, after }]));
  }

  /** The test mail writes nothing but its audit record. */
  async function settingsAudit(request: FastifyRequest, at: number, section: string, before: unknown, after: unknown): Promise<void> {
    const actor = auditActor(request);
    await settings.audit((tx) => recordAudit(tx, actor, at, [{ action: `POST ${TEST_MAIL_URL}`, target: `setting:${section}`, before, after }]));
  }
}
