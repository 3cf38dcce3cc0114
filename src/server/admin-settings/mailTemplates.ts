// Section 9015, the mail templates: the mails the platform sends, each with the placeholders it fills in. The
// built-in texts are the identity pages' words (identity/pages/identityText.ts); an administrator's template
// replaces them for that mail. The reader's language is unknown, so every mail carries both, Turkish first.
// A template naming a placeholder its mail does not fill, or leaving out one it needs (the link), is refused.
import type { Locale } from '../../engine/locale/locale';
import { identityText, type IdentityTextKey } from '../identity/pages/identityText';
import type { MailMessage } from '../identity/mailer';
import { ApiError, type ApiErrorItem } from '../errors/apiError';
import { fieldError, NOT_AN_OBJECT, objectBody, unknownFields, type Said } from './adminSettingsText';

export interface MailText { subject: string; body: string }
export interface MailTemplate { tr: MailText; en: MailText }

interface MailKind {
  /** What the mail is, for the screen. */
  label: Said;
  placeholders: readonly string[];
  /** Placeholders a template must keep (without them the mail is of no use). */
  required: readonly string[];
  /** The values a preview and a test mail fill in. */
  sample: Record<string, string | number>;
  builtIn: { subject: IdentityTextKey; body: IdentityTextKey };
}

const LOCK_SAMPLE = { name: 'Ayşe', email: 'ayse@example.com', address: '203.0.113.7', failures: 10, minutes: 15, time: '2026-11-24 10:30 UTC' };
const LINK_SAMPLE = { name: 'Ayşe', link: 'https://seffaflik.example/auth/set-password?token=ÖRNEK', days: 7 };

/** Every mail the platform sends that an administrator may word (registry: one entry per mail). */
export const MAIL_KINDS = {
  passwordApproved: {
    label: { tr: 'Üyelik onayı ve parola bağlantısı', en: 'Membership approved, with the password link' },
    placeholders: ['name', 'link', 'days'], required: ['link'], sample: LINK_SAMPLE,
    builtIn: { subject: 'mailSubject', body: 'mailBody' },
  },
  passwordReset: {
    label: { tr: 'Yeni parola bağlantısı', en: 'A new password link' },
    placeholders: ['name', 'link', 'days'], required: ['link'], sample: LINK_SAMPLE,
    builtIn: { subject: 'resetMailSubject', body: 'resetMailBody' },
  },
  signInLock: {
    label: { tr: 'Hatalı parola denemeleri (hesap sahibine)', en: 'Wrong password attempts (to the account owner)' },
    placeholders: ['name', 'email', 'address', 'failures', 'minutes', 'time'], required: [], sample: LOCK_SAMPLE,
    builtIn: { subject: 'lockMailSubject', body: 'lockMailBody' },
  },
  signInLockAdmin: {
    label: { tr: 'Yönetici hesabında hatalı parola denemeleri (diğer yöneticilere)', en: 'Wrong password attempts on an administrator account (to the other administrators)' },
    placeholders: ['name', 'email', 'address', 'failures', 'minutes', 'time'], required: [], sample: LOCK_SAMPLE,
    builtIn: { subject: 'lockAdminMailSubject', body: 'lockAdminMailBody' },
  },
} as const satisfies Record<string, MailKind>;

export type MailTemplateKind = keyof typeof MAIL_KINDS;
export const MAIL_TEMPLATE_KINDS = Object.keys(MAIL_KINDS) as MailTemplateKind[];

export function isMailTemplateKind(value: unknown): value is MailTemplateKind {
  return typeof value === 'string' && Object.hasOwn(MAIL_KINDS, value);
}

export function builtInTemplate(kind: MailTemplateKind): MailTemplate {
  const { subject, body } = MAIL_KINDS[kind].builtIn;
  return {
    tr: { subject: identityText.tr[subject], body: identityText.tr[body] },
    en: { subject: identityText.en[subject], body: identityText.en[body] },
  };
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));

/** The subject and text of one mail from its template: both languages, Turkish first. */
export function renderMail(template: MailTemplate, values: Record<string, string | number>): Pick<MailMessage, 'subject' | 'text'> {
  return {
    subject: `${fill(template.tr.subject, values)} / ${fill(template.en.subject, values)}`,
    text: `${fill(template.tr.body, values)}\n\n---\n\n${fill(template.en.body, values)}`,
  };
}

