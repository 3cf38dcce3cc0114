// A new set of screen settings, checked whole: every field present and one of its fixed choices, no other field.
// One error per field at fault (400), so the screen shows each beside its field and nothing is written.
import type { Locale } from '../../engine/locale/locale';
import { DEFAULT_LAYOUTS, DEFAULT_THEMES, HOME_ANNOUNCEMENTS_PER_PAGE, SCREEN_SETTINGS_FIELDS, type ScreenSettings } from '../../engine/app-api/screenSettings';
import { fieldError, NOT_AN_OBJECT, objectBody, unknownFields, type Said } from '../admin-settings/adminSettingsText';
import { ApiError, type ApiErrorItem } from '../errors/apiError';

const REQUIRED: Said = { tr: 'Bu alan gerekli.', en: 'This field is required.' };

const CHOICES: Record<keyof ScreenSettings, { valid: (value: unknown) => boolean; said: Said }> = {
  theme: { valid: (v) => typeof v === 'string' && DEFAULT_THEMES.includes(v as never), said: { tr: `Şunlardan biri olmalı: ${DEFAULT_THEMES.join(', ')}.`, en: `Must be one of: ${DEFAULT_THEMES.join(', ')}.` } },
  reportLayout: { valid: (v) => typeof v === 'string' && DEFAULT_LAYOUTS.includes(v as never), said: { tr: `Şunlardan biri olmalı: ${DEFAULT_LAYOUTS.join(', ')}.`, en: `Must be one of: ${DEFAULT_LAYOUTS.join(', ')}.` } },
  compactTables: { valid: (v) => typeof v === 'boolean', said: { tr: 'true ya da false olmalı.', en: 'Must be true or false.' } },
  homeAnnouncementsPerPage: {
    valid: (v) => typeof v === 'number' && HOME_ANNOUNCEMENTS_PER_PAGE.includes(v),
    said: { tr: `Şunlardan biri olmalı: ${HOME_ANNOUNCEMENTS_PER_PAGE.join(', ')}.`, en: `Must be one of: ${HOME_ANNOUNCEMENTS_PER_PAGE.join(', ')}.` },
  },
};

export function parseScreenSettings(body: unknown, locale: Locale): ScreenSettings {
  const fields = objectBody(body);
  if (!fields) throw new ApiError(400, [{ errorCode: 'INVALID_BODY', errorMessage: NOT_AN_OBJECT[locale] }]);
  const errors: ApiErrorItem[] = unknownFields(locale, fields, SCREEN_SETTINGS_FIELDS);
  for (const name of SCREEN_SETTINGS_FIELDS) {
    if (fields[name] === undefined || fields[name] === null) errors.push(fieldError(locale, name, REQUIRED));
    else if (!CHOICES[name].valid(fields[name])) errors.push(fieldError(locale, name, CHOICES[name].said));
  }
  if (errors.length > 0) throw new ApiError(400, errors);
  return {
    theme: fields.theme as ScreenSettings['theme'], reportLayout: fields.reportLayout as ScreenSettings['reportLayout'],
    compactTables: fields.compactTables as boolean, homeAnnouncementsPerPage: fields.homeAnnouncementsPerPage as number,
  };
}
