// Every widget's form fields, keyed by the descriptor's `widget`: toFilterFormSchema asks this registry,
// never a switch.
import type { ReportFilter } from '../../../../../schemas/report.schema';
import type { FilterWidgetId } from '../../../../engine/filters/filterWidgets';
import { toChoiceFields } from './Choice/toChoiceFields';
import type { FormField, FormFieldContext, ToFormFields } from './formField';
import { plainFormFields } from './plainFormFields';

const filterFormFields: { [K in FilterWidgetId]: ToFormFields<Extract<ReportFilter, { widget: K }>> } = { ...plainFormFields, choice: toChoiceFields };

export function toFormFields(filter: ReportFilter, context: FormFieldContext): FormField[] {
  return (filterFormFields[filter.widget] as unknown as ToFormFields<ReportFilter>)(filter, context);
}
