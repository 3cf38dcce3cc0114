import { queryOptions } from '@tanstack/react-query';
import { lookupBody } from '../../../../engine/filters/lookup/lookupCall';
import { lookups } from '../../../../engine/lookups/lookups';
import { apiFetch } from '../../../api/apiFetch';
import { toLookupOptions, type LookupOption } from './lookupOptions';

/**
 * Options of lookup `id`, narrowed by the parent filter's value for a dependent lookup (dam-list by basinName)
 * and by the filter's fixed `lookupParams` (capacity-point by pointType).
 */
export function lookupQuery(id: string, parentValue?: string | number, fixedParams?: Record<string, string | number | boolean>) {
  return queryOptions({
    queryKey: ['lookup', id, parentValue ?? null, fixedParams ?? null],
    queryFn: async ({ signal }): Promise<LookupOption[]> => {
      const definition = lookups[id];
      if (!definition) throw new Error(`Unknown lookup ${id}`);
      const path = `/${definition.service}${definition.path}`;
      const body = lookupBody(definition, parentValue, fixedParams);
      return toLookupOptions(definition, await apiFetch<unknown>(path, { method: definition.method, body, signal }));
    },
    // Registries change rarely; one load per visit is enough.
    staleTime: 60 * 60_000,
  });
}
