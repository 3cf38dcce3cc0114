// Column headers carry their unit, so a number copied out of a file still says what it measures.
import type { ReportColumn } from '../../../schemas/report.schema';
import type { Locale } from '../locale/locale';
import { units } from '../units/units';

export function headerText(column: ReportColumn, locale: Locale): string {
  const label = column.label[locale];
  const unit = column.unit === undefined ? undefined : units[column.unit];
  // An unknown unit id fails descriptor validation; if one slips through, show the raw id rather than hide it.
  const unitLabel = unit ? unit.label[locale] : column.unit;
  return unitLabel ? `${label} (${unitLabel})` : label;
}
