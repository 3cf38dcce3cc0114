import type { LocalizedText } from '../../../schemas/report.schema';

/** "Required field: choose a power plant." for a filter the reader picks from, named by its label. */
export function requiredChoiceMessage(label: LocalizedText): LocalizedText {
  return { tr: `Zorunlu alan: ${label.tr} seçin.`, en: `Required field: choose a ${label.en.toLocaleLowerCase('en')}.` };
}
