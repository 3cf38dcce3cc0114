import type { ReportDescriptor, ReportFilter } from '../../../schemas/report.schema';
import type { FilterValues } from '../request/filterValues';
import { allFilters } from './allFilters';
import { widgetOf } from './filterWidgets';
import { filtersInEffect } from './filtersInEffect';

/**
 * The fields of a choice's alternatives that are not chosen: never sent and never checked, whatever a link
 * or a stale draft holds for them, so a request never mixes two bodies.
 */
export function fieldsOutOfEffect(descriptor: ReportDescriptor, values: FilterValues): Set<string> {
  const nested = allFilters(descriptor).filter((filter) => !(descriptor.filters ?? []).includes(filter));
  const inEffect = new Set<ReportFilter>(filtersInEffect(descriptor, (field) => values[field]));
  const fields = nested.filter((filter) => !inEffect.has(filter)).flatMap((filter) => widgetOf(filter).fields(filter));
  // A field the chosen body shares with another stays in effect.
  const kept = new Set([...inEffect].flatMap((filter) => widgetOf(filter).fields(filter)));
  return new Set(fields.filter((field) => !kept.has(field)));
}
