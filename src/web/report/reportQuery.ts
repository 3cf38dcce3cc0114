// The one query factory for report data, used by the page and reusable for prefetching. The key is the
// engine's requestKey, so only what reaches the server refetches; no `page`: the table is virtualized
// and shows the whole range.
import { queryOptions } from '@tanstack/react-query';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { FilterValues } from '../../engine/request/filterValues';
import { requestKey } from '../../engine/request/requestKey';
import { toRequest } from '../../engine/request/toRequest';
import type { ReportRow } from '../../engine/rows/reportRow';
import { apiFetch } from '../api/apiFetch';

export interface ReportResponse {
  items: ReportRow[];
  page?: { number: number; size: number; total: number };
  [summaryKey: string]: unknown;
}

export function reportDataPath(descriptor: ReportDescriptor): string {
  return `/${descriptor.api.service}${descriptor.api.path}`;
}

export function reportQuery(descriptor: ReportDescriptor, values: FilterValues) {
  const request = toRequest(descriptor, values);
  const method = descriptor.api.method === 'GET' ? 'GET' : 'POST';
  return queryOptions({
    queryKey: ['report', ...requestKey(descriptor, values)],
    queryFn: ({ signal }) =>
      apiFetch<ReportResponse>(reportDataPath(descriptor), { method, body: method === 'POST' ? request : undefined, signal }),
    staleTime: 5 * 60_000,
  });
}
