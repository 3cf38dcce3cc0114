// The applied view → the address. Only what differs from the defaults is written, so a link is short and a
// page whose defaults move (a new "today") still opens on the new default for whoever did not choose.
// A relative range is written as its preset (range=lastMonth), an absolute one as its two days.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { dateRangeFilterOf, type ReportView } from './reportView';
import { toSearchParams } from './toSearchParams';
import { VIEW_PARAMS } from './viewParamNames';

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

export function toViewSearchParams(descriptor: ReportDescriptor, view: ReportView, defaults: ReportView): URLSearchParams {
  const params = toSearchParams(descriptor, view.filters, defaults.filters);
  const range = dateRangeFilterOf(descriptor);
  if (range) {
    const [startField, endField] = range.bind;
    if (view.rangePreset !== undefined) {
      for (const field of [startField, endField]) if (field) params.delete(field);
      if (view.rangePreset !== defaults.rangePreset) params.set(VIEW_PARAMS.range, view.rangePreset);
    } else {
      // Absolute days stay absolute, even on the days that equal today's default.
      for (const field of [startField, endField]) {
        const value = field ? view.filters[field] : undefined;
        if (field && value !== undefined && value !== '') params.set(field, String(value));
      }
    }
  }
  if (view.chartType !== undefined && view.chartType !== defaults.chartType) params.set(VIEW_PARAMS.chart, view.chartType);
  const sort = view.sort;
  if (sort && (sort.field !== defaults.sort?.field || sort.direction !== defaults.sort.direction)) {
    params.set(VIEW_PARAMS.sort, `${sort.direction === 'DESC' ? '-' : ''}${sort.field}`);
  }
  if (!sameList(view.hiddenColumns, defaults.hiddenColumns)) params.set(VIEW_PARAMS.hidden, view.hiddenColumns.join(','));
  if (view.layout !== defaults.layout) params.set(VIEW_PARAMS.layout, view.layout);
  if (view.chartStep !== undefined) params.set(VIEW_PARAMS.step, view.chartStep);
  if (view.compare !== undefined) params.set(VIEW_PARAMS.compare, view.compare);
  if (view.pivot !== undefined) params.set(VIEW_PARAMS.pivot, `${view.pivot.value}.${view.pivot.across}`);
  return params;
}
