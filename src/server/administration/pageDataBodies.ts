// Whole-body checks of the page-data writes: every item is checked and every fault reported (400, one error per
// field at fault, named by its path such as `items[2].rangeMaxValue`), and nothing is written unless all pass.
import type { ApiErrorItem } from '../errors/apiError';
import type { ReportPageDescriptor } from '../../../schemas/report.schema';
import { fromRangeType, type PageOverlay } from '../page-settings/pageOverlays';
import type { RangeType } from './pageDataRows';

export const MAX_ITEMS = 1000;
export const MAX_DESCRIPTION = 2000;
/** The longest limit each unit may be given: ten years, whichever the unit. */
export const RANGE_TYPES: readonly { rangeType: RangeType; nameTr: string; nameEn: string; maxValue: number }[] = [
  { rangeType: 'GUN', nameTr: 'Gün', nameEn: 'Day', maxValue: 3660 },
  { rangeType: 'AY', nameTr: 'Ay', nameEn: 'Month', maxValue: 120 },
  { rangeType: 'YIL', nameTr: 'Yıl', nameEn: 'Year', maxValue: 10 },
];
const ISTANBUL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\+03:00$/;

type Locale = 'tr' | 'en';
type Say = (field: string, tr: string, en: string) => void;

export type Checked<T> = { ok: true; items: T[] } | { ok: false; errors: ApiErrorItem[] };

export interface DescriptionChange { menuId: number; description: { tr: string; en: string } | null }
export interface LimitChange { menuId: number; maxSpan: { unit: 'day' | 'month' | 'year'; value: number } | null }
export interface UpdateTimeChange { menuId: number; updateTime: string | null }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `items` list, each item an object with only the allowed keys and a known, not repeated menuId. */
function checkItems<T>(body: unknown, locale: Locale, pages: ReadonlyMap<number, ReportPageDescriptor>, keys: readonly string[], each: (item: Record<string, unknown>, page: ReportPageDescriptor, say: Say, at: string) => T | undefined): Checked<T> {
  const errors: ApiErrorItem[] = [];
  const say: Say = (field, tr, en) => errors.push({ errorCode: 'INVALID_FIELD', errorMessage: `${field}: ${locale === 'tr' ? tr : en}` });
  if (!isRecord(body) || Object.keys(body).some((k) => k !== 'items') || !Array.isArray(body.items)) {
    say('items', 'Gövde yalnızca bir items listesi içermeli.', 'The body must hold only an items list.');
    return { ok: false, errors };
  }
  if (body.items.length === 0 || body.items.length > MAX_ITEMS) {
    say('items', `1 ile ${MAX_ITEMS} arasında kayıt gönderin.`, `Send from 1 to ${MAX_ITEMS} items.`);
    return { ok: false, errors };
  }
  const seen = new Set<number>();
  const items: T[] = [];
  body.items.forEach((item: unknown, index: number) => {
    const at = `items[${index}]`;
    if (!isRecord(item)) return say(at, 'Her kayıt bir nesne olmalı.', 'Each item must be an object.');
    for (const key of Object.keys(item)) if (key !== 'menuId' && !keys.includes(key)) say(`${at}.${key}`, 'Bilinmeyen alan.', 'Unknown field.');
    const menuId = item.menuId;
    if (typeof menuId !== 'number' || !Number.isInteger(menuId)) return say(`${at}.menuId`, 'Bir sayfa numarası (tam sayı) olmalı.', 'Must be a page id (a whole number).');
    const page = pages.get(menuId);
    if (!page) return say(`${at}.menuId`, `${menuId} numaralı bir rapor sayfası yok.`, `There is no report page ${menuId}.`);
    if (seen.has(menuId)) return say(`${at}.menuId`, 'Aynı sayfa bir kez gönderilmeli.', 'The same page was sent twice.');
    seen.add(menuId);
    const checked = each(item, page, say, at);
    if (checked !== undefined) items.push(checked);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, items };
}

function description(value: unknown, field: string, say: Say): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') {
    say(field, 'Boş olmayan bir metin olmalı.', 'Must be a text that is not empty.');
    return undefined;
  }
  if (value.length > MAX_DESCRIPTION) {
    say(field, `En çok ${MAX_DESCRIPTION} karakter olabilir.`, `May be at most ${MAX_DESCRIPTION} characters.`);
    return undefined;
  }
  return value.trim();
}

