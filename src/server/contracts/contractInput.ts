// A version as an administrator writes it: `{ label, bodyTr, bodyEn, effectiveAt }`, checked whole (one error per
// field at fault, nothing written). The bodies keep only the announcements' safe HTML subset; a body that is
// empty once cleaned is refused, so no version says nothing in one language.
import type { Locale } from '../../engine/locale/locale';
import { fieldError, NOT_AN_OBJECT, objectBody, unknownFields, type Said } from '../admin-settings/adminSettingsText';
import { sanitizeAnnouncementHtml } from '../announcements/sanitizeAnnouncementHtml';
import { ISTANBUL_TIME, toEpoch } from '../announcements/istanbulTimeInput';
import { ApiError, type ApiErrorItem } from '../errors/apiError';
import { unusableCharacters } from '../identity/formText';
import type { VersionDraft } from './contractVersions';

export const LABEL_MAX = 40;
export const BODY_MAX = 100_000;

const REQUIRED: Said = { tr: 'Bu alan gerekli.', en: 'This field is required.' };

export function parseVersionDraft(body: unknown, locale: Locale): VersionDraft {
  const object = objectBody(body);
  if (!object) throw new ApiError(400, [{ errorCode: 'INVALID_BODY', errorMessage: NOT_AN_OBJECT[locale] }]);
  const errors: ApiErrorItem[] = unknownFields(locale, object, ['label', 'bodyTr', 'bodyEn', 'effectiveAt']);
  const fault = (field: string, said: Said) => errors.push(fieldError(locale, field, said));

  const label = typeof object.label === 'string' ? object.label.trim() : '';
  if (typeof object.label !== 'string' || label === '') fault('label', REQUIRED);
  else if (label.length > LABEL_MAX) fault('label', { tr: `En çok ${LABEL_MAX} karakter olmalı.`, en: `At most ${LABEL_MAX} characters.` });
  else if (unusableCharacters(label)) fault('label', { tr: 'Kullanılamayan karakterler var.', en: 'It holds characters that cannot be used.' });

  const bodies: Record<'bodyTr' | 'bodyEn', string> = { bodyTr: '', bodyEn: '' };
  for (const field of ['bodyTr', 'bodyEn'] as const) {
    const raw = object[field];
    if (typeof raw !== 'string' || raw.trim() === '') { fault(field, REQUIRED); continue; }
    if (raw.length > BODY_MAX) { fault(field, { tr: `En çok ${BODY_MAX} karakter olmalı.`, en: `At most ${BODY_MAX} characters.` }); continue; }
    const clean = sanitizeAnnouncementHtml(raw);
    if (clean.replace(/<[^>]*>/g, '').trim() === '') fault(field, { tr: 'Temizlendikten sonra metin boş kalıyor.', en: 'Nothing is left of the text once cleaned.' });
    else bodies[field] = clean;
  }

  let effectiveAt = 0;
  const epoch = typeof object.effectiveAt === 'string' && new RegExp(ISTANBUL_TIME).test(object.effectiveAt) ? toEpoch(object.effectiveAt) : null;
  if (object.effectiveAt === undefined || object.effectiveAt === null) fault('effectiveAt', REQUIRED);
  else if (epoch === null) fault('effectiveAt', { tr: 'İstanbul saatiyle 2026-01-01T00:00:00+03:00 biçiminde bir zaman olmalı.', en: 'Must be an Istanbul time like 2026-01-01T00:00:00+03:00.' });
  else effectiveAt = epoch;

  if (errors.length > 0) throw new ApiError(400, errors);
  return { label, bodyTr: bodies.bodyTr, bodyEn: bodies.bodyEn, effectiveAt };
}
