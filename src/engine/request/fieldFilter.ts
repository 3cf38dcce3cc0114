import type { ReportDescriptor, ReportFilter } from '../../../schemas/report.schema';
import { allFilters } from '../filters/allFilters';
import { widgetOf } from '../filters/filterWidgets';

/** The filter that sets request field `name`, if any (a date range sets two; a choice's alternatives are searched too). */
export function fieldFilter(descriptor: ReportDescriptor, name: string): ReportFilter | undefined {
  return allFilters(descriptor).find((filter) => widgetOf(filter).fields(filter).includes(name));
}
