// The platform settings (admin-settings/): process parameters, configuration parameters, mail settings and
// templates, the platform facts, system access (accounts) and blocked addresses.
import { MAX_REASON } from '../../admin-settings/blockedAddressInput';
import { MAX_SOCIAL_LINKS } from '../../admin-settings/configurationParameters';
import { MAIL_TEMPLATE_KINDS } from '../../admin-settings/mailTemplates';
import { closedObject, nullableIstanbulTime, type AdminOperationText, type Schema } from './adminOperationText';

const SETTINGS = '/administration-service/v1/settings';
const ACCOUNTS = '/app-api/admin/settings/accounts';
const BLOCKED = '/app-api/admin/settings/blocked-addresses';

const clock: Schema = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:MM, Istanbul time.' };
const httpsAddress: Schema = { type: 'string', maxLength: 500, pattern: '^https://\\S+$' };
/** One language of a mail template: a one-line subject and the text; placeholders only those the mail fills. */
const mailText: Schema = {
  type: 'object', required: ['subject', 'body'],
  properties: { subject: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^\\r\\n]*$' }, body: { type: 'string', minLength: 1, maxLength: 5000 } },
};
const template: Schema = closedObject({ tr: mailText, en: mailText }, ['tr', 'en']);
const kind: Schema = { enum: [...MAIL_TEMPLATE_KINDS] };

export const platformSettingsTexts: Readonly<Record<string, AdminOperationText>> = {
  [`GET ${SETTINGS}/process-parameters`]: { title: { tr: 'Süreç parametrelerini (yayım saatleri, uzlaştırma günü) okur', en: 'Reads the process parameters (publication times, settlement day)' } },
  [`POST ${SETTINGS}/process-parameters/update`]: {
    title: { tr: 'Süreç parametrelerini değiştirir', en: 'Changes the process parameters' },
    body: closedObject({
      interimTime: clock,
      finalTime: { ...clock, description: 'HH:MM, Istanbul time; after interimTime.' },
      sessionCloseTime: clock,
      settlementDay: { type: 'integer', minimum: 1, maximum: 28 },
    }, ['interimTime', 'finalTime', 'sessionCloseTime', 'settlementDay']),
  },
  [`GET ${SETTINGS}/configuration-parameters`]: { title: { tr: 'Yapılandırma parametrelerini okur', en: 'Reads the configuration parameters' } },
  [`POST ${SETTINGS}/configuration-parameters/update`]: {
    title: { tr: 'Yapılandırma parametrelerini (yardım masası, sosyal bağlantılar, açık veri) değiştirir', en: 'Changes the configuration parameters (help desk, social links, public data)' },
    body: closedObject({
      helpDesk: { type: 'string', maxLength: 500, pattern: '^(/(?![/\\\\])\\S*|https://\\S+)$', description: 'A page of this site (starting with a single /) or an https:// address.' },
      social: {
        type: 'array', maxItems: MAX_SOCIAL_LINKS,
        items: { type: 'object', required: ['network', 'url'], properties: { network: { type: 'string', minLength: 1, maxLength: 40, description: 'Trimmed; unique in the list, case aside.' }, url: httpsAddress } },
      },
      publicData: { type: 'boolean' },
    }, ['helpDesk', 'social', 'publicData']),
  },
  [`GET ${SETTINGS}/mail-settings`]: { title: { tr: 'E-posta ayarlarını ve şablonlarını okur', en: 'Reads the mail settings and templates' } },
  [`POST ${SETTINGS}/mail-templates/update`]: {
    title: { tr: 'Bir e-posta şablonunu değiştirir ya da hazır metne döndürür', en: 'Changes a mail template or puts back the built-in text' },
    body: closedObject({ kind, template: { oneOf: [template, { type: 'null', description: 'Back to the built-in text.' }] } }, ['kind', 'template']),
  },
  [`POST ${SETTINGS}/mail-templates/preview`]: {
    title: { tr: 'Bir e-posta şablonunu örnek değerlerle gösterir', en: 'Shows a mail template filled with sample values' },
    body: closedObject({ kind, template }, ['kind', 'template']),
  },
  [`POST ${SETTINGS}/mail-test`]: {
    title: { tr: 'Deneme e-postası gönderir', en: 'Sends a test mail' },
    body: closedObject({ to: { type: 'string', maxLength: 254, pattern: '^\\s*[^\\s@<>,;"]{1,64}@[^\\s@<>,;"]+\\.[^\\s@<>,;"]{2,}\\s*$', description: 'An e-mail address.' } }, ['to']),
  },
  [`GET ${SETTINGS}/platform-facts`]: { title: { tr: 'Platformun sürüm ve çalışma bilgilerini verir', en: 'Gives the platform\'s version and running facts' } },
  [`GET ${ACCOUNTS}`]: {
    title: { tr: 'Hesapları listeler (en çok 200)', en: 'Lists the accounts (at most 200)' },
    query: {
      search: { type: 'string', maxLength: 200, description: 'Part of the address or name; no control characters.' },
      role: { enum: ['member', 'admin'] },
      status: { enum: ['active', 'disabled'] },
    },
  },
  [`POST ${ACCOUNTS}/:id/role`]: { title: { tr: 'Hesabın rolünü değiştirir', en: 'Changes an account\'s role' }, body: closedObject({ role: { enum: ['member', 'admin'] } }, ['role']) },
  [`POST ${ACCOUNTS}/:id/disable`]: { title: { tr: 'Hesabı kapatır', en: 'Disables an account' } },
  [`POST ${ACCOUNTS}/:id/enable`]: { title: { tr: 'Kapalı hesabı yeniden açar', en: 'Enables a disabled account' } },
  [`POST ${ACCOUNTS}/:id/revoke-sessions`]: { title: { tr: 'Hesabın bütün oturumlarını sonlandırır', en: 'Ends all of an account\'s sessions' } },
  [`GET ${BLOCKED}`]: { title: { tr: 'Engelli IP adreslerini ve çağıranın adresini listeler', en: 'Lists the blocked IP addresses and the caller\'s own address' } },
  [`POST ${BLOCKED}`]: {
    title: { tr: 'Bir IP adresini ya da aralığını engeller', en: 'Blocks an IP address or range' },
    body: closedObject({
      range: { type: 'string', maxLength: 100, description: 'An IPv4 or IPv6 address or CIDR range, its first address (e.g. 192.0.2.0/24); not loopback, not the caller\'s own address, not already blocked.' },
      reason: { type: 'string', minLength: 1, maxLength: MAX_REASON, description: 'Trimmed; no control characters.' },
      expiresAt: { ...nullableIstanbulTime, description: 'In the future; absent or null: never expires.' },
    }, ['range', 'reason']),
  },
  [`POST ${BLOCKED}/:id/remove`]: { title: { tr: 'IP engelini kaldırır', en: 'Removes an IP block' } },
};
