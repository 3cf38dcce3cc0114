// What a lookup filter sends its lookup, given the filter values it depends on: its fixed `lookupParams`, and
// the value of the filter it depends on. A lookup depending on another lookup gets that value under the
// lookup's own `parameter` (dam-list: basinName); one depending on a date range gets the whole range, each
// bound field under its own name in the web service's date-time form (gip-kontrat: startDate, endDate).
// One function for the page, its filter form and the tests, so all three ask for the same list.
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import type { LookupDefinition } from '../../lookups/lookups';
import { toIstanbulIso } from '../../format/toIstanbulIso';
import { fieldFilter } from '../../request/fieldFilter';
import type { FilterValues } from '../../request/filterValues';
import { isIsoDay } from '../../request/isoDay';
import type { LookupFilter } from './lookupWidget';

export interface LookupCall {
  /** The parent lookup's value, sent under the lookup's `parameter`. */
  parentValue: string | number | undefined;
  /** Further body fields: the fixed ones and a parent date range's days. */
  params: Record<string, string | number | boolean>;
  /** False while the date range it depends on is not a complete range of days. */
  ready: boolean;
}

/** The fields of the date range `filter` depends on, when its `dependsOn` names a field of one. */
export function parentRangeFields(descriptor: ReportDescriptor, filter: Pick<LookupFilter, 'dependsOn'>): string[] | undefined {
  const parent = filter.dependsOn ? fieldFilter(descriptor, filter.dependsOn) : undefined;
  return parent?.widget === 'dateRange' ? [...parent.bind] : undefined;
}

export function lookupCall(
  filter: Pick<LookupFilter, 'dependsOn' | 'lookupParams'>,
  rangeFields: readonly string[] | undefined,
  values: FilterValues,
): LookupCall {
  const fixed = { ...filter.lookupParams };
  if (rangeFields) {
    const days = rangeFields.map((field) => values[field]);
    if (!days.every(isIsoDay)) return { parentValue: undefined, params: fixed, ready: false };
    const range = Object.fromEntries(rangeFields.map((field, i) => [field, toIstanbulIso(String(days[i]))]));
    return { parentValue: undefined, params: { ...fixed, ...range }, ready: true };
  }
  const parentValue = filter.dependsOn ? values[filter.dependsOn] : undefined;
  return { parentValue: parentValue === '' ? undefined : parentValue, params: fixed, ready: true };
}

/** The body a POST lookup is called with (a GET lookup takes none): the fixed and range fields, and the parent's value. */
export function lookupBody(
  definition: LookupDefinition,
  parentValue: string | number | undefined,
  params: Record<string, string | number | boolean> | undefined,
): Record<string, unknown> | undefined {
  if (definition.method !== 'POST') return undefined;
  return { ...params, ...(definition.parameter && parentValue !== undefined && parentValue !== '' ? { [definition.parameter]: parentValue } : {}) };
}
