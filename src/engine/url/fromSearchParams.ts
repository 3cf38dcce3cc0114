// URL query → filter state. A link is user input from anywhere, so every value is checked against the
// descriptor; whatever does not fit is dropped and the default stays.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { FilterValues } from '../request/filterValues';
import { parseFieldValue } from '../request/parseFieldValue';
import { requestFieldNames } from '../request/requestFieldNames';

// Longer than any id, day or option a filter holds; a longer value is not a real filter value.
const MAX_LENGTH = 200;

function stripTags(raw: string): string {
  // Also drops an unclosed "<script" at the end, and stray angle brackets, which no filter value contains.
  return raw.replace(/<[^>]*>?/g, '').replace(/[<>]/g, '').trim();
}

/** `defaults` overlaid with the valid params; an empty param clears an optional field ("all"). */
export function fromSearchParams(descriptor: ReportDescriptor, params: URLSearchParams, defaults: FilterValues): FilterValues {
  const values: FilterValues = { ...defaults };
  for (const name of requestFieldNames(descriptor)) {
    const raw = params.get(name);
    if (raw === null || raw.length > MAX_LENGTH) continue;
    const text = stripTags(raw);
    if (text === '') {
      if (raw.trim() === '' && descriptor.api.request[name]?.required !== true) values[name] = undefined;
      continue;
    }
    const parsed = parseFieldValue(descriptor, name, text);
    if (!parsed.problem && parsed.value !== undefined) values[name] = parsed.value;
  }
  return values;
}
