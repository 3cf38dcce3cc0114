// What the site shows: content pages (content-pages/contentDocumentKinds.ts, one document per :key), the
// contract versions members accept (contracts/contractInput.ts) and the screen defaults
// (screen-settings/screenSettingsInput.ts).
import { CONTENT_LIMITS as L } from '../../content-pages/contentDocumentKinds';
import { BODY_MAX, LABEL_MAX } from '../../contracts/contractInput';
import { DEFAULT_LAYOUTS, DEFAULT_THEMES, HOME_ANNOUNCEMENTS_PER_PAGE } from '../../../engine/app-api/screenSettings';
import { closedObject, istanbulTime, type AdminOperationText, type Schema } from './adminOperationText';

const CONTENT = '/app-api/admin/content/:key';
const CONTRACTS = '/app-api/admin/contracts';

/** `{ tr, en }`, each a trimmed plain text (no control characters) or allowed HTML with readable text left. */
const both = (maxLength: number, html = false): Schema => {
  const one: Schema = { type: 'string', minLength: 1, maxLength, ...(html ? { contentMediaType: 'text/html', description: 'HTML of the allow-list; anything else is removed.' } : {}) };
  return closedObject({ tr: one, en: one }, ['tr', 'en']);
};
const anchor: Schema = { type: 'string', pattern: '^[a-z][a-z0-9-]{0,59}$', description: 'Unique within the list.' };
const list = (item: Schema, minItems: number, maxItems: number): Schema => ({ type: 'array', minItems, maxItems, items: item });

/** The document PUT takes, by :key. */
const contentDocument: Schema = {
  description: 'The whole document for the page named by :key.',
  oneOf: [
    { title: 'faq', ...closedObject({ items: list(closedObject({ id: anchor, question: both(L.question), answer: both(L.answer, true) }, ['id', 'question', 'answer']), 1, L.faqItems) }, ['items']) },
    { title: 'about', ...closedObject({ lead: both(L.lead), sections: list(closedObject({ id: anchor, title: both(L.sectionTitle), body: both(L.sectionBody, true) }, ['id', 'title', 'body']), 0, L.sections) }, ['lead', 'sections']) },
    {
      title: 'regulator-decision',
      ...closedObject({
        intro: both(L.intro, true),
        items: list(closedObject({ reportId: { type: 'string', description: 'A report that has a page.' }, label: both(L.label), note: both(L.note) }, ['reportId', 'label', 'note']), 1, L.decisionItems),
      }, ['intro', 'items']),
    },
    { title: 'disclaimer', ...closedObject({ text: both(L.disclaimer, true) }, ['text']) },
    { title: 'meta', ...closedObject({ description: both(L.description), keywords: both(L.keywords) }, ['description', 'keywords']) },
  ],
};

const contractBody: Schema = { type: 'string', minLength: 1, maxLength: BODY_MAX, contentMediaType: 'text/html', description: 'HTML of the allow-list; readable text must be left once cleaned.' };
const contractDraft: Schema = closedObject({
  label: { type: 'string', minLength: 1, maxLength: LABEL_MAX, description: 'Trimmed; no control characters.' },
  bodyTr: contractBody,
  bodyEn: contractBody,
  effectiveAt: istanbulTime,
}, ['label', 'bodyTr', 'bodyEn', 'effectiveAt']);

export const siteContentTexts: Readonly<Record<string, AdminOperationText>> = {
  [`GET ${CONTENT}`]: { title: { tr: 'Bir içerik sayfasını (SSS, hakkında, kurul kararı, yasal uyarı, meta) okur', en: 'Reads a content page (FAQ, about, regulator decision, disclaimer, meta)' } },
  [`PUT ${CONTENT}`]: { title: { tr: 'Bir içerik sayfasını bütünüyle kaydeder', en: 'Saves a content page whole' }, body: contentDocument },
  [`GET ${CONTENT}/revisions`]: { title: { tr: 'İçerik sayfasının önceki sürümlerini listeler', en: 'Lists a content page\'s earlier versions' } },
  [`POST ${CONTENT}/revisions/:id/restore`]: { title: { tr: 'İçerik sayfasını önceki bir sürümüne döndürür', en: 'Puts a content page back to an earlier version' } },
  [`GET ${CONTRACTS}`]: { title: { tr: 'Kullanım koşulları sürümlerini listeler', en: 'Lists the terms-of-use versions' } },
  [`POST ${CONTRACTS}`]: { title: { tr: 'Kullanım koşullarının yeni bir taslak sürümünü ekler', en: 'Adds a new draft version of the terms of use' }, body: contractDraft },
  [`PUT ${CONTRACTS}/:id`]: { title: { tr: 'Yayımlanmamış bir koşullar sürümünü değiştirir', en: 'Changes an unpublished terms version' }, body: contractDraft },
  [`POST ${CONTRACTS}/:id/publish`]: { title: { tr: 'Koşullar sürümünü yayımlar', en: 'Publishes a terms version' } },
  [`POST ${CONTRACTS}/:id/remove`]: { title: { tr: 'Yayımlanmamış koşullar sürümünü kaldırır', en: 'Removes an unpublished terms version' } },
  [`GET ${CONTRACTS}/:id/acceptances`]: { title: { tr: 'Koşullar sürümünü kabul eden üyeleri listeler', en: 'Lists the members who accepted a terms version' } },
  'GET /app-api/admin/screen-settings': { title: { tr: 'Ekran varsayılanlarını okur', en: 'Reads the screen defaults' } },
  'PUT /app-api/admin/screen-settings': {
    title: { tr: 'Ekran varsayılanlarını (tema, rapor düzeni, sıkı tablolar, duyuru sayısı) değiştirir', en: 'Changes the screen defaults (theme, report layout, compact tables, announcements shown)' },
    body: closedObject({
      theme: { enum: [...DEFAULT_THEMES] },
      reportLayout: { enum: [...DEFAULT_LAYOUTS] },
      compactTables: { type: 'boolean' },
      homeAnnouncementsPerPage: { enum: [...HOME_ANNOUNCEMENTS_PER_PAGE] },
    }, ['theme', 'reportLayout', 'compactTables', 'homeAnnouncementsPerPage']),
  },
};
