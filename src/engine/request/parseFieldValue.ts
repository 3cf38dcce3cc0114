// One reading of a filter value for every consumer: the URL codec keeps what parses, validation reports
// what does not, and toRequest converts what does. Values arrive as typed by a form or as URL text.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { istanbulWallClock } from '../format/istanbulWallClock';
import { widgetOf } from '../filters/filterWidgets';
import { readDeliveryHour, splitDeliveryHour } from './deliveryHour';
import { fieldFilter } from './fieldFilter';
import { isIsoDay } from './isoDay';

export type FieldProblem = 'date' | 'integer' | 'number' | 'boolean' | 'option';

export type ParsedField =
  | { value: string | number | undefined; problem?: undefined }
  | { value?: undefined; problem: FieldProblem };

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

function parseDay(raw: string): ParsedField {
  if (isIsoDay(raw)) return { value: raw };
  // A full date-time (a hand-edited link, an API echo) is reduced to its Istanbul day.
  const wall = raw.includes('T') ? istanbulWallClock(raw) : null;
  if (!wall) return { problem: 'date' };
  return { value: `${String(wall.year).padStart(4, '0')}-${pad2(wall.month)}-${pad2(wall.day)}` };
}

/** One delivery hour: kept as written, or any ISO date-time reduced to the Istanbul hour it falls in. */
function parseHour(raw: string): ParsedField {
  if (splitDeliveryHour(raw)) return { value: raw };
  const hour = readDeliveryHour(raw);
  return hour ? { value: hour } : { problem: 'date' };
}

function parseNumeric(raw: string | number, pattern: RegExp, problem: FieldProblem): ParsedField {
  const value = typeof raw === 'number' ? raw : pattern.test(raw) ? Number(raw) : Number.NaN;
  const ok = Number.isFinite(value) && (problem !== 'integer' || Number.isInteger(value));
  return ok ? { value } : { problem };
}

function parseTyped(descriptor: ReportDescriptor, name: string, raw: string | number): ParsedField {
  const field = Object.hasOwn(descriptor.api.request, name) ? descriptor.api.request[name] : undefined;
  const filter = fieldFilter(descriptor, name);
  if (filter && widgetOf(filter).holdsHours?.(filter)) return parseHour(String(raw));
  if (field?.type === 'datetime' || (filter && widgetOf(filter).holdsDays)) return parseDay(String(raw));
  switch (field?.type) {
    case 'integer':
      return parseNumeric(raw, INTEGER, 'integer');
    case 'number':
      return parseNumeric(raw, DECIMAL, 'number');
    case 'boolean':
      return raw === 'true' || raw === 'false' ? { value: raw } : { problem: 'boolean' };
    case 'integerList': {
      // A list travels as comma-separated text ("3197407,3197410"): short in a link, one value in the form.
      const members = String(raw).split(',').map((member) => member.trim()).filter(Boolean);
      return members.every((member) => INTEGER.test(member)) ? { value: members.join(',') } : { problem: 'integer' };
    }
    default:
      return { value: raw };
  }
}

/**
 * Reads `raw` as the value of request field `name`: date fields as YYYY-MM-DD (an hour filter's as
 * YYYY-MM-DDTHH:00), integer and number fields
 * as numbers, boolean fields as 'true'/'false', and a select's or enum's value only if it is one of its
 * options. Empty input reads as undefined (no value), which is not a problem here: required is checked elsewhere.
 */
export function parseFieldValue(descriptor: ReportDescriptor, name: string, raw: string | number | undefined): ParsedField {
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return { value: undefined };
  const parsed = parseTyped(descriptor, name, typeof raw === 'string' ? raw.trim() : raw);
  if (parsed.problem || parsed.value === undefined) return parsed;
  const filter = fieldFilter(descriptor, name);
  const field = Object.hasOwn(descriptor.api.request, name) ? descriptor.api.request[name] : undefined;
  const options = (filter && widgetOf(filter).options?.(filter, name)) ?? field?.enum;
  if (!options || field?.type === 'integerList' || field?.type === 'stringList') return parsed;
  // Options keep their declared type, so "1" from a URL becomes the option 1.
  const match = options.find((option) => String(option) === String(parsed.value));
  return match === undefined ? { problem: 'option' } : { value: match };
}
