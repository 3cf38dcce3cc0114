// The filter form's data: one entry per filter. A date range is one value, `start/end` (ISO 8601
// interval notation), so each filter is one RJSF widget; the request fields it binds are split out again
// by fromFormData.
import type { ReportDescriptor, ReportFilter } from '../../../../schemas/report.schema';
import type { FilterValues } from '../../../engine/request/filterValues';

export type FilterFormData = Record<string, string | number | undefined>;

/** The form property of a filter: its bound field, or `start_end` for a date range. */
export function filterKey(filter: ReportFilter): string {
  return filter.widget === 'dateRange' ? filter.bind.join('_') : filter.bind;
}

export function joinRange(start: string | number | undefined, end: string | number | undefined): string {
  return `${start ?? ''}/${end ?? ''}`;
}

export function splitRange(value: unknown): { start: string; end: string } {
  const [start = '', end = ''] = typeof value === 'string' ? value.split('/') : [];
  return { start, end };
}

export function toFormData(descriptor: ReportDescriptor, values: FilterValues): FilterFormData {
  const data: FilterFormData = {};
  for (const filter of descriptor.filters ?? []) {
    if (filter.widget === 'dateRange') data[filterKey(filter)] = joinRange(values[filter.bind[0] ?? ''], values[filter.bind[1] ?? '']);
    else data[filter.bind] = values[filter.bind];
  }
  return data;
}

/** Form data → filter values; request fields no filter sets keep their value from `base`. */
export function fromFormData(descriptor: ReportDescriptor, data: FilterFormData, base: FilterValues): FilterValues {
  const values: FilterValues = { ...base };
  for (const filter of descriptor.filters ?? []) {
    const value = data[filterKey(filter)];
    if (filter.widget === 'dateRange') {
      const { start, end } = splitRange(value);
      const [startField, endField] = filter.bind;
      if (startField) values[startField] = start === '' ? undefined : start;
      if (endField) values[endField] = end === '' ? undefined : end;
    } else {
      values[filter.bind] = value === '' || value === null ? undefined : value;
    }
  }
  return values;
}

/** A lookup that depends on another filter is cleared when that filter changes (a new basin, a new dam list). */
export function clearDependents(descriptor: ReportDescriptor, previous: FilterFormData, next: FilterFormData): FilterFormData {
  let result = next;
  for (const filter of descriptor.filters ?? []) {
    if (filter.widget !== 'lookup' || !filter.dependsOn) continue;
    if (previous[filter.dependsOn] !== next[filter.dependsOn] && result[filter.bind] !== undefined) {
      result = { ...result, [filter.bind]: undefined };
    }
  }
  return result;
}
