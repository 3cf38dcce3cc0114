// The market-message notices a chart draws (descriptor chart.notices): the app's own call beside the report's
// data, for the days the filters cover and, on a plant's page, that plant.
import { queryOptions } from '@tanstack/react-query';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import type { NoticesAnswer } from '../../../engine/charts/notices/chartNotice';
import type { FilterValues } from '../../../engine/request/filterValues';
import { dateFilterRange } from '../../../engine/request/periodRange';
import { toRequest } from '../../../engine/request/toRequest';
import { dateRangeFilterOf } from '../../../engine/url/reportView';
import { apiFetch } from '../../api/apiFetch';

/** The chosen plants of the descriptor's plant filter, as the request sends them; [] when none is chosen. */
export function chosenPlants(descriptor: ReportDescriptor, values: FilterValues): number[] {
  const field = descriptor.chart?.notices?.plantFilter;
  if (!field) return [];
  const value = toRequest(descriptor, values)[field];
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value === undefined || value === null ? [] : [value];
  return list.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** The notices call of the view; `enabled` false when the report draws none or the filters name no range yet. */
export function noticesQuery(descriptor: ReportDescriptor, values: FilterValues) {
  const notices = descriptor.chart?.notices;
  const filter = dateRangeFilterOf(descriptor);
  const range = filter ? dateFilterRange(filter, values) : undefined;
  const plants = chosenPlants(descriptor, values);
  const params = new URLSearchParams(range ? { startDate: range.start, endDate: range.end } : {});
  if (notices?.plantFilter && plants.length > 0) params.set(notices.plantFilter, plants.join(','));
  return queryOptions({
    queryKey: ['report-notices', descriptor.id, range?.start ?? null, range?.end ?? null, plants],
    queryFn: ({ signal }) =>
      apiFetch<NoticesAnswer>(`/app-api/reports/${encodeURIComponent(descriptor.id)}/notices?${params.toString()}`, {
        method: 'GET',
        signal,
        // The chart is drawn without them and the panel says so: no modal for an extra.
        suppressErrorModal: true,
      }),
    enabled: notices !== undefined && range !== undefined,
    staleTime: 5 * 60_000,
  });
}
