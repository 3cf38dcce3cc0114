import type { ReportFilter } from '../../../schemas/report.schema';
import { widgetOf } from './filterWidgets';

/** The form property a filter's value lives under (its bound field; `start_end` for a date range). */
export function filterKey(filter: ReportFilter): string {
  return widgetOf(filter).formKey(filter);
}
