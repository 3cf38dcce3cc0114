// What the page shows before the user touches a filter. The URL codec compares against this to write
// only what the user changed.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { widgetOf } from '../filters/filterWidgets';
import type { FilterValues } from './filterValues';
import { requestFieldNames } from './requestFieldNames';

export function defaultFilterValues(descriptor: ReportDescriptor, now: Date): FilterValues {
  const values: FilterValues = {};
  for (const name of requestFieldNames(descriptor)) {
    const fallback = descriptor.api.request[name]?.default;
    // Form values are text or numbers; a boolean default travels as 'true'/'false'.
    if (fallback !== undefined) values[name] = typeof fallback === 'boolean' ? String(fallback) : fallback;
  }
  for (const filter of descriptor.filters ?? []) {
    // A filter without a default of its own keeps the request field's, and its field stays present even when
    // empty, so the form knows every field it owns.
    for (const [name, value] of Object.entries(widgetOf(filter).defaultValues(filter, now, descriptor.publication))) values[name] = value ?? values[name];
  }
  return values;
}
