// The filter form's data: one entry per form field, as each widget maps it (src/engine/filters/<widget>/):
// a date range is one `start/end[/preset]` value, a delivery one `year/period`, a choice its switch plus its
// alternatives' fields. fromFormData splits them back into the request fields they bind.
import type { DatePreset, ReportDescriptor } from '../../../../schemas/report.schema';
import { splitRange } from '../../../engine/filters/date-range/rangeFormValue';
import { filterKey } from '../../../engine/filters/filterKey';
import type { FilterFormData } from '../../../engine/filters/filterWidget';
import { widgetOf } from '../../../engine/filters/filterWidgets';
import type { FilterValues } from '../../../engine/request/filterValues';

export function toFormData(descriptor: ReportDescriptor, values: FilterValues, rangePreset?: DatePreset): FilterFormData {
  let data: FilterFormData = {};
  let presetGiven = false;
  for (const filter of descriptor.filters ?? []) {
    const widget = widgetOf(filter);
    // The view has one relative range: the first date filter's.
    const preset = widget.carriesRangePreset && !presetGiven ? rangePreset : undefined;
    if (widget.carriesRangePreset) presetGiven = true;
    data = { ...data, ...widget.toFormData(filter, values, preset) };
  }
  return data;
}

/** The quick range the first date filter holds, if the reader chose one and did not edit a day since. */
export function rangePresetOf(descriptor: ReportDescriptor, data: FilterFormData): DatePreset | undefined {
  const filter = descriptor.filters?.find((f) => widgetOf(f).carriesRangePreset);
  return filter ? splitRange(data[filterKey(filter)]).preset : undefined;
}

/** Form data → filter values; request fields no filter sets keep their value from `base`. */
export function fromFormData(descriptor: ReportDescriptor, data: FilterFormData, base: FilterValues): FilterValues {
  let values: FilterValues = { ...base };
  for (const filter of descriptor.filters ?? []) values = { ...values, ...widgetOf(filter).fromFormData(filter, data) };
  return values;
}
