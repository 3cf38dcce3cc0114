// Numbers as text in the reader's locale. Two styles: "plain" for CSV (no thousands separators, so
// spreadsheets parse the cell as a number) and "grouped" for reading (PDF, workbook text), which is the page's
// own formatter (format/formatNumber.ts), so a PDF and the page never differ by a digit.
import { formatNumber } from '../format/formatNumber';
import type { Locale } from '../locale/locale';

export type NumberStyle = 'plain' | 'grouped';

const DECIMAL_MARK: Record<Locale, string> = { tr: ',', en: '.' };

export function toNumberText(value: number, decimals: number, locale: Locale, style: NumberStyle): string {
  if (style === 'grouped') return formatNumber(value, locale, { decimals });
  // A tiny negative that rounds to zero would print as "-0,00"; nobody wants to read that.
  const safe = Number(value.toFixed(decimals)) === 0 ? 0 : value;
  return safe.toFixed(decimals).replace('.', DECIMAL_MARK[locale]);
}
