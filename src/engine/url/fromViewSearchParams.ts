// The address → the applied view. A link is input from anywhere: every value is checked against the
// descriptor and what does not fit is dropped, leaving the default. A relative range (range=thisMonth) is
// resolved at `now`, so "this month" means the month in which the link is opened.
import { isPeriodFilter, periodStart } from '../request/periodRange';
import type { DatePreset, ReportDescriptor } from '../../../schemas/report.schema';
import { datePresets as DATE_PRESETS } from '../../../schemas/reportConstants';
import { chartResolutions } from '../charts/chartResolutions';
import { isChartType } from '../charts/chartTypes';
import { canCompare } from '../charts/comparisonValues';
import { resolvePreset } from '../request/resolvePreset';
import { pivotOptions } from '../table/pivotRows';
import { fromSearchParams } from './fromSearchParams';
import { dateRangeFilterOf, defaultReportView, REPORT_LAYOUTS, type ReportLayout, type ReportView, type ViewSort } from './reportView';
import { VIEW_PARAMS } from './viewParamNames';

function isPreset(value: string | null): value is DatePreset {
  return value !== null && (DATE_PRESETS as readonly string[]).includes(value);
}

function readSort(descriptor: ReportDescriptor, raw: string | null): ViewSort | undefined {
  if (!raw) return undefined;
  const desc = raw.startsWith('-');
  const field = desc ? raw.slice(1) : raw;
  return descriptor.columns.some((c) => c.key === field) ? { field, direction: desc ? 'DESC' : 'ASC' } : undefined;
}

function readHidden(descriptor: ReportDescriptor, raw: string): string[] {
  const wanted = new Set(raw.split(',').map((key) => key.trim()));
  return descriptor.columns.filter((c) => wanted.has(c.key)).map((c) => c.key);
}

function readChartType(descriptor: ReportDescriptor, raw: string | null): string | undefined {
  const chart = descriptor.chart;
  if (!chart || !raw) return undefined;
  const allowed = [chart.type, ...(chart.choices ?? [])];
  return allowed.includes(raw) && isChartType(raw) ? raw : undefined;
}

export function fromViewSearchParams(descriptor: ReportDescriptor, params: URLSearchParams, now: Date): ReportView {
  const defaults = defaultReportView(descriptor, now);
  const view: ReportView = { ...defaults, filters: fromSearchParams(descriptor, params, defaults.filters) };

  const range = dateRangeFilterOf(descriptor);
  if (range) {
    const [startField = '', endField = ''] = range.bind;
    const absolute = [startField, endField].some((field) => view.filters[field] !== defaults.filters[field] || params.has(field));
    const preset = params.get(VIEW_PARAMS.range);
    if (absolute) view.rangePreset = undefined;
    else if (isPreset(preset)) {
      const days = resolvePreset(preset, now);
      view.filters = isPeriodFilter(range)
        ? { ...view.filters, [startField]: periodStart(days, range, now) }
        : { ...view.filters, [startField]: days.start, [endField]: days.end };
      view.rangePreset = preset;
    }
  }

  const chartType = readChartType(descriptor, params.get(VIEW_PARAMS.chart));
  if (chartType) view.chartType = chartType;
  const sort = readSort(descriptor, params.get(VIEW_PARAMS.sort));
  if (sort) view.sort = sort;
  const hidden = params.get(VIEW_PARAMS.hidden);
  if (hidden !== null && hidden.length <= 2000) view.hiddenColumns = readHidden(descriptor, hidden);
  const layout = params.get(VIEW_PARAMS.layout);
  if (descriptor.chart && (REPORT_LAYOUTS as readonly string[]).includes(layout ?? '')) view.layout = layout as ReportLayout;
  const stepParam = params.get(VIEW_PARAMS.step);
  const step = chartResolutions(descriptor).find((choice) => choice === stepParam);
  if (step) view.chartStep = step;
  const compare = params.get(VIEW_PARAMS.compare);
  if ((compare === 'week' || compare === 'year') && canCompare(descriptor)) view.compare = compare;
  const [value, across] = (params.get(VIEW_PARAMS.pivot) ?? '').split('.');
  const pivot = pivotOptions(descriptor);
  if (value && across && pivot.values.includes(value) && pivot.across.includes(across)) view.pivot = { value, across };
  return view;
}
