// The filters a request is made of: every plain filter, and of a choice only the alternative its switch
// names. The date filter in effect is the page's range (the server reads its days, the chart its span).
import type { PlainReportFilter, ReportDescriptor } from '../../../schemas/report.schema';
import type { DateRangeFilter } from './date-range/dateRangeWidget';
import { chosenAlternative } from './choice/choiceValue';

/** `switchValue(field)` reads the switch of a choice: a form value or a request body's. */
export function filtersInEffect(descriptor: ReportDescriptor, switchValue: (field: string) => unknown): PlainReportFilter[] {
  return (descriptor.filters ?? []).flatMap((filter) =>
    filter.widget === 'choice' ? (chosenAlternative(filter, switchValue(filter.bind))?.filters ?? []) : [filter],
  );
}

/** The date filter of the page as it opens (every choice at its default alternative), if any. */
export function defaultDateFilter(descriptor: ReportDescriptor): DateRangeFilter | undefined {
  const defaults = new Map((descriptor.filters ?? []).flatMap((f) => (f.widget === 'choice' ? [[f.bind, f.default] as const] : [])));
  return dateFilterInEffect(descriptor, (field) => defaults.get(field));
}

/** The date filter in effect, if any. */
export function dateFilterInEffect(descriptor: ReportDescriptor, switchValue: (field: string) => unknown): DateRangeFilter | undefined {
  return filtersInEffect(descriptor, switchValue).find((filter): filter is DateRangeFilter => filter.widget === 'dateRange');
}
