// What each administration route does, for the administration document: a title in both languages, the body it
// reads where it reads one, the query it reads, and whether it answers a CSV file. Keyed by method and path as the
// route is registered. A registered route missing here is still listed, with a generic body
// (adminOperations.ts), and tests/api/openApi.test.ts prints which ones are missing.
import type { LocalizedText } from '../../../schemas/report.schema';
import { MAX_DESCRIPTION, MAX_ITEMS, RANGE_TYPES } from '../administration/pageDataBodies';

type Schema = Record<string, unknown>;

export interface AdminOperationText {
  title: LocalizedText;
  /** The JSON body it reads; `{}` for calls that take an empty object. */
  body?: Schema;
  /** Query parameters it reads. */
  query?: Record<string, Schema>;
  /** The answer is a CSV file. */
  csv?: true;
}

const EMPTY = { type: 'object', additionalProperties: false, description: '{}' };
const items = (properties: Record<string, Schema>, required: string[]): Schema => ({
  type: 'object', additionalProperties: false, required: ['items'],
  properties: { items: { type: 'array', minItems: 1, maxItems: MAX_ITEMS, items: { type: 'object', additionalProperties: false, required: ['menuId', ...required], properties: { menuId: { type: 'integer' }, ...properties } } } },
});
const MENU = 'POST /administration-service/v1/menu';
const paging = { limit: { type: 'string', pattern: '^\\d{1,9}$' }, offset: { type: 'string', pattern: '^\\d{1,9}$' } };

export const adminOperationTexts: Readonly<Record<string, AdminOperationText>> = {
  [`${MENU}/get-page-data-descriptions`]: { title: { tr: 'Sayfa açıklamalarını listeler', en: 'Lists the page descriptions' }, body: EMPTY },
  [`${MENU}/update-page-data-descriptions`]: {
    title: { tr: 'Sayfa açıklamalarını değiştirir', en: 'Changes page descriptions' },
    body: items({ descriptionTr: { type: ['string', 'null'], maxLength: MAX_DESCRIPTION }, descriptionEn: { type: ['string', 'null'], maxLength: MAX_DESCRIPTION } }, []),
  },
  [`${MENU}/export-page-data-descriptions`]: { title: { tr: 'Sayfa açıklamalarını CSV olarak indirir', en: 'Downloads the page descriptions as CSV' }, body: EMPTY, csv: true },
  [`${MENU}/get-page-data-limits`]: { title: { tr: 'Veri aralığı sınırlarını listeler', en: 'Lists the data-range limits' }, body: EMPTY },
  [`${MENU}/update-page-data-limits`]: {
    title: { tr: 'Veri aralığı sınırlarını değiştirir', en: 'Changes data-range limits' },
    body: items({ rangeType: { enum: [...RANGE_TYPES.map((r) => r.rangeType), null] }, rangeMaxValue: { type: ['integer', 'null'], minimum: 1 } }, []),
  },
  [`${MENU}/export-page-data-limits`]: { title: { tr: 'Veri aralığı sınırlarını CSV olarak indirir', en: 'Downloads the data-range limits as CSV' }, body: EMPTY, csv: true },
  [`${MENU}/data-range-limit-type`]: { title: { tr: 'Sınır birimlerini (gün, ay, yıl) listeler', en: 'Lists the limit units (day, month, year)' }, body: EMPTY },
  [`${MENU}/get-page-update-date`]: { title: { tr: 'Veri güncelleme zamanlarını listeler', en: 'Lists the data update times' }, body: EMPTY },
  [`${MENU}/update-page-update-date`]: {
    title: { tr: 'Veri güncelleme zamanlarını değiştirir', en: 'Changes data update times' },
    body: items({ updateTime: { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+03:00$' } }, []),
  },
  [`${MENU}/export-page-update-date`]: { title: { tr: 'Veri güncelleme zamanlarını CSV olarak indirir', en: 'Downloads the data update times as CSV' }, body: EMPTY, csv: true },
  'GET /app-api/admin/announcements': { title: { tr: 'Duyuruları listeler', en: 'Lists the announcements' } },
  'POST /app-api/admin/announcements': { title: { tr: 'Duyuru ekler', en: 'Adds an announcement' }, body: { type: 'object' } },
  'PUT /app-api/admin/announcements/:id': { title: { tr: 'Duyuruyu değiştirir', en: 'Changes an announcement' }, body: { type: 'object' } },
  'DELETE /app-api/admin/announcements/:id': { title: { tr: 'Duyuruyu siler', en: 'Deletes an announcement' } },
  'GET /app-api/admin/page-overlays/:pageId': { title: { tr: 'Sayfanın yönetici ayarlarını okur', en: 'Reads a page\'s administrator settings' } },
  'PUT /app-api/admin/page-overlays/:pageId': { title: { tr: 'Sayfanın yönetici ayarlarını yazar', en: 'Writes a page\'s administrator settings' }, body: { type: 'object' } },
  'DELETE /app-api/admin/page-overlays/:pageId': { title: { tr: 'Sayfanın yönetici ayarlarını kaldırır', en: 'Removes a page\'s administrator settings' } },
  'GET /app-api/admin/audit-log': { title: { tr: 'İşlem kaydını listeler', en: 'Lists the audit log' }, query: { ...paging, action: { type: 'string' } } },
  'GET /app-api/admin/audit-log/export': { title: { tr: 'İşlem kaydını CSV olarak indirir', en: 'Downloads the audit log as CSV' }, query: { action: { type: 'string' } }, csv: true },
  'GET /app-api/admin/revisions': { title: { tr: 'Veri düzeltmelerini listeler', en: 'Lists the data revisions' }, query: { dataset: { type: 'string' }, limit: { type: 'string', pattern: '^\\d{1,9}$' } } },
  'GET /app-api/admin/membership-requests': { title: { tr: 'Üyelik başvurularını listeler', en: 'Lists the membership requests' }, query: { status: { type: 'string' } } },
  'POST /app-api/admin/membership-requests/:id/approve': { title: { tr: 'Üyelik başvurusunu onaylar', en: 'Approves a membership request' } },
  'POST /app-api/admin/membership-requests/:id/reject': { title: { tr: 'Üyelik başvurusunu reddeder', en: 'Rejects a membership request' } },
  'POST /app-api/admin/accounts/:id/password-link': { title: { tr: 'Hesaba parola belirleme bağlantısı gönderir', en: 'Sends an account a set-password link' } },
};
