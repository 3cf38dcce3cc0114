// Download file names: report id, date range and the time zone of every time inside, ASCII only, so every
// browser, mail gateway and file system keeps them intact (dam-mcp_2024-07-01_2024-07-31_UTC+3.xlsx). A file
// sorted otherwise than oldest first says so too (..._UTC+3_price-desc.csv, ..._UTC+3_date-desc.csv): pass the
// sort only then (exportFileSort).
import type { ReportColumn } from '../../../schemas/report.schema';
import { isCalendarColumn } from '../columns/columnTypes';
import { ISTANBUL_UTC_OFFSET } from '../format/timeZoneLabel';
import type { ExportFormat } from './exportInput';

const TURKISH_TO_ASCII: Record<string, string> = {
  ç: 'c', Ç: 'C', ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I', ö: 'o', Ö: 'O', ş: 's', Ş: 'S', ü: 'u', Ü: 'U',
};

function toAsciiPart(text: string): string {
  return text
    .replace(/[çÇğĞıİöÖşŞüÜ]/g, (letter) => TURKISH_TO_ASCII[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Request dates come as ISO timestamps with an offset; the file name needs only the calendar day. */
function toDatePart(value: string | undefined): string {
  if (value === undefined) return '';
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return day ? day[0] : toAsciiPart(value);
}

/** The sort a file name mentions: none for the natural order, oldest first by a time column. */
export function exportFileSort(columns: readonly Pick<ReportColumn, 'key' | 'type'>[], sort: { field: string; direction: 'ASC' | 'DESC' } | undefined) {
  const column = sort ? columns.find((c) => c.key === sort.field) : undefined;
  // A list column is no order of rows (an unfolded list's items keep the order they are answered in).
  return sort && !(column && isCalendarColumn(column) && sort.direction === 'ASC') && column?.type !== 'list' ? sort : undefined;
}

export function exportFileName(
  reportId: string,
  start: string | undefined,
  end: string | undefined,
  format: ExportFormat,
  sort?: { field: string; direction: 'ASC' | 'DESC' },
): string {
  const sortPart = sort ? `${toAsciiPart(sort.field)}-${sort.direction === 'ASC' ? 'asc' : 'desc'}` : '';
  const parts = [toAsciiPart(reportId) || 'report', toDatePart(start), toDatePart(end), ISTANBUL_UTC_OFFSET, sortPart].filter((p) => p !== '');
  return `${parts.join('_')}.${format}`;
}
