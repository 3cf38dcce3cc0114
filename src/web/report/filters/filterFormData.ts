// The filter form's data: one entry per filter. A date range is one value, `start/end` (ISO 8601
// interval notation), or `start/end/preset` when a quick range chose it (the range then stays relative
// in links), so each filter is one RJSF widget; the request fields it binds are split out again by
// fromFormData, the preset by rangePresetOf.
import { DATE_PRESETS, type DatePreset, type ReportDescriptor, type ReportFilter } from '../../../../schemas/report.schema';
import type { FilterValues } from '../../../engine/request/filterValues';

export type FilterFormData = Record<string, string | number | undefined>;

/** The form property of a filter: its bound field, or `start_end` for a date range. */
export function filterKey(filter: ReportFilter): string {
  return filter.widget === 'dateRange' ? filter.bind.join('_') : filter.bind;
}

export function joinRange(start: string | number | undefined, end: string | number | undefined, preset?: DatePreset): string {
  return `${start ?? ''}/${end ?? ''}${preset ? `/${preset}` : ''}`;
}

function isPreset(value: string | undefined): value is DatePreset {
  return value !== undefined && (DATE_PRESETS as readonly string[]).includes(value);
}

export function splitRange(value: unknown): { start: string; end: string; preset?: DatePreset } {
  const [start = '', end = '', preset] = typeof value === 'string' ? value.split('/') : [];
  return isPreset(preset) ? { start, end, preset } : { start, end };
}

export function toFormData(descriptor: ReportDescriptor, values: FilterValues, rangePreset?: DatePreset): FilterFormData {
  const data: FilterFormData = {};
  let presetGiven = false;
  for (const filter of descriptor.filters ?? []) {
    if (filter.widget === 'dateRange') {
      // The view has one relative range: the first date filter's.
      data[filterKey(filter)] = joinRange(values[filter.bind[0] ?? ''], values[filter.bind[1] ?? ''], presetGiven ? undefined : rangePreset);
      presetGiven = true;
    } else data[filter.bind] = values[filter.bind];
  }
  return data;
}

/** The quick range the first date filter holds, if the reader chose one and did not edit a day since. */
export function rangePresetOf(descriptor: ReportDescriptor, data: FilterFormData): DatePreset | undefined {
  const filter = descriptor.filters?.find((f) => f.widget === 'dateRange');
  return filter ? splitRange(data[filterKey(filter)]).preset : undefined;
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
