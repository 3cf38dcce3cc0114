// A select filter: one of a few fixed options declared in the descriptor (a region, a direction).
import type { ReportFilter } from '../../../../schemas/report.schema';
import { emptyToUndefined } from '../emptyToUndefined';
import type { FilterWidgetDefinition } from '../filterWidget';
import { requiredChoiceMessage } from '../requiredChoiceMessage';

export type SelectFilter = Extract<ReportFilter, { widget: 'select' }>;

export const selectWidget: FilterWidgetDefinition<SelectFilter> = {
  formKey: (filter) => filter.bind,
  fields: (filter) => [filter.bind],
  defaultValues: (filter) => ({ [filter.bind]: filter.default }),
  options: (filter) => filter.options.map((option) => option.value),
  requiredMessage: (filter) => requiredChoiceMessage(filter.label),
  completeFields: (filter) => [filter.bind],
  toFormData: (filter, values) => ({ [filter.bind]: values[filter.bind] }),
  fromFormData: (filter, data) => ({ [filter.bind]: emptyToUndefined(data[filter.bind]) }),
};
