// Checks filter values before a request is sent, with messages a user can act on in both languages. The
// server checks the same rules again; this only spares the round trip and says what to change. What each
// filter checks across its fields lives with its widget (src/engine/filters/<widget>/).
import type { LocalizedText, ReportDescriptor, SpanLimit } from '../../../schemas/report.schema';
import { fieldsOutOfEffect } from '../filters/fieldsOutOfEffect';
import type { FilterError } from '../filters/filterWidget';
import { widgetOf } from '../filters/filterWidgets';
import { fieldFilter } from './fieldFilter';
import type { FilterValues } from './filterValues';
import { type FieldProblem, parseFieldValue } from './parseFieldValue';
import { requestFieldNames } from './requestFieldNames';

export type { FilterError } from '../filters/filterWidget';

const PROBLEM_MESSAGES: Record<FieldProblem, LocalizedText> = {
  date: { tr: 'Geçerli bir tarih seçin.', en: 'Choose a valid date.' },
  integer: { tr: 'Tam sayı girin.', en: 'Enter a whole number.' },
  number: { tr: 'Bir sayı girin.', en: 'Enter a number.' },
  boolean: { tr: 'Evet ya da hayır seçin.', en: 'Choose yes or no.' },
  option: { tr: 'Listedeki seçeneklerden birini seçin.', en: 'Choose one of the options in the list.' },
};

function requiredMessage(descriptor: ReportDescriptor, name: string): LocalizedText {
  const filter = fieldFilter(descriptor, name);
  if (filter) return widgetOf(filter).requiredMessage(filter, name);
  return { tr: `Zorunlu alan: ${name}.`, en: `Required field: ${name}.` };
}

/**
 * Required fields missing, unreadable values, an end date before its start, a range longer than
 * `limitOverride` (the administrator's limit) or else the date filter's own maxSpan, and a chosen body with
 * a field missing. At most one error per field.
 */
export function validateFilterValues(
  descriptor: ReportDescriptor,
  values: FilterValues,
  limitOverride?: SpanLimit,
): FilterError[] {
  const errors: FilterError[] = [];
  const parsed = new Map<string, string | number>();
  const skipped = fieldsOutOfEffect(descriptor, values);
  for (const name of requestFieldNames(descriptor)) {
    if (skipped.has(name)) continue;
    const field = descriptor.api.request[name];
    const given = Object.hasOwn(values, name) ? values[name] : undefined;
    const fallback = typeof field?.default === 'boolean' ? String(field.default) : field?.default;
    const result = parseFieldValue(descriptor, name, given ?? fallback);
    if (result.problem) errors.push({ field: name, message: PROBLEM_MESSAGES[result.problem] });
    else if (result.value !== undefined) parsed.set(name, result.value);
    else if (field?.required === true) errors.push({ field: name, message: requiredMessage(descriptor, name) });
  }
  for (const filter of descriptor.filters ?? []) {
    for (const error of widgetOf(filter).check?.(filter, parsed, { limitOverride }) ?? []) {
      if (!errors.some((known) => known.field === error.field)) errors.push(error);
    }
  }
  return errors;
}
