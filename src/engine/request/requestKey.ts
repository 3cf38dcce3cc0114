// The TanStack Query key of a report request. Built from the request body, not the raw form values, so
// that only what reaches the server can refetch: "1" and 1, or a value the request ignores, share a key.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { FilterValues } from './filterValues';
import { requestFieldNames } from './requestFieldNames';
import { toRequest } from './toRequest';

/** `[descriptor.id, ...request values in declaration order]`, with null for a field the request leaves out. */
export function requestKey(descriptor: ReportDescriptor, values: FilterValues): unknown[] {
  const request = toRequest(descriptor, values);
  return [descriptor.id, ...requestFieldNames(descriptor).map((name) => request[name] ?? null)];
}
