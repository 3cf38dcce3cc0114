// A figure as words in the bulletin's language: the number with its column's decimals and unit, the hour or day
// of a minimum or maximum, how many hours each value held, and the change against the previous period.
import type { ReportColumn, ReportDescriptor } from '../../../../../schemas/report.schema';
import { columnDecimals } from '../../../../engine/columns/columnDecimals';
import { formatCell } from '../../../../engine/format/formatCell';
import { formatNumber } from '../../../../engine/format/formatNumber';
import { unitLabel } from '../../../../engine/format/unitLabel';
import { LOCALE_TAGS } from '../../../../engine/locale/locale';
import type { ReportRow } from '../../../../engine/rows/reportRow';
import type { BulletinLanguage, BulletinPeriod } from '../../bulletinKinds';
import { bulletinText } from '../bulletinTexts';
import type { FigureValue } from '../figureValue';

export function numberText(value: number, column: ReportColumn, language: BulletinLanguage): string {
  const unit = column.unit ? ` ${unitLabel(column.unit, language)}` : '';
  return `${formatNumber(value, language, { decimals: columnDecimals(column) })}${unit}`;
}

const hourColumn = (descriptor: ReportDescriptor): ReportColumn | undefined => descriptor.columns.find((c) => c.type === 'hour');
export const timeColumn = (descriptor: ReportDescriptor): ReportColumn | undefined => {
  const x = descriptor.chart?.x;
  const chartX = x ? descriptor.columns.find((c) => c.key === x && (c.type === 'date' || c.type === 'datetime')) : undefined;
  return chartX ?? descriptor.columns.find((c) => c.type === 'date' || c.type === 'datetime');
};

/** When a minimum or maximum happened: "saat 14:00" in a daily bulletin, "29.07.2024 14:00" or "29.07.2024" otherwise. */
export function atText(descriptor: ReportDescriptor, row: ReportRow, period: BulletinPeriod, language: BulletinLanguage): string {
  const hour = hourColumn(descriptor);
  const time = timeColumn(descriptor);
  const hourText = hour ? formatCell(hour, row[hour.key] ?? null, language) : '';
  const dayText = time ? formatCell({ ...time, type: 'date' } as ReportColumn, row[time.key] ?? null, language) : '';
  if (period === 'daily') return hourText ? `${bulletinText('at', language)} ${hourText}`.trim() : '';
  const when = [dayText, hourText].filter(Boolean).join(' ');
  return language === 'en' && when ? `${bulletinText('on', language)} ${when}` : when;
}

export function valueText(descriptor: ReportDescriptor, figure: FigureValue, language: BulletinLanguage): string {
  if (figure.kind === 'number') return numberText(figure.value, figure.column, language);
  const unit = hourColumn(descriptor) ? 'hours' : 'days';
  return figure.counts
    .map(({ value, rows }) => `${formatCell(figure.column, value, language)}: ${formatNumber(rows, language)} ${bulletinText(rows === 1 ? (unit === 'hours' ? 'hour' : 'day') : unit, language)}`)
    .join(' · ');
}

/** "+3,2 %" style change, in the locale's percent form ("%3,2" in Turkish); '' when the base is zero. */
export function changeText(current: number, previous: number, language: BulletinLanguage): string {
  if (previous === 0) return '';
  const change = (current - previous) / Math.abs(previous);
  return new Intl.NumberFormat(LOCALE_TAGS[language], { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(change);
}

/**
 * Whether the rows reach from the range's first day to its last (their time column's Istanbul day). A report
 * without a time column (rows per contract) cannot show it, so it counts as not covered.
 */
export function coversDays(descriptor: ReportDescriptor, rows: readonly ReportRow[], range: { start: string; end: string }): boolean {
  const time = timeColumn(descriptor);
  if (!time) return false;
  let first: string | undefined;
  let last: string | undefined;
  for (const row of rows) {
    const value = row[time.key];
    if (typeof value !== 'string') continue;
    const day = value.slice(0, 10);
    if (first === undefined || day < first) first = day;
    if (last === undefined || day > last) last = day;
  }
  return first === range.start && last === range.end;
}
