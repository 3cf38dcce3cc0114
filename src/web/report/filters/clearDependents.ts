// A lookup that depends on another filter is cleared when that filter changes (a new basin, a new dam list).
// Clearing cascades down a chain of any depth (organisation → plant → unit): a cleared plant clears its unit.
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import { allFilters } from '../../../engine/filters/allFilters';
import { filterKey } from '../../../engine/filters/filterKey';
import type { FilterFormData } from '../../../engine/filters/filterWidget';
import { fieldFilter } from '../../../engine/request/fieldFilter';

export function clearDependents(descriptor: ReportDescriptor, previous: FilterFormData, next: FilterFormData): FilterFormData {
  // The parent's form property: its bind, or a date range's `start_end` when the lookup follows a range.
  const parentKey = (field: string) => {
    const parent = fieldFilter(descriptor, field);
    return parent ? filterKey(parent) : field;
  };
  const dependents = allFilters(descriptor).flatMap((filter) => (filter.widget === 'lookup' && filter.dependsOn ? [{ bind: filter.bind, parent: parentKey(filter.dependsOn) }] : []));
  let result = next;
  // Each pass clears the children of what changed; a chain of n lookups settles in at most n passes.
  for (let pass = 0; pass <= dependents.length; pass++) {
    let cleared = false;
    for (const { bind, parent } of dependents) {
      if (previous[parent] !== result[parent] && result[bind] !== undefined) {
        result = { ...result, [bind]: undefined };
        cleared = true;
      }
    }
    if (!cleared) break;
  }
  return result;
}
