// The applied view with every lookup that opens on its first option (`defaultFirst`) filled in: an empty one
// takes its lookup's first option, parents first, so the page asks for data only once the value is known and
// never with the field empty. A value the view already holds (from the address) is kept; nothing is written
// to the address, which keeps only what the reader chose.
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReportDescriptor } from '../../../../../schemas/report.schema';
import { firstOptionFilters } from '../../../../engine/filters/lookup/firstOptionFilters';
import { lookupCall, parentRangeFields } from '../../../../engine/filters/lookup/lookupCall';
import type { FilterValues } from '../../../../engine/request/filterValues';
import type { LookupOption } from './lookupOptions';
import { lookupQuery } from './lookupQuery';

export interface FirstOptions {
  values: FilterValues;
  /** True while a first option is still loading: the page waits instead of asking with the field empty. */
  pending: boolean;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

export function useFirstOptions(descriptor: ReportDescriptor, values: FilterValues): FirstOptions {
  const client = useQueryClient();
  const filters = useMemo(() => firstOptionFilters(descriptor), [descriptor]);
  let resolved = values;
  let pending = false;
  const queries = [];
  for (const filter of filters) {
    const call = lookupCall(filter, parentRangeFields(descriptor, filter), resolved);
    const options = lookupQuery(filter.lookup, call.parentValue, call.params);
    const wanted = isEmpty(resolved[filter.bind]);
    // A parent lookup still empty (itself waiting for its first option) gives no list to take from yet.
    const parentWaiting = filters.some((parent) => parent.bind === filter.dependsOn && isEmpty(resolved[parent.bind]));
    queries.push({ ...options, enabled: wanted && call.ready && !parentWaiting });
    if (!wanted) continue;
    const state = client.getQueryState<LookupOption[]>(options.queryKey);
    const first = state?.data?.[0];
    if (first) resolved = { ...resolved, [filter.bind]: first.value };
    // Loading, or waiting for a parent: wait. An error or an empty list: stop waiting, the form says why.
    else if (state?.status !== 'error' && state?.status !== 'success' && call.ready) pending = true;
  }
  // Subscribes the page to each list, so it renders again (and reads the cache above) when one arrives.
  useQueries({ queries });
  const key = JSON.stringify(resolved);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one object per distinct set of values
  const stable = useMemo(() => resolved, [key]);
  return { values: resolved === values ? values : stable, pending };
}
