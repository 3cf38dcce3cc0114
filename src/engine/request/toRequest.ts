// Filter values → the web service's request body. Pure: the same values give the same body, so it also
// builds export requests and query keys.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { fieldsOutOfEffect } from '../filters/fieldsOutOfEffect';
import { toIstanbulIso } from '../format/toIstanbulIso';
import { splitDeliveryHour } from './deliveryHour';
import type { FilterValues } from './filterValues';
import { parseFieldValue } from './parseFieldValue';
import { requestFieldNames } from './requestFieldNames';

/**
 * Only fields declared in `descriptor.api.request`, never `page`. Dates become `YYYY-MM-DDT00:00:00+03:00`
 * (an hour filter's `YYYY-MM-DDTHH:00:00+03:00`),
 * numbers become numbers, booleans become booleans. Fields of a choice's body not chosen are left out, and so
 * are empty and unreadable values: run
 * validateFilterValues first to tell the user about them.
 */
export function toRequest(descriptor: ReportDescriptor, values: FilterValues): Record<string, unknown> {
  const request: Record<string, unknown> = {};
  const skipped = fieldsOutOfEffect(descriptor, values);
  for (const name of requestFieldNames(descriptor)) {
    if (skipped.has(name)) continue;
    const field = descriptor.api.request[name];
    if (!field) continue;
    const given = Object.hasOwn(values, name) ? values[name] : undefined;
    const fallback = typeof field.default === 'boolean' ? String(field.default) : field.default;
    const parsed = parseFieldValue(descriptor, name, given ?? fallback);
    if (parsed.problem || parsed.value === undefined) continue;
    if (field.type === 'datetime') request[name] = toRequestDate(String(parsed.value));
    else if (field.type === 'boolean') request[name] = parsed.value === 'true';
    else if (field.type === 'string') request[name] = String(parsed.value);
    else if (field.type === 'integerList') request[name] = listMembers(parsed.value).map(Number);
    else if (field.type === 'stringList') request[name] = listMembers(parsed.value);
    else request[name] = parsed.value;
  }
  return request;
}

/** A day, or an hour filter's delivery hour, as the service writes dates: `2024-08-01T13:00:00+03:00`. */
function toRequestDate(value: string): string {
  const hour = splitDeliveryHour(value);
  return hour ? toIstanbulIso(hour.day, hour.hour) : toIstanbulIso(value);
}

/** A list filter's members: its comma-separated text, split (the form and links hold a list as one text). */
export function listMembers(value: string | number): string[] {
  return String(value).split(',').map((member) => member.trim()).filter(Boolean);
}
