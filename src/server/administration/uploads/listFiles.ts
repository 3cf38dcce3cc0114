// The files a list's screen offers: the template (the expected header row only) and the current list (the
// header and every row), as CSV in the reader's language, written so that uploading the file again changes
// nothing: numbers with a decimal comma in Turkish (a point in English) and no thousands separator, dates
// DD.MM.YYYY, yes/no and value labels in words.
import { plainCsv, type CsvCell } from '../plainCsv';
import type { CellValue } from './cellParsers';
import type { CurrentRow } from './listRows';
import { titleOf, type ResolvedColumn, type ResolvedList } from './uploadColumns';

type Locale = 'tr' | 'en';

function cellText(column: ResolvedColumn, value: CellValue, locale: Locale): CsvCell {
  if (value === null) return null;
  if (typeof value === 'boolean') return value ? (locale === 'tr' ? 'Evet' : 'Yes') : (locale === 'tr' ? 'Hayır' : 'No');
  if (typeof value === 'number') return locale === 'tr' && column.type === 'number' ? String(value).replace('.', ',') : String(value);
  if (column.type === 'date') return `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;
  if (column.type === 'choice') return column.choices.find((c) => c.code === value)?.[locale] ?? value;
  return value;
}

export function listCsv(resolved: ResolvedList, rows: readonly CurrentRow[], locale: Locale): string {
  return plainCsv(
    resolved.columns.map((c) => titleOf(c, locale)),
    rows.map((r) => resolved.columns.map((c) => cellText(c, r.values[c.key] ?? null, locale))),
    locale,
  );
}

/** The file name of a download: the list's id, the year, and what it is. */
export function listFileName(resolved: ResolvedList, what: 'template' | 'current', locale: Locale, year: number | null): string {
  const word = what === 'template' ? (locale === 'tr' ? 'sablon' : 'template') : (locale === 'tr' ? 'guncel' : 'current');
  return `${resolved.list.id}${year === null ? '' : `-${year}`}-${word}.csv`;
}
