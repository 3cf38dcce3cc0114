// One table, chart tooltip or export cell as the user reads it, chosen by the column's declared type.
import type { ReportColumn } from '../../../schemas/report.schema';
import type { Locale } from '../locale/locale';
import type { CellValue } from '../rows/reportRow';
import { units } from '../units/units';
import { formatDate } from './formatDate';
import { formatDateTime } from './formatDateTime';
import { formatHour } from './formatHour';
import { formatMonth } from './formatMonth';
import { formatNumber } from './formatNumber';
import { pad2 } from './istanbulWallClock';

function toNumber(value: string | number): number | null {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  const parsed = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}

function columnDecimals(column: ReportColumn): number {
  if (column.decimals !== undefined) return column.decimals;
  const unit = column.unit !== undefined && Object.hasOwn(units, column.unit) ? units[column.unit] : undefined;
  return unit?.decimals ?? 2;
}

/** `value` formatted for `column` in `locale`; `''` for null. */
export function formatCell(column: ReportColumn, value: CellValue, locale: Locale): string {
  if (value === null || value === undefined) return '';
  // A coded value (a direction code, a status) reads as its label in every column type.
  const labels = column.valueLabels;
  if (labels && Object.hasOwn(labels, String(value))) return labels[String(value)]![locale];
  switch (column.type) {
    case 'datetime':
      return formatDateTime(String(value), locale);
    case 'date':
      return formatDate(String(value), locale);
    case 'month':
      return formatMonth(String(value), locale);
    case 'hour':
      // Some services send the hour as a number (0–23) rather than "13:00".
      return typeof value === 'number' && Number.isInteger(value) ? `${pad2(value)}:00` : formatHour(String(value));
    case 'number':
    case 'integer': {
      const numeric = toNumber(value);
      if (numeric === null) return String(value);
      return formatNumber(numeric, locale, { decimals: column.type === 'integer' ? 0 : columnDecimals(column) });
    }
    case 'text':
      return String(value);
  }
}
