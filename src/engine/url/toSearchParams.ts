// Filter state → URL query. Only what the user changed is written, so a link stays short and a page whose
// defaults move (a new "today") still opens on the new default for everyone who did not pick a date.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { FilterValues } from '../request/filterValues';
import { requestFieldNames } from '../request/requestFieldNames';

function asText(value: string | number | undefined): string {
  return value === undefined ? '' : String(value).trim();
}

/** Request fields whose value differs from `defaults`, in declaration order; a cleared default is written empty. */
export function toSearchParams(descriptor: ReportDescriptor, values: FilterValues, defaults: FilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of requestFieldNames(descriptor)) {
    const value = asText(Object.hasOwn(values, name) ? values[name] : undefined);
    const fallback = asText(Object.hasOwn(defaults, name) ? defaults[name] : undefined);
    if (value !== fallback) params.set(name, value);
  }
  return params;
}
