// The one query factory for report data, used by the page and reusable for prefetching. The key and the call are
// the engine's (bootCalls.reportData: the key is the requestKey, so only what reaches the server refetches), the
// same the server uses to put a view's data into the first HTML; no `page`: the table is virtualized and shows
// the whole range.
import { queryOptions } from '@tanstack/react-query';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { FilterValues } from '../../engine/request/filterValues';
import { bootCalls } from '../../engine/app-api/bootCalls';
import type { ReportRow } from '../../engine/rows/reportRow';
import { apiFetch } from '../api/apiFetch';
import { takeBootCall } from '../api/bootPrefetch';

export interface ReportResponse {
  items: ReportRow[];
  page?: { number: number; size: number; total: number };
  [summaryKey: string]: unknown;
}

export function reportDataPath(descriptor: ReportDescriptor): string {
  return `/${descriptor.api.service}${descriptor.api.path}`;
}

export function reportQuery(descriptor: ReportDescriptor, values: FilterValues) {
  const call = bootCalls.reportData(descriptor, values);
  return queryOptions({
    queryKey: [...call.key],
    // The first HTML's data call for this view, if it is already under way (api/bootPrefetch.ts).
    queryFn: ({ signal }) => takeBootCall<ReportResponse>(call.key) ?? apiFetch<ReportResponse>(call.path, { method: call.method, body: call.body, signal }),
    staleTime: 5 * 60_000,
  });
}
