// The widgets a choice's alternative may hold: every widget but the choice itself (no choice in a choice).
import type { PlainReportFilter } from '../../../schemas/report.schema';
import { dateRangeWidget } from './date-range/dateRangeWidget';
import { deliveryPeriodWidget } from './delivery-period/deliveryPeriodWidget';
import type { FilterWidgetDefinition } from './filterWidget';
import { lookupWidget } from './lookup/lookupWidget';
import { selectWidget } from './select/selectWidget';

export const plainWidgets = {
  dateRange: dateRangeWidget,
  lookup: lookupWidget,
  select: selectWidget,
  deliveryPeriod: deliveryPeriodWidget,
} as const;

/** The definition of a plain filter's widget. */
export function plainWidgetOf(filter: PlainReportFilter): FilterWidgetDefinition<PlainReportFilter> {
  return plainWidgets[filter.widget] as unknown as FilterWidgetDefinition<PlainReportFilter>;
}
