// The address parameters of a report page: its request fields, and the view's own (range preset, chart
// type, sort, hidden columns, layout, chart step, comparison, the table's column layout). Anything else in a link is dropped.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { requestFieldNames } from '../request/requestFieldNames';

export const VIEW_PARAMS = { range: 'range', chart: 'chart', sort: 'sort', hidden: 'hidden', layout: 'layout', step: 'step', compare: 'compare', pivot: 'pivot' } as const;

export function viewParamNames(descriptor: ReportDescriptor): string[] {
  return [...requestFieldNames(descriptor), ...Object.values(VIEW_PARAMS)];
}
