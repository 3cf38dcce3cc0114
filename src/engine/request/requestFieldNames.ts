import type { ReportDescriptor } from '../../../schemas/report.schema';

/** The request fields a user's filters can set, in declaration order. `page` is the pager's business, never a filter's. */
export function requestFieldNames(descriptor: ReportDescriptor): string[] {
  return Object.keys(descriptor.api.request).filter((name) => name !== 'page');
}
