// A report's default request as the page sends it: the descriptor's defaults, and every lookup filter that
// opens on its lookup's first option (`defaultFirst`) filled in by asking the app's lookup route, parents
// first, exactly as the page does (the same lookupCall and lookupBody). Throws when a lookup answers no option:
// such a page could not open.
import type { FastifyInstance } from 'fastify';
import type { ReportDescriptor } from '../../schemas/report.schema';
import { firstOptionFilters } from '../../src/engine/filters/lookup/firstOptionFilters';
import { lookupBody, lookupCall, parentRangeFields } from '../../src/engine/filters/lookup/lookupCall';
import { lookups } from '../../src/engine/lookups/lookups';
import { defaultFilterValues } from '../../src/engine/request/defaultFilterValues';
import type { FilterValues } from '../../src/engine/request/filterValues';
import { toRequest } from '../../src/engine/request/toRequest';
import { toLookupOptions } from '../../src/web/report/filters/lookup/lookupOptions';
import { TEST_NOW } from './testServer';

/**
 * The default filter values, changed by `overrides` (days as YYYY-MM-DD, like the form holds them), with every
 * first-option lookup filled in for them: another range gets that range's first contract.
 */
export async function resolveDefaultValues(app: FastifyInstance, descriptor: ReportDescriptor, overrides: FilterValues = {}, now: Date = TEST_NOW): Promise<FilterValues> {
  const values = { ...defaultFilterValues(descriptor, now), ...overrides };
  for (const filter of firstOptionFilters(descriptor)) {
    if (values[filter.bind] !== undefined && values[filter.bind] !== '') continue;
    const definition = lookups[filter.lookup]!;
    const call = lookupCall(filter, parentRangeFields(descriptor, filter), values);
    const body = lookupBody(definition, call.parentValue, call.params);
    const res = await app.inject({
      method: definition.method,
      url: `/${definition.service}${definition.path}`,
      ...(body ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
    });
    if (res.statusCode !== 200) throw new Error(`${descriptor.id}: lookup ${filter.lookup} answered ${res.statusCode} ${res.body.slice(0, 200)}`);
    const [first] = toLookupOptions(definition, res.json());
    if (!first) throw new Error(`${descriptor.id}: lookup ${filter.lookup} answered no option for ${JSON.stringify(body ?? {})}`);
    values[filter.bind] = first.value;
  }
  return values;
}

/** The request body of the report's default view, or of the view `overrides` make of it. */
export async function resolveDefaultRequest(app: FastifyInstance, descriptor: ReportDescriptor, overrides: FilterValues = {}, now: Date = TEST_NOW): Promise<Record<string, unknown>> {
  return toRequest(descriptor, await resolveDefaultValues(app, descriptor, overrides, now));
}
