// The chart's own data when it differs from the table's: a coarser time step (computed by the server, see
// the data route's `resolution`) or an earlier period to compare with. Same cache as the page's query when
// the request is the same, so the table's rows are never fetched twice.
import { queryOptions } from '@tanstack/react-query';
import type { ChartResolution, ReportDescriptor } from '../../../../schemas/report.schema';
import { nativeResolution } from '../../../engine/charts/chartResolutions';
import type { FilterValues } from '../../../engine/request/filterValues';
import { requestKey } from '../../../engine/request/requestKey';
import { toRequest } from '../../../engine/request/toRequest';
import { apiFetch } from '../../api/apiFetch';
import { reportDataPath, reportQuery, type ReportResponse } from '../reportQuery';

export function chartDataQuery(descriptor: ReportDescriptor, values: FilterValues, step: ChartResolution | undefined) {
  if (!step || step === nativeResolution(descriptor)) return reportQuery(descriptor, values);
  return queryOptions({
    queryKey: ['report', ...requestKey(descriptor, values), { resolution: step }],
    queryFn: ({ signal }) =>
      apiFetch<ReportResponse>(reportDataPath(descriptor), {
        method: 'POST',
        body: { ...toRequest(descriptor, values), resolution: step },
        signal,
        // The panel says it inline and keeps the previous chart.
        suppressErrorModal: true,
      }),
    staleTime: 5 * 60_000,
  });
}
