// A lookup filter: one member of a web-service list (a power plant, a dam), or several when bound to an
// integerList / stringList field (held as comma-separated text). `dependsOn` names the filter whose value
// feeds its list; the form clears it when that value changes (clearDependents), at any depth.
import type { ReportFilter } from '../../../../schemas/report.schema';
import { emptyToUndefined } from '../emptyToUndefined';
import type { FilterWidgetDefinition } from '../filterWidget';
import { requiredChoiceMessage } from '../requiredChoiceMessage';

export type LookupFilter = Extract<ReportFilter, { widget: 'lookup' }>;

export const lookupWidget: FilterWidgetDefinition<LookupFilter> = {
  formKey: (filter) => filter.bind,
  fields: (filter) => [filter.bind],
  // Present even when empty, so the form knows every field it owns.
  defaultValues: (filter) => ({ [filter.bind]: filter.default }),
  requiredMessage: (filter) => requiredChoiceMessage(filter.label),
  completeFields: (filter) => (filter.allowEmpty === false ? [filter.bind] : []),
  toFormData: (filter, values) => ({ [filter.bind]: values[filter.bind] }),
  fromFormData: (filter, data) => ({ [filter.bind]: emptyToUndefined(data[filter.bind]) }),
};
