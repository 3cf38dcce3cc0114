// A worksheet name Excel accepts: no []:*?/\ characters, at most 31 characters, not blank, no leading or
// trailing apostrophe, and not the reserved "History". Excel refuses to open a file that breaks these.
import type { Locale } from '../locale/locale';
import { exportTexts } from './exportTexts';

const MAX_LENGTH = 31;

export function toSheetName(title: string, locale: Locale): string {
  const cleaned = title
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Cut by code points so a surrogate pair is never split.
  const cut = Array.from(cleaned).slice(0, MAX_LENGTH).join('').replace(/^'+|'+$/g, '').trim();
  if (cut === '' || cut.toLowerCase() === 'history') return exportTexts.defaultSheetName[locale];
  return cut;
}
