import type { ReportDescriptor, ReportFilter } from '../../../schemas/report.schema';
import { widgetOf } from './filterWidgets';

/** Every filter of the descriptor, the ones a choice holds included, each after the filter holding it. */
export function allFilters(descriptor: ReportDescriptor): ReportFilter[] {
  return (descriptor.filters ?? []).flatMap((filter) => [filter, ...(widgetOf(filter).children?.(filter) ?? [])]);
}
