// A new block as an administrator sends it: `{ range, reason, expiresAt }`, checked whole (every field at fault
// named, nothing written). The range may not hold loopback, nor the address the administrator is calling from:
// nobody can lock themselves, or the server's own machine, out of the API.
import type { Locale } from '../../engine/locale/locale';
import { ISTANBUL_TIME, toEpoch } from '../announcements/istanbulTimeInput';
import { ApiError, type ApiErrorItem } from '../errors/apiError';
import { overlapsLoopback, parseAddress, parseRange, rangeContains, type RangeFault } from './addressRange';
import { unusableCharacters } from '../identity/formText';
import { fieldError, NOT_AN_OBJECT, objectBody, unknownFields, type Said } from './adminSettingsText';
import type { NewBlock } from './blockedAddresses';

export const MAX_REASON = 500;

const RANGE_FAULTS: Record<RangeFault, Said> = {
  form: { tr: 'Bir IPv4 ya da IPv6 adresi veya aralığı olmalı (ör. 192.0.2.0/24, 2001:db8::/32).', en: 'Must be an IPv4 or IPv6 address or range (e.g. 192.0.2.0/24, 2001:db8::/32).' },
  prefix: { tr: 'Önek uzunluğu IPv4 için 0–32, IPv6 için 0–128 olmalı.', en: 'The prefix length must be 0–32 for IPv4 and 0–128 for IPv6.' },
  hostBits: { tr: 'Aralığın ilk adresini yazın: önekten sonraki bitler sıfır olmalı (ör. 192.0.2.0/24).', en: 'Write the range\'s first address: the bits after the prefix must be zero (e.g. 192.0.2.0/24).' },
};

export interface BlockContext { locale: Locale; clientAddress: string; now: number; existing: readonly string[] }

export function parseNewBlock(body: unknown, context: BlockContext): NewBlock {
  const { locale } = context;
  const object = objectBody(body);
  if (!object) throw new ApiError(400, [{ errorCode: 'INVALID_FIELD', errorMessage: NOT_AN_OBJECT[locale] }]);
  const errors: ApiErrorItem[] = unknownFields(locale, object, ['range', 'reason', 'expiresAt']);
  const fault = (field: string, message: Said) => errors.push(fieldError(locale, field, message));

  let range = '';
  if (typeof object.range !== 'string' || object.range.length > 100) fault('range', RANGE_FAULTS.form);
  else {
    const parsed = parseRange(object.range);
    const client = parseAddress(context.clientAddress);
    if (!parsed.ok) fault('range', RANGE_FAULTS[parsed.fault]);
    else if (overlapsLoopback(parsed.range)) fault('range', { tr: 'Yerel makine adresleri (127.0.0.0/8, ::1) engellenemez.', en: 'The local machine\'s addresses (127.0.0.0/8, ::1) cannot be blocked.' });
    else if (client && rangeContains(parsed.range, client)) fault('range', { tr: `Bu aralık sizin adresinizi (${context.clientAddress}) de kapsıyor; kendinizi dışarıda bırakamazsınız.`, en: `This range holds your own address (${context.clientAddress}); you cannot lock yourself out.` });
    else if (context.existing.includes(parsed.range.text)) fault('range', { tr: `${parsed.range.text} zaten engelli.`, en: `${parsed.range.text} is already blocked.` });
    else range = parsed.range.text;
  }

  const reason = typeof object.reason === 'string' ? object.reason.trim() : '';
  if (reason === '') fault('reason', { tr: 'Engelin nedenini yazın.', en: 'Write why the address is blocked.' });
  else if (reason.length > MAX_REASON) fault('reason', { tr: `En çok ${MAX_REASON} karakter olabilir.`, en: `At most ${MAX_REASON} characters.` });
  else if (unusableCharacters(reason)) fault('reason', { tr: 'Denetim karakteri içeremez.', en: 'Must not hold control characters.' });

  let expiresAt: number | null = null;
  if (object.expiresAt !== undefined && object.expiresAt !== null) {
    const epoch = typeof object.expiresAt === 'string' && new RegExp(ISTANBUL_TIME).test(object.expiresAt) ? toEpoch(object.expiresAt) : null;
    if (epoch === null) fault('expiresAt', { tr: 'İstanbul saatiyle 2024-08-20T18:00:00+03:00 biçiminde bir zaman ya da boş olmalı.', en: 'Must be an Istanbul time like 2024-08-20T18:00:00+03:00, or empty.' });
    else if (epoch <= context.now) fault('expiresAt', { tr: 'Bitiş zamanı gelecekte olmalı.', en: 'The expiry must be in the future.' });
    else expiresAt = epoch;
  }
  if (errors.length > 0) throw new ApiError(400, errors);
  return { range, reason, expiresAt };
}
