// A lookup's body, read as the operator's clients send it: numeric strings in id fields become numbers ("1" → 1,
// ["3197407"] → [3197407]), then the body is checked against its schema (lookupBodies.ts), then its dates: each
// must name a real day from 2000 to 2099, an end may not come before its start, and a range may not be longer than
// the lookup allows. Anything else is a 400 in the operator's error envelope, in the caller's language.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Locale } from '../../engine/locale/locale';
import { ApiError, type ApiErrorItem } from '../errors/apiError';
import { ISO_DATE_TIME, PLAIN_TEXT, type LookupBodySchema } from './lookupBodies';
import { istanbulDayOf } from './lookupQueries/lookupDays';

const ajv = new Ajv({ allErrors: true, strict: false });
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2099-12-31';
/** A whole number written as text; longer ones are left as text and refused as the wrong type. */
const INTEGER_TEXT = /^-?\d{1,16}$/;

export type LookupBody = Record<string, unknown>;
export type LookupBodyReader = (body: unknown, locale: Locale) => LookupBody;

export function compileLookupBody(schema: LookupBodySchema, maxSpanDays?: number): LookupBodyReader {
  const validate: ValidateFunction = ajv.compile(schema);
  const integerFields = Object.entries(schema.properties).filter(([, p]) => p.type.includes('integer')).map(([name]) => name);
  const integerLists = Object.entries(schema.properties).filter(([, p]) => p.items?.type === 'integer').map(([name]) => name);
  const dateFields = Object.entries(schema.properties).filter(([, p]) => p.pattern === ISO_DATE_TIME).map(([name]) => name);
  return (raw, locale) => {
    // A POST without a body asks for every row, as an empty object does.
    const body = raw === undefined ? {} : coerceIds(raw, integerFields, integerLists);
    if (!validate(body)) throw new ApiError(400, (validate.errors ?? []).map((e) => toErrorItem(e, locale)));
    const read = body as LookupBody;
    const days: Record<string, string> = {};
    for (const field of dateFields) {
      const value = read[field];
      if (typeof value !== 'string') continue;
      const day = istanbulDayOf(value);
      if (!day) throw new ApiError(400, [{ errorCode: 'INVALID_DATE', errorMessage: say(locale, `${field} geçerli bir tarih değil.`, `${field} is not a valid date.`) }]);
      if (day < FIRST_DAY || day > LAST_DAY) {
        throw new ApiError(400, [{ errorCode: 'DATE_OUT_OF_RANGE', errorMessage: say(locale, `${field} 01.01.2000 ile 31.12.2099 arasında bir gün olmalı.`, `${field} must be a day from 01.01.2000 to 31.12.2099.`) }]);
      }
      days[field] = day;
    }
    const { startDate: start, endDate: end } = days;
    if (start && end) {
      if (end < start) throw new ApiError(400, [{ errorCode: 'END_BEFORE_START', errorMessage: say(locale, 'Bitiş tarihi (endDate) başlangıç tarihinden (startDate) önce olamaz.', 'The end date (endDate) cannot be before the start date (startDate).') }]);
      if (maxSpanDays !== undefined && (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1 > maxSpanDays) {
        throw new ApiError(400, [{ errorCode: 'DATE_RANGE_TOO_LONG', errorMessage: say(locale, `Tarih aralığı en çok ${maxSpanDays} gün olabilir.`, `The date range may be at most ${maxSpanDays} days.`) }]);
      }
    }
    return read;
  };
}

/** A copy of the body with numeric strings in id fields (and id lists) turned into numbers; anything else as it came. */
function coerceIds(raw: unknown, integerFields: readonly string[], integerLists: readonly string[]): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const body = { ...(raw as Record<string, unknown>) };
  const toNumber = (value: unknown) => (typeof value === 'string' && INTEGER_TEXT.test(value) ? Number(value) : value);
  for (const field of integerFields) if (Object.hasOwn(body, field)) body[field] = toNumber(body[field]);
  for (const field of integerLists) {
    const value = body[field];
    if (Array.isArray(value)) body[field] = value.map(toNumber);
  }
  return body;
}

function say(locale: Locale, tr: string, en: string): string {
  return locale === 'tr' ? tr : en;
}

const TYPE_NAMES: Record<string, [string, string]> = {
  string: ['metin', 'text'], integer: ['tam sayı', 'a whole number'], object: ['JSON nesnesi', 'a JSON object'], array: ['liste', 'a list'],
};

/** One ajv error of a lookup body, in the reader's language. */
function toErrorItem(error: ErrorObject, locale: Locale): ApiErrorItem {
  const field = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  switch (error.keyword) {
    case 'type': {
      const [tr, en] = TYPE_NAMES[String(error.params.type).split(',')[0]!] ?? [String(error.params.type), String(error.params.type)];
      return { errorCode: 'INVALID_TYPE', errorMessage: field ? say(locale, `${field} ${tr} olmalı.`, `${field} must be ${en}.`) : say(locale, 'İstek gövdesi bir JSON nesnesi olmalı.', 'The request body must be a JSON object.') };
    }
    case 'maxLength':
      return { errorCode: 'INVALID_VALUE', errorMessage: say(locale, `${field} en çok ${String(error.params.limit)} karakter olabilir.`, `${field} may have at most ${String(error.params.limit)} characters.`) };
    case 'pattern':
      if (error.params.pattern === PLAIN_TEXT) return { errorCode: 'INVALID_VALUE', errorMessage: say(locale, `${field} denetim karakteri (ör. NUL) içeremez.`, `${field} cannot contain control characters (such as NUL).`) };
      return { errorCode: 'INVALID_DATE', errorMessage: say(locale, `${field} geçerli bir tarih değil; örnek: 2024-07-29T00:00:00+03:00.`, `${field} is not a valid date; for example 2024-07-29T00:00:00+03:00.`) };
    case 'minimum': case 'maximum':
      return { errorCode: 'INVALID_VALUE', errorMessage: say(locale, `${field} ${String(error.params.limit)} ${error.keyword === 'minimum' ? 'veya daha büyük' : 'veya daha küçük'} olmalı.`, `${field} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(error.params.limit)}.`) };
    case 'enum': {
      const allowed = (error.params.allowedValues as unknown[]).filter((v) => v !== null).join(', ');
      return { errorCode: 'INVALID_VALUE', errorMessage: say(locale, `${field} şu değerlerden biri olmalı: ${allowed}.`, `${field} must be one of: ${allowed}.`) };
    }
    case 'maxItems':
      return { errorCode: 'INVALID_VALUE', errorMessage: say(locale, `${field} en çok ${String(error.params.limit)} öğe içerebilir.`, `${field} may hold at most ${String(error.params.limit)} items.`) };
    case 'uniqueItems':
      return { errorCode: 'INVALID_VALUE', errorMessage: say(locale, `${field} aynı değeri iki kez içeremez.`, `${field} cannot name the same value twice.`) };
    case 'required':
      return { errorCode: 'MISSING_FIELD', errorMessage: say(locale, `${String(error.params.missingProperty)} alanı zorunludur.`, `${String(error.params.missingProperty)} is required.`) };
    default:
      return { errorCode: 'INVALID_VALUE', errorMessage: say(locale, `${field || 'İstek gövdesi'} geçersiz.`, `${field || 'The request body'} is invalid.`) };
  }
}
