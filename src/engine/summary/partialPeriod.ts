// A monthly row whose month is not over yet covers only the days published so far: its average or total
// is not comparable with a whole month's, so the page marks it.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { istanbulDay } from '../format/istanbulDay';
import { monthStart } from '../request/isoDay';
import type { ReportRow } from '../rows/reportRow';

/** The column whose value names a row's period when the rows are months; undefined for other reports. */
export function periodColumnKey(descriptor: ReportDescriptor): string | undefined {
  return descriptor.columns.find((c) => c.type === 'month')?.key;
}

/** Whether the row's month is the current month in Istanbul (or later) at `now`. */
export function isPartialPeriod(descriptor: ReportDescriptor, row: ReportRow, now: Date): boolean {
  const key = periodColumnKey(descriptor);
  const value = key === undefined ? undefined : row[key];
  if (typeof value !== 'string' || !/^\d{4}-\d{2}/.test(value)) return false;
  return `${value.slice(0, 7)}-01` >= monthStart(istanbulDay(now));
}
