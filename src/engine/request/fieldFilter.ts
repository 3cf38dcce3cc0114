import type { ReportDescriptor, ReportFilter } from '../../../schemas/report.schema';

/** The filter that sets request field `name`, if any (a date range sets two). */
export function fieldFilter(descriptor: ReportDescriptor, name: string): ReportFilter | undefined {
  return (descriptor.filters ?? []).find((filter) =>
    Array.isArray(filter.bind) ? filter.bind.includes(name) : filter.bind === name,
  );
}
