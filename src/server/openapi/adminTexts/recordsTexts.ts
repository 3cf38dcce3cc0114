// Announcements (announcements/announcementInput.ts), page overlays (page-settings/registerPageSettingsRoutes.ts),
// the audit log, data revisions, membership requests and account links (identity/).
import { localizedText, spanLimit } from '../../../../schemas/report.schema';
import { ANNOUNCEMENT_IMPORTANCE, BODY_MAX } from '../../announcements/announcementInput';
import { ANNOUNCEMENT_KINDS, WORKSHOP_PROPERTIES } from '../../announcements/workshopInput';
import { closedObject, istanbulTime, nullableIstanbulTime, type AdminOperationText, type Schema } from './adminOperationText';

const paging = { limit: { type: 'string', pattern: '^\\d{1,9}$', description: '1–500, default 50.' }, offset: { type: 'string', pattern: '^\\d{1,9}$' } };
const auditFilters = {
  action: { type: 'string', pattern: '^[A-Za-z0-9 /:_.-]{1,120}$', description: 'The call name an entry records.' },
  account: { type: 'string', maxLength: 120, description: 'Part of the account\'s e-mail, its number or the target; no control characters.' },
};

const text = (maxLength: number): Schema => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' });
/** What POST and PUT of an announcement read; a workshop also carries its event (startsAt, endsAt…). */
const announcement: Schema = closedObject({
  titleTr: text(200), titleEn: text(200),
  bodyTr: { ...text(BODY_MAX), contentMediaType: 'text/html', description: 'HTML of the allow-list; readable text must be left once cleaned.' },
  bodyEn: { ...text(BODY_MAX), contentMediaType: 'text/html', description: 'HTML of the allow-list; readable text must be left once cleaned.' },
  sticky: { type: 'boolean' },
  draft: { type: 'boolean', description: 'Kept from readers; default false.' },
  importance: { enum: [...ANNOUNCEMENT_IMPORTANCE] },
  publishedAt: { ...istanbulTime, description: 'Absent: now (add) or unchanged (change).' },
  visibleUntil: { ...nullableIstanbulTime, description: 'After publishedAt.' },
  kind: { enum: [...ANNOUNCEMENT_KINDS] },
  ...WORKSHOP_PROPERTIES,
}, ['titleTr', 'titleEn', 'bodyTr', 'bodyEn']);

export const recordsTexts: Readonly<Record<string, AdminOperationText>> = {
  'GET /app-api/admin/announcements': { title: { tr: 'Duyuruları listeler', en: 'Lists the announcements' } },
  'POST /app-api/admin/announcements': { title: { tr: 'Duyuru ekler', en: 'Adds an announcement' }, body: announcement },
  'PUT /app-api/admin/announcements/:id': { title: { tr: 'Duyuruyu değiştirir', en: 'Changes an announcement' }, body: announcement },
  'DELETE /app-api/admin/announcements/:id': { title: { tr: 'Duyuruyu siler', en: 'Deletes an announcement' } },
  'GET /app-api/admin/page-overlays/:pageId': { title: { tr: 'Sayfanın yönetici ayarlarını okur', en: 'Reads a page\'s administrator settings' } },
  'PUT /app-api/admin/page-overlays/:pageId': {
    title: { tr: 'Sayfanın yönetici ayarlarını yazar', en: 'Writes a page\'s administrator settings' },
    body: closedObject({ description: localizedText, keywords: localizedText, maxSpan: spanLimit, updateTime: istanbulTime }),
  },
  'DELETE /app-api/admin/page-overlays/:pageId': { title: { tr: 'Sayfanın yönetici ayarlarını kaldırır', en: 'Removes a page\'s administrator settings' } },
  'GET /app-api/admin/audit-log': { title: { tr: 'İşlem kaydını listeler', en: 'Lists the audit log' }, query: { ...paging, ...auditFilters } },
  'GET /app-api/admin/audit-log/export': { title: { tr: 'İşlem kaydını CSV olarak indirir', en: 'Downloads the audit log as CSV' }, query: auditFilters, csv: true },
  'GET /app-api/admin/revisions': {
    title: { tr: 'Veri düzeltmelerini listeler', en: 'Lists the data revisions' },
    query: { dataset: { type: 'string', description: 'A dataset id.' }, limit: { type: 'string', pattern: '^\\d{1,9}$', description: '1–1000, default 100.' } },
  },
  'GET /app-api/admin/membership-requests': { title: { tr: 'Üyelik başvurularını listeler', en: 'Lists the membership requests' }, query: { status: { enum: ['pending', 'approved', 'rejected'] } } },
  'POST /app-api/admin/membership-requests/:id/approve': { title: { tr: 'Üyelik başvurusunu onaylar', en: 'Approves a membership request' } },
  'POST /app-api/admin/membership-requests/:id/reject': {
    title: { tr: 'Üyelik başvurusunu gerekçesiyle reddeder', en: 'Rejects a membership request, giving the reason' },
    body: closedObject({ reason: { type: 'string', minLength: 1, maxLength: 500, description: 'Trimmed; not blank.' } }, ['reason']),
  },
  'POST /app-api/admin/accounts/:id/password-link': { title: { tr: 'Hesaba parola belirleme bağlantısı gönderir', en: 'Sends an account a set-password link' } },
};