const MAX_SUBJECT = 200;
const MAX_BODY = 5_000;

/** A template for `kind`, checked whole: both languages, subject one line, every placeholder one the mail fills. */
export function parseMailTemplate(kind: MailTemplateKind, body: unknown, locale: Locale, at = 'template'): { template: MailTemplate; errors: ApiErrorItem[] } {
  const object = objectBody(body);
  if (!object) return { template: builtInTemplate(kind), errors: [fieldError(locale, at, NOT_AN_OBJECT)] };
  const errors = unknownFields(locale, object, ['tr', 'en']).map((e) => ({ ...e, errorMessage: `${at}.${e.errorMessage}` }));
  const { placeholders, required } = MAIL_KINDS[kind];
  const texts: Partial<Record<Locale, MailText>> = {};
  for (const language of ['tr', 'en'] as const) {
    const text = objectBody(object[language]);
    const subject = typeof text?.subject === 'string' ? text.subject.trim() : '';
    const mailBody = typeof text?.body === 'string' ? text.body.replace(/\r\n/g, '\n').trim() : '';
    const field = (name: string) => `${at}.${language}.${name}`;
    if (subject.length === 0 || subject.length > MAX_SUBJECT || /[\r\n]/.test(subject)) {
      errors.push(fieldError(locale, field('subject'), { tr: `Tek satırlık, en çok ${MAX_SUBJECT} karakterlik bir konu yazın.`, en: `Write a one-line subject of at most ${MAX_SUBJECT} characters.` }));
    }
    if (mailBody.length === 0 || mailBody.length > MAX_BODY) {
      errors.push(fieldError(locale, field('body'), { tr: `En çok ${MAX_BODY} karakterlik bir metin yazın.`, en: `Write a text of at most ${MAX_BODY} characters.` }));
    }
    for (const [name, text2] of [['subject', subject], ['body', mailBody]] as const) {
      const unknown = [...new Set([...text2.matchAll(/\{(\w*)\}/g)].map((m) => m[1]!))].filter((p) => !(placeholders as readonly string[]).includes(p));
      if (unknown.length > 0) {
        errors.push(fieldError(locale, field(name), {
          tr: `Bu e-posta şu yer tutucuları doldurmaz: ${unknown.map((p) => `{${p}}`).join(', ')}. Kullanılabilenler: ${placeholders.map((p) => `{${p}}`).join(', ')}.`,
          en: `This mail does not fill ${unknown.map((p) => `{${p}}`).join(', ')}. It fills: ${placeholders.map((p) => `{${p}}`).join(', ')}.`,
        }));
      }
    }
    const missing = required.filter((p) => !mailBody.includes(`{${p}}`));
    if (missing.length > 0 && mailBody.length > 0) {
      errors.push(fieldError(locale, field('body'), { tr: `Metin ${missing.map((p) => `{${p}}`).join(', ')} içermeli: o olmadan e-posta işe yaramaz.`, en: `The text must hold ${missing.map((p) => `{${p}}`).join(', ')}: without it the mail is of no use.` }));
    }
    texts[language] = { subject, body: mailBody };
  }
  return { template: { tr: texts.tr!, en: texts.en! }, errors };
}

/** The body of a template write or preview: `{ kind, template }`, template null = back to the built-in text. */
export function parseTemplateChange(body: unknown, locale: Locale, allowNull: boolean): { kind: MailTemplateKind; template: MailTemplate | null } {
  const object = objectBody(body);
  if (!object) throw new ApiError(400, [{ errorCode: 'INVALID_BODY', errorMessage: NOT_AN_OBJECT[locale] }]);
  const errors = unknownFields(locale, object, ['kind', 'template']);
  if (!isMailTemplateKind(object.kind)) {
    errors.push(fieldError(locale, 'kind', { tr: `Bilinen bir e-posta seçin: ${MAIL_TEMPLATE_KINDS.join(', ')}.`, en: `Choose a known mail: ${MAIL_TEMPLATE_KINDS.join(', ')}.` }));
    throw new ApiError(400, errors);
  }
  if (object.template === null && allowNull) {
    if (errors.length > 0) throw new ApiError(400, errors);
    return { kind: object.kind, template: null };
  }
  const parsed = parseMailTemplate(object.kind, object.template, locale);
  errors.push(...parsed.errors);
  if (errors.length > 0) throw new ApiError(400, errors);
  return { kind: object.kind, template: parsed.template };
}
