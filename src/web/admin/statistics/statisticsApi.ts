// The usage statistics calls (src/server/API.md, "Usage statistics"): the numbers of a range, and each table as
// a CSV file saved under the name the server gives.
import { apiFetch, apiResponse } from '../../api/apiFetch';
import { contentDispositionFilename } from '../../report/export/contentDispositionFilename';
import { saveBlob } from '../../report/export/downloadExport';

import type { UsageRequest, UsageStatistics, UsageTable } from './usageTypes';

export const STATISTICS_USAGE = '/administration-service/v1/statistics/usage';

export { OUTCOMES, type Outcome, type OutcomeCounts, type UsagePeriod, type UsageRequest, type UsageStatistics, type UsageTable } from './usageTypes';

const queryOf = (request: UsageRequest) => new URLSearchParams({ startDate: request.startDate, endDate: request.endDate, period: request.period }).toString();

export function fetchUsage(request: UsageRequest, signal?: AbortSignal): Promise<UsageStatistics> {
  return apiFetch<UsageStatistics>(`${STATISTICS_USAGE}?${queryOf(request)}`, signal ? { signal } : {});
}

export async function exportUsage(request: UsageRequest, table: UsageTable): Promise<string> {
  const response = await apiResponse(`${STATISTICS_USAGE}/export?${queryOf(request)}&table=${table}`, { accept: 'text/csv' });
  const name = contentDispositionFilename(response.headers.get('Content-Disposition')) ?? `usage-${table}.csv`;
  saveBlob(await response.blob(), name);
  return name;
}