export function checkDescriptions(body: unknown, locale: Locale, pages: ReadonlyMap<number, ReportPageDescriptor>): Checked<DescriptionChange> {
  return checkItems(body, locale, pages, ['descriptionTr', 'descriptionEn'], (item, page, say, at) => {
    // Both null: back to the descriptor's text.
    if (item.descriptionTr === null && item.descriptionEn === null) return { menuId: page.pageId, description: null };
    const tr = description(item.descriptionTr, `${at}.descriptionTr`, say);
    const en = description(item.descriptionEn, `${at}.descriptionEn`, say);
    return tr !== undefined && en !== undefined ? { menuId: page.pageId, description: { tr, en } } : undefined;
  });
}

export function checkLimits(body: unknown, locale: Locale, pages: ReadonlyMap<number, ReportPageDescriptor>, hasDateRange: (page: ReportPageDescriptor) => boolean): Checked<LimitChange> {
  return checkItems(body, locale, pages, ['rangeType', 'rangeMaxValue'], (item, page, say, at) => {
    // Both null: no limit of the administrator's; the descriptor's own applies.
    if (item.rangeType === null && item.rangeMaxValue === null) return { menuId: page.pageId, maxSpan: null };
    if (!hasDateRange(page)) {
      say(`${at}.rangeType`, 'Bu sayfa tarih aralığı okumaz; sınır verilemez.', 'This page reads no date range; it cannot be given a limit.');
      return undefined;
    }
    const type = RANGE_TYPES.find((t) => t.rangeType === item.rangeType);
    if (!type) say(`${at}.rangeType`, 'GUN, AY ya da YIL olmalı.', 'Must be GUN, AY or YIL.');
    const value = item.rangeMaxValue;
    const max = type?.maxValue ?? 3660;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
      say(`${at}.rangeMaxValue`, `1 ile ${max} arasında bir tam sayı olmalı.`, `Must be a whole number from 1 to ${max}.`);
      return undefined;
    }
    return type ? { menuId: page.pageId, maxSpan: { unit: fromRangeType(type.rangeType)!, value } } : undefined;
  });
}

export function checkUpdateTimes(body: unknown, locale: Locale, pages: ReadonlyMap<number, ReportPageDescriptor>): Checked<UpdateTimeChange> {
  return checkItems(body, locale, pages, ['updateTime'], (item, page, say, at) => {
    if (item.updateTime === null) return { menuId: page.pageId, updateTime: null };
    if (typeof item.updateTime !== 'string' || !isIstanbulTime(item.updateTime)) {
      say(`${at}.updateTime`, 'İstanbul saatiyle geçerli bir zaman olmalı (2024-08-20T14:00:00+03:00 biçiminde) ya da null.', 'Must be a real Istanbul time (like 2024-08-20T14:00:00+03:00) or null.');
      return undefined;
    }
    return { menuId: page.pageId, updateTime: item.updateTime };
  });
}

function isIstanbulTime(text: string): boolean {
  const m = ISTANBUL_TIME.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return y >= 2000 && y <= 2100 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/** The overlay after a change of one of its parts; null when nothing of the administrator's is left. */
export function withPart<K extends keyof PageOverlay>(overlay: PageOverlay | undefined, key: K, value: PageOverlay[K] | null): PageOverlay | null {
  const next: PageOverlay = { ...overlay };
  if (value === null) delete next[key];
  else next[key] = value;
  return Object.keys(next).length === 0 ? null : next;
}
