// One cell as the text a reader sees, shared by the CSV and PDF writers so both files read alike.
import type { ReportColumn } from '../../../schemas/report.schema';
import type { Locale } from '../locale/locale';
import type { CellValue } from '../rows/reportRow';
import { columnDecimals } from './columnDecimals';
import { toNumberText, type NumberStyle } from './numberText';
import { isTimeColumnType, toTimeText } from './timeText';

export function isNumberColumn(column: ReportColumn): boolean {
  return column.type === 'number' || column.type === 'integer';
}

/** A number cell's value as a number, or null when it holds none (services send some numbers as text). */
export function toCellNumber(value: CellValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

export function toCellText(column: ReportColumn, value: CellValue, locale: Locale, style: NumberStyle): string {
  if (value === null || value === undefined) return '';
  if (isNumberColumn(column)) {
    const number = toCellNumber(value);
    return number === null ? String(value) : toNumberText(number, columnDecimals(column), locale, style);
  }
  if (isTimeColumnType(column.type)) return toTimeText(column.type, value) ?? String(value);
  const label = column.valueLabels?.[String(value)];
  return label ? label[locale] : String(value);
}
