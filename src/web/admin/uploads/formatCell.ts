// A list cell as the preview tables show it, in the reader's language: numbers with the locale's separators,
// yes/no in words, dates DD.MM.YYYY, a value label instead of its code, a dash for nothing.
import type { CellValue, UploadColumn } from './uploadsApi';

export interface CellWords { yes: string; no: string; empty: string }

export function formatCell(column: UploadColumn, value: CellValue | undefined, locale: 'tr' | 'en', words: CellWords): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') {
    return new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: column.type === 'integer' ? 0 : 4, useGrouping: column.type !== 'integer' }).format(value);
  }
  if (column.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;
  if (column.type === 'choice') return column.choices.find((c) => c.code === value)?.[locale] ?? value;
  return value;
}

export const columnTitle = (column: UploadColumn, locale: 'tr' | 'en'): string => (locale === 'tr' ? column.titleTr : column.titleEn);
