// Shape checks of the menu operations' bodies: every field is checked and every fault named (fieldFaults.ts);
// the rules that need the tree (parent, cycles, sibling routes) are in menuPlacement.ts.
import { menuSegment } from '../../../engine/menu/menuPath';
import { FieldFaults, isRecord, type Locale } from './fieldFaults';

export const MAX_LABEL = 200;
export const MAX_URL = 500;
export const MAX_ORDER = 100_000;
export const MAX_PAGE_NAMES = 500;

/** What add and update take for one node (update also names the node by menuId). */
export interface NodeInput {
  parentId: number | null;
  labelTr: string;
  labelEn: string;
  menuOrder: number;
  isPage: boolean;
  urlTr: string | null;
  urlEn: string | null;
  externalSelf: boolean;
  nofav: boolean;
}

export interface PageNameInput { menuId: number; titleTr: string; titleEn: string }

const NODE_FIELDS = ['parentId', 'labelTr', 'labelEn', 'menuOrder', 'isPage', 'urlTr', 'urlEn', 'externalSelf', 'nofav'] as const;

function bodyObject(body: unknown, faults: FieldFaults, allowed: readonly string[]): Record<string, unknown> | undefined {
  if (!isRecord(body)) {
    faults.say('body', 'Gövde bir JSON nesnesi olmalı.', 'The body must be a JSON object.');
    return undefined;
  }
  for (const key of Object.keys(body)) if (!allowed.includes(key)) faults.say(key, 'Bilinmeyen alan.', 'Unknown field.');
  return body;
}

export function wholeNumber(value: unknown, field: string, faults: FieldFaults, tr: string, en: string): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  faults.say(field, tr, en);
  return undefined;
}

export function label(value: unknown, field: string, faults: FieldFaults): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') {
    faults.say(field, 'Boş bırakılamaz.', 'Cannot be empty.');
    return undefined;
  }
  const text = value.trim();
  if (text.length > MAX_LABEL) faults.say(field, `En çok ${MAX_LABEL} karakter olabilir.`, `May be at most ${MAX_LABEL} characters.`);
  else if (hasControl(text)) faults.say(field, 'Denetim karakteri içeremez.', 'Cannot hold control characters.');
  else if (menuSegment(text) === '') faults.say(field, 'En az bir harf ya da rakam içermeli (adres bundan türetilir).', 'Must hold at least one letter or digit (the address is made from it).');
  else return text;
  return undefined;
}

/** A control character (NUL, line breaks, DEL…), which no label or address may hold. */
function hasControl(text: string): boolean {
  return [...text].some((c) => { const code = c.charCodeAt(0); return code < 0x20 || code === 0x7f; });
}

function flag(value: unknown, field: string, faults: FieldFaults, fallback: boolean | undefined): boolean | undefined {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value === 'boolean') return value;
  faults.say(field, 'true ya da false olmalı.', 'Must be true or false.');
  return undefined;
}

/**
 * A link's address: an outside one (externalSelf) is a whole http(s) address, an address of this site starts with
 * a single "/". Absent or null when the entry has none.
 */
function address(value: unknown, field: string, external: boolean | undefined, faults: FieldFaults): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.trim() === '') {
    faults.say(field, 'Bir adres metni ya da null olmalı.', 'Must be an address text or null.');
    return undefined;
  }
  const text = value.trim();
  if (text.length > MAX_URL || /[\s\\]/.test(text) || hasControl(text)) {
    faults.say(field, `Boşluk içermeyen, en çok ${MAX_URL} karakterlik bir adres olmalı.`, `Must be an address of at most ${MAX_URL} characters without spaces.`);
    return undefined;
  }
  if (external === true && !isWebAddress(text)) {
    faults.say(field, 'Dış bağlantı https:// ya da http:// ile başlayan tam bir adres olmalı.', 'An outside link must be a whole address starting with https:// or http://.');
    return undefined;
  }
  if (external === false && !(text.startsWith('/') && !text.startsWith('//'))) {
    faults.say(field, 'Sitenin bir adresi "/" ile başlamalı (dış adres için dış bağlantı seçeneğini işaretleyin).', 'An address of this site must start with "/" (for an outside address, tick the outside-link option).');
    return undefined;
  }
  return text;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && /^https?:\/\//i.test(text);
  } catch {
    return false;
  }
}

