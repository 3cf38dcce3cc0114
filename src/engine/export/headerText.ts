// Column headers carry their unit, and time columns their time zone, so a number or an hour copied out of a
// file still says what it measures and on which clock (a CSV has no other place to say it).
import type { ReportColumn } from '../../../schemas/report.schema';
import { columnTypeOf } from '../columns/columnTypes';
import { ISTANBUL_UTC_OFFSET } from '../format/timeZoneLabel';
import type { Locale } from '../locale/locale';
import { units } from '../units/units';

// A month is a calendar month on any clock; dates and hours are Istanbul's.

export function headerText(column: ReportColumn, locale: Locale): string {
  const label = column.label[locale];
  if (columnTypeOf(column).zoneInHeader) return `${label} (${ISTANBUL_UTC_OFFSET})`;
  const unit = column.unit === undefined ? undefined : units[column.unit];
  // An unknown unit id fails descriptor validation; if one slips through, show the raw id rather than hide it.
  const unitLabel = unit ? unit.label[locale] : column.unit;
  return unitLabel ? `${label} (${unitLabel})` : label;
}
