import { useCallback, useMemo } from 'react';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { FilterValues } from '../../engine/request/filterValues';
import { navigate } from '../router/history';
import { useLocation } from '../router/useLocation';
import { fromSearchString, toSearchString } from './filterSearch';

/**
 * The applied filter values live in the URL: reading them parses the query string, applying new ones
 * pushes a history entry, so back and forward step through the views the reader asked for.
 */
export function useFilterUrlState(descriptor: ReportDescriptor, defaults: FilterValues) {
  const { pathname, search } = useLocation();
  const values = useMemo(() => fromSearchString(descriptor, search, defaults), [descriptor, search, defaults]);
  const apply = useCallback(
    (next: FilterValues) => navigate(pathname + toSearchString(descriptor, next, defaults), { keepScroll: true }),
    [descriptor, defaults, pathname],
  );
  return { values, search, apply };
}