/** The body of add (no menuId) or update (with menuId): the whole node. */
export function checkNodeBody(body: unknown, locale: Locale, mode: 'add' | 'update'): { menuId: number | null; node: NodeInput } {
  const faults = new FieldFaults(locale);
  const object = bodyObject(body, faults, mode === 'update' ? ['menuId', ...NODE_FIELDS] : NODE_FIELDS);
  if (!object) return faults.throwAny() as never;
  const menuId = mode === 'update'
    ? wholeNumber(object.menuId, 'menuId', faults, 'Bir menü numarası (pozitif tam sayı) olmalı.', 'Must be a menu id (a positive whole number).')
    : null;
  const parentId = object.parentId === null ? null
    : wholeNumber(object.parentId, 'parentId', faults, 'Bir üst başlığın numarası ya da en üst düzey için null olmalı.', 'Must be the id of a parent title, or null for the top level.');
  const labelTr = label(object.labelTr, 'labelTr', faults);
  const labelEn = label(object.labelEn, 'labelEn', faults);
  const order = object.menuOrder;
  if (typeof order !== 'number' || !Number.isInteger(order) || order < 0 || order > MAX_ORDER) {
    faults.say('menuOrder', `0 ile ${MAX_ORDER} arasında bir tam sayı olmalı.`, `Must be a whole number from 0 to ${MAX_ORDER}.`);
  }
  const isPage = flag(object.isPage, 'isPage', faults, undefined);
  const externalSelf = flag(object.externalSelf, 'externalSelf', faults, false);
  const nofav = flag(object.nofav, 'nofav', faults, false);
  const urlTr = address(object.urlTr, 'urlTr', externalSelf, faults);
  const urlEn = address(object.urlEn, 'urlEn', externalSelf, faults);
  faults.throwAny();
  return {
    menuId: menuId ?? null,
    node: {
      parentId: parentId ?? null, labelTr: labelTr!, labelEn: labelEn!, menuOrder: order as number, isPage: isPage!,
      urlTr: urlTr ?? null, urlEn: urlEn ?? null, externalSelf: externalSelf!, nofav: nofav!,
    },
  };
}

/** `{ menuId }` naming one node; `{ menuId: null }` (the top level) where allowed. */
export function checkMenuIdBody(body: unknown, locale: Locale, options: { topLevel?: boolean } = {}): number | null {
  const faults = new FieldFaults(locale);
  const object = bodyObject(body, faults, ['menuId']);
  if (!object) return faults.throwAny() as never;
  if (options.topLevel && object.menuId === null) {
    faults.throwAny(); // an unknown field beside a null id is still refused
    return null;
  }
  const menuId = wholeNumber(object.menuId, 'menuId', faults,
    options.topLevel ? 'Bir menü numarası ya da en üst düzey için null olmalı.' : 'Bir menü numarası (pozitif tam sayı) olmalı.',
    options.topLevel ? 'Must be a menu id, or null for the top level.' : 'Must be a menu id (a positive whole number).');
  faults.throwAny();
  return menuId!;
}

/** `{ items: [{ menuId, titleTr, titleEn }] }`: new names of report pages. */
export function checkPageNamesBody(body: unknown, locale: Locale): PageNameInput[] {
  const faults = new FieldFaults(locale);
  const object = bodyObject(body, faults, ['items']);
  if (!object) return faults.throwAny() as never;
  const items = object.items;
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_PAGE_NAMES) {
    faults.say('items', `1 ile ${MAX_PAGE_NAMES} arasında kayıt içeren bir liste olmalı.`, `Must be a list of 1 to ${MAX_PAGE_NAMES} items.`);
    return faults.throwAny() as never;
  }
  const seen = new Set<number>();
  const names: PageNameInput[] = [];
  items.forEach((item: unknown, index) => {
    const at = `items[${index}]`;
    if (!isRecord(item)) return faults.say(at, 'Her kayıt bir nesne olmalı.', 'Each item must be an object.');
    for (const key of Object.keys(item)) if (!['menuId', 'titleTr', 'titleEn'].includes(key)) faults.say(`${at}.${key}`, 'Bilinmeyen alan.', 'Unknown field.');
    const menuId = wholeNumber(item.menuId, `${at}.menuId`, faults, 'Bir sayfa numarası (pozitif tam sayı) olmalı.', 'Must be a page id (a positive whole number).');
    if (menuId !== undefined && seen.has(menuId)) faults.say(`${at}.menuId`, 'Aynı sayfa bir kez gönderilmeli.', 'The same page was sent twice.');
    if (menuId !== undefined) seen.add(menuId);
    const titleTr = label(item.titleTr, `${at}.titleTr`, faults);
    const titleEn = label(item.titleEn, `${at}.titleEn`, faults);
    if (menuId !== undefined && titleTr !== undefined && titleEn !== undefined) names.push({ menuId, titleTr, titleEn });
  });
  faults.throwAny();
  return names;
}
