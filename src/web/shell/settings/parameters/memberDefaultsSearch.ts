// A member's report defaults as the address a report page would have if the member had chosen them: `range=` a
// date preset and the region filter's value. Only what the page can honour: a preset whose days fit the page's
// longest range, a region on a page that filters by the region list. Pure; the page reads it as its address
// when its own address names nothing (useMemberDefaultsSearch.ts).
import type { ReportDescriptor } from '../../../../../schemas/report.schema';
import { defaultDateFilter } from '../../../../engine/filters/filtersInEffect';
import { addDays } from '../../../../engine/request/isoDay';
import { resolvePreset } from '../../../../engine/request/resolvePreset';
import { VIEW_PARAMS } from '../../../../engine/url/viewParamNames';
import type { MemberParameters } from './memberParametersApi';

/** The lookup whose options are bidding zones (TR1). */
export const REGION_LOOKUP = 'region-list';

const SPAN_DAYS = { day: 1, month: 31, year: 366 } as const;

function daysBetween(start: string, end: string): number {
  let days = 1;
  for (let day = start; day < end && days <= 400; day = addDays(day, 1)) days += 1;
  return days;
}

export function memberDefaultsSearch(descriptor: ReportDescriptor, parameters: MemberParameters, now: Date): string {
  const search = new URLSearchParams();
  const range = defaultDateFilter(descriptor);
  if (parameters.dateRange && range) {
    const days = resolvePreset(parameters.dateRange, now);
    const longest = range.maxSpan.value * SPAN_DAYS[range.maxSpan.unit];
    if (daysBetween(days.start, days.end) <= longest) search.set(VIEW_PARAMS.range, parameters.dateRange);
  }
  if (parameters.region) {
    for (const filter of descriptor.filters ?? []) {
      if (filter.widget === 'lookup' && filter.lookup === REGION_LOOKUP) search.set(filter.bind, parameters.region);
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
