// Filter values ⇄ the address bar. Only values that differ from the defaults are written (engine
// toSearchParams), so a shared link is short and reproduces exactly what its author chose.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { FilterValues } from '../../engine/request/filterValues';
import { fromSearchParams } from '../../engine/url/fromSearchParams';
import { toSearchParams } from '../../engine/url/toSearchParams';

/** `?startDate=...` or '' when everything is at its default. */
export function toSearchString(descriptor: ReportDescriptor, values: FilterValues, defaults: FilterValues): string {
  const query = toSearchParams(descriptor, values, defaults).toString();
  return query === '' ? '' : `?${query}`;
}

export function fromSearchString(descriptor: ReportDescriptor, search: string, defaults: FilterValues): FilterValues {
  return fromSearchParams(descriptor, new URLSearchParams(search), defaults);
}
