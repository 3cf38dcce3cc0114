// The form fields of the widgets a choice's alternative may hold (every widget but the choice).
import type { PlainReportFilter } from '../../../../../schemas/report.schema';
import { toDateRangeField } from './DateRange/toDateRangeField';
import { toDeliveryPeriodField } from './DeliveryPeriod/toDeliveryPeriodField';
import type { FormField, FormFieldContext, ToFormFields } from './formField';
import { toLookupField } from './Lookup/toLookupField';
import { toSelectField } from './Select/toSelectField';

export const plainFormFields = {
  dateRange: toDateRangeField,
  lookup: toLookupField,
  select: toSelectField,
  deliveryPeriod: toDeliveryPeriodField,
} as const;

export function toPlainFormFields(filter: PlainReportFilter, context: FormFieldContext): FormField[] {
  return (plainFormFields[filter.widget] as unknown as ToFormFields<PlainReportFilter>)(filter, context);
}
