// One text of a document in its language, and the other language's title beside it (x-title-tr / x-title-en).
import type { LocalizedText } from '../../../schemas/report.schema';
import type { Locale } from '../../engine/locale/locale';

export interface DocText { text: (value: LocalizedText) => string; titles: (value: LocalizedText) => { 'x-title-tr': string; 'x-title-en': string } }

export function docText(locale: Locale): DocText {
  return {
    text: (value) => value[locale],
    titles: (value) => ({ 'x-title-tr': value.tr, 'x-title-en': value.en }),
  };
}
