// The filters of a new descriptor, read off its request fields: startDate/endDate → a date range, `date` (or
// another lone required date) → one day, `period` → one month, an id field with a registered lookup → a lookup.
import { lookups } from '../../lookups/lookups';
import type { DraftFilter, DraftNote, DraftRequestField } from './draftTypes';

const PRESETS = ['today', 'yesterday', 'tomorrow', 'last7Days', 'thisMonth', 'lastMonth', 'thisYear'];
const MONTH_FIELD = /^(period|month)$/i;

/**
 * The lookup that lists the values of a request field: the one existing pages bind to the same field (same
 * service); else, among the service's lookups, best one whose options carry the field by name (`regionId` →
 * umm-region-list, whose value is regionId) and is named after it (`organizationId` → organization-list),
 * then either alone.
 */
export function lookupForField(service: string, field: string, boundByPages: ReadonlyMap<string, string>): string | undefined {
  const bound = boundByPages.get(`${service}\u0000${field}`);
  if (bound && Object.hasOwn(lookups, bound)) return bound;
  const stem = field.replace(/Ids?$/, '');
  const compact = (s: string) => s.toLowerCase().replace(/-/g, '');
  const named = (id: string) => stem !== field && (compact(id) === `${compact(stem)}list` || compact(id) === compact(stem));
  const scored = Object.values(lookups)
    .filter((l) => l.service === service)
    .map((l) => ({ id: l.id, score: (l.envelope.kind === 'items' && l.envelope.value === field ? 2 : 0) + (named(l.id) ? 1 : 0) }))
    .filter((l) => l.score > 0);
  return scored.sort((a, b) => b.score - a.score)[0]?.id;
}

export interface DraftedFilters { filters: DraftFilter[]; notes: DraftNote[] }

export function draftFilters(service: string, request: Record<string, DraftRequestField>, defaultPreset: string, boundByPages: ReadonlyMap<string, string>): DraftedFilters {
  const filters: DraftFilter[] = [];
  const notes: DraftNote[] = [];
  const names = Object.keys(request);
  const dates = names.filter((n) => request[n]!.type === 'datetime');
  if (dates.includes('startDate') && dates.includes('endDate')) {
    filters.push({ widget: 'dateRange', bind: ['startDate', 'endDate'], default: defaultPreset, presets: PRESETS, maxSpan: { unit: 'year', value: 1 } });
  } else {
    const month = dates.find((n) => MONTH_FIELD.test(n));
    const day = dates.find((n) => n === 'date') ?? dates.find((n) => request[n]!.required);
    if (month) filters.push({ widget: 'dateRange', bind: [month], default: 'lastMonth', granularity: 'month', maxSpan: { unit: 'month', value: 1 } });
    else if (day) filters.push({ widget: 'dateRange', bind: [day], default: defaultPreset === 'today' ? 'today' : 'yesterday', presets: ['today', 'yesterday'], maxSpan: { unit: 'day', value: 1 } });
  }
  const boundDates = new Set(filters.flatMap((f) => (f.widget === 'dateRange' ? f.bind : [])));
  for (const name of names) {
    const field = request[name]!;
    if (field.type === 'datetime') {
      if (!boundDates.has(name) && field.required) notes.push(`request field "${name}" is a required date no filter binds: bind it or give it a default`);
      continue;
    }
    const lookup = lookupForField(service, name, boundByPages);
    if (lookup) { filters.push({ widget: 'lookup', bind: name, lookup, label: { ...lookups[lookup]!.label } }); continue; }
    if (field.required) notes.push(`request field "${name}" is required and has no registered lookup: add a select filter or a "default"`);
  }
  return { filters, notes };
}
