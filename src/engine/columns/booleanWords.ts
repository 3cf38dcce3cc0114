// Yes and no as a reader says them, on the page and in every file.
import type { Locale } from '../locale/locale';

const WORDS: Record<Locale, { yes: string; no: string }> = {
  tr: { yes: 'Evet', no: 'Hayır' },
  en: { yes: 'Yes', no: 'No' },
};

export function booleanWord(value: boolean, locale: Locale): string {
  return value ? WORDS[locale].yes : WORDS[locale].no;
}
