// What a cell holds in the workbook: numbers as numbers and times as real Excel dates, so users can sum,
// filter and chart them; only the hour is text ("13:00"), as on the page.
import type { ReportColumn } from '../../../schemas/report.schema';
import type { Locale } from '../locale/locale';
import type { CellValue } from '../rows/reportRow';
import { isNumberColumn, toCellNumber, toCellText } from './cellText';
import { columnDecimals } from './columnDecimals';
import { toWallClock } from './wallClock';

export type XlsxValue = string | number | Date | null;

const DATE_FORMATS: Partial<Record<ReportColumn['type'], string>> = {
  datetime: 'dd.mm.yyyy hh:mm',
  date: 'dd.mm.yyyy',
  month: 'mm.yyyy',
};

/** The cell number format of a column, or undefined for text cells. */
export function xlsxNumberFormat(column: ReportColumn): string | undefined {
  if (isNumberColumn(column)) {
    const decimals = columnDecimals(column);
    return decimals === 0 ? '#,##0' : `#,##0.${'0'.repeat(decimals)}`;
  }
  return DATE_FORMATS[column.type];
}

export function toXlsxValue(column: ReportColumn, value: CellValue, locale: Locale): XlsxValue {
  if (value === null || value === undefined) return null;
  if (isNumberColumn(column)) return toCellNumber(value) ?? String(value);
  if (column.type in DATE_FORMATS) {
    // Excel dates have no time zone: the serial number is the wall clock. exceljs turns a Date into a
    // serial from its UTC fields, so the wall-clock digits go in as UTC.
    const clock = toWallClock(value);
    return clock ? new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute)) : String(value);
  }
  return toCellText(column, value, locale, 'grouped');
}
