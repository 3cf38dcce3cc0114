import type { ReportColumn } from '../../../schemas/report.schema';
import type { Locale } from '../locale/locale';
import { unitLabel } from './unitLabel';

/** The header a table, chart legend and export show: `Fiyat (TL/MWh)`, or the label alone without a unit. */
export function columnHeader(column: ReportColumn, locale: Locale): string {
  const label = column.label[locale];
  return column.unit ? `${label} (${unitLabel(column.unit, locale)})` : label;
}
