// Checks filter values before a request is sent, with messages a user can act on in both languages. The
// server checks the same rules again; this only spares the round trip and says what to change.
import type { LocalizedText, ReportDescriptor, SpanLimit } from '../../../schemas/report.schema';
import { formatDate } from '../format/formatDate';
import { describeSpanLimit } from './describeSpanLimit';
import { fieldFilter } from './fieldFilter';
import type { FilterValues } from './filterValues';
import { type FieldProblem, parseFieldValue } from './parseFieldValue';
import { requestFieldNames } from './requestFieldNames';
import { spanEndLimit } from './spanEndLimit';
import { spanLimitExceeded } from './spanLimitExceeded';

export interface FilterError {
  /** The request field the message belongs to, so the form can show it under that input. */
  field: string;
  message: LocalizedText;
}

const PROBLEM_MESSAGES: Record<FieldProblem, LocalizedText> = {
  date: { tr: 'Geçerli bir tarih seçin.', en: 'Choose a valid date.' },
  integer: { tr: 'Tam sayı girin.', en: 'Enter a whole number.' },
  number: { tr: 'Bir sayı girin.', en: 'Enter a number.' },
  boolean: { tr: 'Evet ya da hayır seçin.', en: 'Choose yes or no.' },
  option: { tr: 'Listedeki seçeneklerden birini seçin.', en: 'Choose one of the options in the list.' },
};

function requiredMessage(descriptor: ReportDescriptor, name: string): LocalizedText {
  const filter = fieldFilter(descriptor, name);
  if (filter?.widget === 'dateRange') {
    if (filter.bind.length === 1) {
      return filter.granularity === 'month'
        ? { tr: 'Zorunlu alan: bir ay seçin.', en: 'Required field: choose a month.' }
        : { tr: 'Zorunlu alan: bir gün seçin.', en: 'Required field: choose a day.' };
    }
    return filter.bind[0] === name
      ? { tr: 'Zorunlu alan: başlangıç tarihini seçin.', en: 'Required field: choose a start date.' }
      : { tr: 'Zorunlu alan: bitiş tarihini seçin.', en: 'Required field: choose an end date.' };
  }
  if (filter?.label) return { tr: `Zorunlu alan: ${filter.label.tr} seçin.`, en: `Required field: choose a ${filter.label.en.toLocaleLowerCase('en')}.` };
  return { tr: `Zorunlu alan: ${name}.`, en: `Required field: ${name}.` };
}

function rangeError(start: string, end: string, limit: SpanLimit | undefined): LocalizedText | undefined {
  if (end < start) {
    return { tr: 'Bitiş tarihi, başlangıç tarihinden önce olamaz.', en: 'The end date cannot be before the start date.' };
  }
  if (!limit || !spanLimitExceeded(start, end, limit)) return undefined;
  const lastTr = formatDate(spanEndLimit(start, limit), 'tr');
  const lastEn = formatDate(spanEndLimit(start, limit), 'en');
  return {
    tr: `Tarih aralığı ${describeSpanLimit(limit, 'tr')} olabilir; bitiş tarihini en geç ${lastTr} seçin.`,
    en: `The date range can be ${describeSpanLimit(limit, 'en')}; choose an end date no later than ${lastEn}.`,
  };
}

/**
 * Required fields missing, unreadable values, an end date before its start, and a range longer than
 * `limitOverride` (the administrator's limit) or else the date filter's own maxSpan. At most one error per field.
 */
export function validateFilterValues(
  descriptor: ReportDescriptor,
  values: FilterValues,
  limitOverride?: SpanLimit,
): FilterError[] {
  const errors: FilterError[] = [];
  const parsed = new Map<string, string | number>();
  for (const name of requestFieldNames(descriptor)) {
    const field = descriptor.api.request[name];
    const given = Object.hasOwn(values, name) ? values[name] : undefined;
    const fallback = typeof field?.default === 'boolean' ? String(field.default) : field?.default;
    const result = parseFieldValue(descriptor, name, given ?? fallback);
    if (result.problem) errors.push({ field: name, message: PROBLEM_MESSAGES[result.problem] });
    else if (result.value !== undefined) parsed.set(name, result.value);
    else if (field?.required === true) errors.push({ field: name, message: requiredMessage(descriptor, name) });
  }
  for (const filter of descriptor.filters ?? []) {
    if (filter.widget !== 'dateRange') continue;
    const [startField, endField] = filter.bind;
    if (!startField || !endField) continue;
    const start = parsed.get(startField);
    const end = parsed.get(endField);
    if (typeof start !== 'string' || typeof end !== 'string') continue;
    const message = rangeError(start, end, limitOverride ?? filter.maxSpan);
    if (message) errors.push({ field: endField, message });
  }
  return errors;
}
