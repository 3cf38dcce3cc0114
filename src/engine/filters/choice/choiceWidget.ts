// One path answering either of several request bodies (a futures report by trade dates, or by delivery year
// and period). `bind` is the request field that names the body (isTransactionPeriod); each alternative holds
// the filters of its body. Only the chosen alternative's fields carry values: switching clears the others,
// so the request never mixes two bodies.
import type { ReportFilter } from '../../../../schemas/report.schema';
import type { FilterValues } from '../../request/filterValues';
import { emptyToUndefined } from '../emptyToUndefined';
import type { FilterError, FilterWidgetDefinition } from '../filterWidget';
import { plainWidgetOf } from '../plainWidgets';
import { requiredChoiceMessage } from '../requiredChoiceMessage';
import { choiceValue, chosenAlternative } from './choiceValue';

export type ChoiceFilter = Extract<ReportFilter, { widget: 'choice' }>;

/** The fields of an alternative's filters, every one undefined: what an alternative not chosen sends. */
function cleared(filters: ChoiceFilter['alternatives'][number]['filters']): FilterValues {
  return Object.fromEntries(filters.flatMap((child) => plainWidgetOf(child).fields(child)).map((field) => [field, undefined]));
}

export const choiceWidget: FilterWidgetDefinition<ChoiceFilter> = {
  formKey: (filter) => filter.bind,
  fields: (filter) => [filter.bind],
  children: (filter) => filter.alternatives.flatMap((alternative) => alternative.filters),
  defaultValues(filter, now, publication) {
    let values: FilterValues = { [filter.bind]: choiceValue(filter.default) };
    for (const alternative of filter.alternatives) {
      if (alternative.value === filter.default) continue;
      values = { ...values, ...cleared(alternative.filters) };
    }
    const chosen = filter.alternatives.find((alternative) => alternative.value === filter.default);
    for (const child of chosen?.filters ?? []) values = { ...values, ...plainWidgetOf(child).defaultValues(child, now, publication) };
    return values;
  },
  options: (filter) => filter.alternatives.map((alternative) => choiceValue(alternative.value)),
  requiredMessage: (filter) => requiredChoiceMessage(filter.label),
  completeFields: (filter) => [filter.bind],
  check(filter, parsed, context) {
    const chosen = chosenAlternative(filter, parsed.get(filter.bind));
    const errors: FilterError[] = [];
    for (const child of chosen?.filters ?? []) {
      const widget = plainWidgetOf(child);
      for (const field of widget.completeFields(child)) {
        if (!parsed.has(field)) errors.push({ field, message: widget.requiredMessage(child, field) });
      }
      errors.push(...(widget.check?.(child, parsed, context) ?? []));
    }
    return errors;
  },
  toFormData(filter, values) {
    let data = { [filter.bind]: values[filter.bind] };
    for (const child of filter.alternatives.flatMap((alternative) => alternative.filters)) {
      data = { ...data, ...plainWidgetOf(child).toFormData(child, values, undefined) };
    }
    return data;
  },
  fromFormData(filter, data) {
    const chosen = chosenAlternative(filter, data[filter.bind]);
    let values: FilterValues = { [filter.bind]: emptyToUndefined(data[filter.bind]) };
    // Fields of the other bodies first, so a field two bodies share keeps the chosen body's value.
    for (const alternative of filter.alternatives) if (alternative !== chosen) values = { ...values, ...cleared(alternative.filters) };
    for (const child of chosen?.filters ?? []) values = { ...values, ...plainWidgetOf(child).fromFormData(child, data) };
    return values;
  },
};
