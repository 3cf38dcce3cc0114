// The administration menu calls (/administration-service/v1/menu/…): the menu tree and its nodes
// (administration/menu/menuNodeBodies.ts) and the page-data settings (administration/pageDataBodies.ts).
import { MAX_DESCRIPTION, MAX_ITEMS, RANGE_TYPES } from '../../administration/pageDataBodies';
import { MAX_LABEL, MAX_ORDER, MAX_PAGE_NAMES, MAX_URL } from '../../administration/menu/menuNodeBodies';
import { closedObject, EMPTY, positiveId, type AdminOperationText, type Schema } from './adminOperationText';

const MENU = 'POST /administration-service/v1/menu';

const items = (properties: Record<string, Schema>, required: string[]): Schema => closedObject({
  items: { type: 'array', minItems: 1, maxItems: MAX_ITEMS, items: closedObject({ menuId: { type: 'integer' }, ...properties }, ['menuId', ...required]) },
}, ['items']);

const label: Schema = { type: 'string', minLength: 1, maxLength: MAX_LABEL, description: 'Trimmed; at least one letter or digit, no control characters.' };
const address: Schema = { type: ['string', 'null'], maxLength: MAX_URL, pattern: '^\\S+$', description: 'With externalSelf a whole http(s) address, otherwise an address of this site starting with a single "/".' };
const node = {
  parentId: { type: ['integer', 'null'], minimum: 1, description: 'The parent title; null for the top level.' },
  labelTr: label,
  labelEn: label,
  menuOrder: { type: 'integer', minimum: 0, maximum: MAX_ORDER },
  isPage: { type: 'boolean' },
  urlTr: address,
  urlEn: address,
  externalSelf: { type: 'boolean', default: false },
  nofav: { type: 'boolean', default: false },
};
const nodeRequired = ['parentId', 'labelTr', 'labelEn', 'menuOrder', 'isPage'];
const oneMenuId = closedObject({ menuId: positiveId }, ['menuId']);

export const menuTexts: Readonly<Record<string, AdminOperationText>> = {
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
  [`${MENU}/role/list`]: { title: { tr: 'Rolleri listeler', en: 'Lists the roles' }, body: EMPTY },
  [`${MENU}/tree-list`]: { title: { tr: 'Menünün tamamını ağaç olarak verir', en: 'Gives the whole menu as a tree' }, body: EMPTY },
  [`${MENU}/categorized-list`]: { title: { tr: 'Menü girişlerini ana başlıklara göre listeler', en: 'Lists the menu entries by top-level title' }, body: EMPTY },
  [`${MENU}/get-menu-for-update`]: { title: { tr: 'Bir menü girişini, taşınabileceği başlıklarla birlikte okur', en: 'Reads a menu entry with the titles it may move below' }, body: oneMenuId },
  [`${MENU}/get-menu-children`]: {
    title: { tr: 'Bir menü girişinin alt girişlerini listeler', en: 'Lists the entries below a menu entry' },
    body: closedObject({ menuId: { type: ['integer', 'null'], minimum: 1, description: 'null: the top level.' } }, ['menuId']),
  },
  [`${MENU}/add`]: { title: { tr: 'Menüye giriş ekler', en: 'Adds a menu entry' }, body: closedObject(node, nodeRequired) },
  [`${MENU}/update`]: { title: { tr: 'Menü girişini değiştirir ya da taşır', en: 'Changes or moves a menu entry' }, body: closedObject({ menuId: positiveId, ...node }, ['menuId', ...nodeRequired]) },
  [`${MENU}/remove`]: { title: { tr: 'Menü girişini altındakilerle birlikte kaldırır', en: 'Removes a menu entry with everything below it' }, body: oneMenuId },
  [`${MENU}/update-page-table-names`]: {
    title: { tr: 'Rapor sayfalarının adlarını değiştirir', en: 'Renames report pages' },
    body: closedObject({
      items: { type: 'array', minItems: 1, maxItems: MAX_PAGE_NAMES, items: closedObject({ menuId: positiveId, titleTr: label, titleEn: label }, ['menuId', 'titleTr', 'titleEn']) },
    }, ['items']),
  },
};
