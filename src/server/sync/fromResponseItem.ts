// The inverse of a report route: one response item (plus the request that fixed its dimensions) back to the
// dataset row it was read from. `ts` is the Istanbul wall clock of the item's date: dates published with
// +03:00 are taken as written; any other offset is converted from the instant. An hour column ("HH:mm")
// completes a date given at midnight and must agree with a date that has a time of its own.
import type { InsertRow } from '../store/store';
import type { RouteMapping } from './planSync';

const HOUR = 3_600_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const HH_MM = /^(\d{2}):(\d{2})$/;

export class ItemMappingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ItemMappingError';
  }
}

/** Without a timeKey (registry rows) the row has no ts. */
type Mapping = Pick<RouteMapping, 'hourKey' | 'fields' | 'fixed'> & { timeKey?: string };

export function fromResponseItem(item: unknown, mapping: Mapping, request: Record<string, unknown> = {}): InsertRow {
  if (!item || typeof item !== 'object' || Array.isArray(item)) throw new ItemMappingError(`an item is not an object: ${JSON.stringify(item)}`);
  const source = item as Record<string, unknown>;
  const row: InsertRow = mapping.timeKey ? { ts: wallTimeOf(source, mapping.timeKey, mapping.hourKey) } : {};
  for (const { key, field } of mapping.fields) row[field.name] = valueOf(source[key], key, field.type);
  for (const { key, field } of mapping.fixed) row[field.name] = valueOf(request[key], key, field.type);
  return row;
}

/** Wall-clock milliseconds (see datasets.ts) of an ISO date-time. */
export function wallMsOf(value: string): number {
  const match = ISO.exec(value);
  if (!match) throw new ItemMappingError(`"${value}" is not an ISO date-time such as 2024-07-29T00:00:00+03:00`);
  const [, y, mo, d, h, mi, s, offset] = match;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  if (new Date(wall).getUTCDate() !== Number(d) || Number(h) > 23) throw new ItemMappingError(`"${value}" is not a real date`);
  if (offset === '+03:00') return wall;
  // Another offset names the same instant differently: move it to Istanbul's +03:00 (fixed since 2016).
  const offsetMs = offset === 'Z' ? 0 : (offset!.startsWith('-') ? -1 : 1) * (Number(offset!.slice(1, 3)) * HOUR + Number(offset!.slice(4, 6)) * 60_000);
  return wall - offsetMs + 3 * HOUR;
}

function wallTimeOf(item: Record<string, unknown>, timeKey: string, hourKey: string | undefined): number {
  const date = item[timeKey];
  if (typeof date !== 'string') throw new ItemMappingError(`an item has no ${timeKey}: ${JSON.stringify(item)}`);
  const wall = wallMsOf(date);
  if (!hourKey) return wall;
  const hour = item[hourKey];
  // "13:00", or 13 where the operation types the hour as an integer (the ancillary-service capacities).
  const match = typeof hour === 'string' ? HH_MM.exec(hour) : Number.isInteger(hour) ? HH_MM.exec(`${String(hour).padStart(2, '0')}:00`) : null;
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) throw new ItemMappingError(`${hourKey} "${String(hour)}" is not an HH:mm hour`);
  const sinceMidnight = Number(match[1]) * HOUR + Number(match[2]) * 60_000;
  const dateTime = wall % (24 * HOUR);
  if (dateTime === 0) return wall + sinceMidnight;
  if (dateTime !== sinceMidnight) throw new ItemMappingError(`${timeKey} ${date} and ${hourKey} ${String(hour)} disagree`);
  return wall;
}

function valueOf(value: unknown, key: string, type: 'DOUBLE' | 'INTEGER' | 'BIGINT' | 'VARCHAR'): string | number | null {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'DOUBLE':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      break;
    case 'INTEGER': case 'BIGINT':
      if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
      if (typeof value === 'string' && /^-?\d{1,15}$/.test(value)) return Number(value);
      break;
    case 'VARCHAR':
      if (typeof value === 'string') return value;
      if (typeof value === 'number') return String(value);
      break;
  }
  throw new ItemMappingError(`${key} ${JSON.stringify(value)} is not ${type === 'VARCHAR' ? 'text' : type === 'DOUBLE' ? 'a number' : 'an integer'}`);
}
