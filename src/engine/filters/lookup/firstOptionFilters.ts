// The lookup filters that open on the first option their lookup answers (`defaultFirst`), parents before the
// lookups that depend on them, so a caller filling them in one by one always has the parent's value first.
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import { allFilters } from '../allFilters';
import type { LookupFilter } from './lookupWidget';

export function firstOptionFilters(descriptor: ReportDescriptor): LookupFilter[] {
  const pending = allFilters(descriptor).filter((f): f is LookupFilter => f.widget === 'lookup' && f.defaultFirst === true);
  const ordered: LookupFilter[] = [];
  while (pending.length > 0) {
    // A filter is ready once no filter still pending is the one it depends on.
    const index = pending.findIndex((f) => !pending.some((other) => other !== f && other.bind === f.dependsOn));
    ordered.push(...pending.splice(index < 0 ? 0 : index, 1));
  }
  return ordered;
}
