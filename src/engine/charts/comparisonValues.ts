// The filter values of the comparison period: the same date range one week or one year earlier (29 February
// becomes 28 February), every other filter unchanged. Undefined when the report has no date range to move.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { FilterValues } from '../request/filterValues';
import { allFilters } from '../filters/allFilters';
import { dateFilterInEffect } from '../filters/filtersInEffect';
import type { ComparisonShift } from './chartType';
import { chartTypes } from './chartTypes';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function shiftDayBack(day: string, shift: ComparisonShift): string | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (shift === 'week') return new Date(Date.UTC(y, m - 1, d - 7)).toISOString().slice(0, 10);
  const lastOfMonth = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  return new Date(Date.UTC(y - 1, m - 1, Math.min(d, lastOfMonth))).toISOString().slice(0, 10);
}

export function comparisonValues(descriptor: ReportDescriptor, values: FilterValues, shift: ComparisonShift): FilterValues | undefined {
  const range = dateFilterInEffect(descriptor, (field) => values[field]);
  if (!range) return undefined;
  const [startField, endField] = range.bind as [string, string?];
  const start = values[startField];
  const end = (endField ? values[endField] : undefined) ?? start;
  if (typeof start !== 'string' || typeof end !== 'string') return undefined;
  const earlierStart = shiftDayBack(start, shift);
  const earlierEnd = shiftDayBack(end, shift);
  if (!earlierStart || !earlierEnd) return undefined;
  return { ...values, [startField]: earlierStart, ...(endField ? { [endField]: earlierEnd } : {}) };
}

/** Whether the chart can show an earlier period: a time axis over a date range, one series per column, not a stacked mix. */
export function canCompare(descriptor: ReportDescriptor): boolean {
  const chart = descriptor.chart;
  const type = chart ? chartTypes[chart.type] : undefined;
  if (type?.stacked || type?.offersComparison === false) return false;
  const x = chart ? descriptor.columns.find((c) => c.key === chart.x) : undefined;
  return !!chart && !chart.groupBy && !!x && ['date', 'datetime'].includes(x.type) && allFilters(descriptor).some((f) => f.widget === 'dateRange');
}
