// The query fields of the upload calls, checked whole (400, one error per field at fault): the file's name as the
// reader's computer gave it (kept for the history), the year of a yearly list (and no year for the others), the
// preview's token for an apply. The file itself is the request body.
import type { ApiErrorItem } from '../../errors/apiError';
import type { UploadList } from './uploadLists';

export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;
export const MAX_FILE_NAME = 200;

export interface UploadQuery { fileName: string; year: number | null; previewToken: string | null }

const KNOWN = new Set(['fileName', 'year', 'previewToken']);
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
const TOKEN = /^[0-9a-f]{32}\.[0-9a-f]{32}$/;

export type CheckedQuery = { ok: true; query: UploadQuery } | { ok: false; errors: ApiErrorItem[] };

export function checkUploadQuery(raw: unknown, list: UploadList, locale: 'tr' | 'en', needsToken: boolean, needsName = true): CheckedQuery {
  const errors: ApiErrorItem[] = [];
  const say = (field: string, tr: string, en: string) => errors.push({ errorCode: 'INVALID_FIELD', errorMessage: `${field}: ${locale === 'tr' ? tr : en}` });
  const query = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  for (const key of Object.keys(query)) if (!KNOWN.has(key)) say(key, 'Bilinmeyen alan.', 'Unknown field.');
  const single = (name: string): string | undefined => {
    const value = query[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') { say(name, 'Bir kez verilmeli.', 'Must be given once.'); return undefined; }
    return value;
  };

  const name = single('fileName')?.trim();
  let fileName = '';
  if (name !== undefined && name !== '' && name.length <= MAX_FILE_NAME && !CONTROL.test(name)) fileName = name;
  else if (needsName || name !== undefined) say('fileName', `Dosyanın adı (en çok ${MAX_FILE_NAME} karakter, denetim karakteri olmadan) verilmeli.`, `The file's name (at most ${MAX_FILE_NAME} characters, no control characters) must be given.`);

  const yearText = single('year');
  let year: number | null = null;
  if (list.perYear) {
    if (yearText !== undefined && /^\d{4}$/.test(yearText) && Number(yearText) >= MIN_YEAR && Number(yearText) <= MAX_YEAR) year = Number(yearText);
    else say('year', `Listenin yılı (${MIN_YEAR}–${MAX_YEAR}) verilmeli.`, `The list's year (${MIN_YEAR}–${MAX_YEAR}) must be given.`);
  } else if (yearText !== undefined) say('year', 'Bu liste yıla göre tutulmaz; yıl verilmemeli.', 'This list is not kept by year; give no year.');

  const token = single('previewToken');
  if (needsToken && (token === undefined || !TOKEN.test(token))) say('previewToken', 'Önizlemenin verdiği belirteç verilmeli.', 'The token the preview gave must be given.');
  else if (!needsToken && token !== undefined) say('previewToken', 'Bu çağrı belirteç almaz.', 'This call takes no token.');

  return errors.length > 0 ? { ok: false, errors } : { ok: true, query: { fileName, year, previewToken: token ?? null } };
}
