// Numbers as text in the reader's locale. Two styles: "plain" for CSV (no thousands separators, so
// spreadsheets parse the cell as a number) and "grouped" for reading (PDF).
import type { Locale } from '../locale/locale';
import { LOCALE_TAGS } from '../locale/locale';

export type NumberStyle = 'plain' | 'grouped';

const DECIMAL_MARK: Record<Locale, string> = { tr: ',', en: '.' };

// Intl formatters are costly to build and cheap to reuse: one per locale and decimals.
const groupedFormats = new Map<string, Intl.NumberFormat>();

function groupedFormat(locale: Locale, decimals: number): Intl.NumberFormat {
  const key = `${locale}:${decimals}`;
  let format = groupedFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    groupedFormats.set(key, format);
  }
  return format;
}

export function toNumberText(value: number, decimals: number, locale: Locale, style: NumberStyle): string {
  // A tiny negative that rounds to zero would print as "-0,00"; nobody wants to read that.
  const safe = Number(value.toFixed(decimals)) === 0 ? 0 : value;
  if (style === 'grouped') return groupedFormat(locale, decimals).format(safe);
  const fixed = safe.toFixed(decimals);
  return fixed.replace('.', DECIMAL_MARK[locale]);
}
