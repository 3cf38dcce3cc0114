// What the page shows before the user touches a filter. The URL codec compares against this to write
// only what the user changed.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { FilterValues } from './filterValues';
import { requestFieldNames } from './requestFieldNames';
import { isPeriodFilter, periodStart } from './periodRange';
import { resolvePreset } from './resolvePreset';

export function defaultFilterValues(descriptor: ReportDescriptor, now: Date): FilterValues {
  const values: FilterValues = {};
  for (const name of requestFieldNames(descriptor)) {
    const fallback = descriptor.api.request[name]?.default;
    // Form values are text or numbers; a boolean default travels as 'true'/'false'.
    if (fallback !== undefined) values[name] = typeof fallback === 'boolean' ? String(fallback) : fallback;
  }
  for (const filter of descriptor.filters ?? []) {
    switch (filter.widget) {
      case 'dateRange': {
        const [startField, endField] = filter.bind;
        const range = resolvePreset(filter.default, now);
        if (startField) values[startField] = isPeriodFilter(filter) ? periodStart(range, filter) : range.start;
        if (endField) values[endField] = range.end;
        break;
      }
      case 'select':
        values[filter.bind] = filter.default;
        break;
      case 'lookup':
        // Present even when empty, so the form knows every field it owns.
        values[filter.bind] = filter.default ?? values[filter.bind];
        break;
    }
  }
  return values;
}
