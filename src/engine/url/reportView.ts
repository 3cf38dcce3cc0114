// The applied view of a report page: what the table, chart, summary, exports and address all show. One
// object, so nothing on the page can disagree with the rest. Built from the descriptor's defaults and the
// address (fromViewSearchParams), written back only where it differs (toViewSearchParams).
import { DATE_PRESETS, type ChartResolution, type DatePreset, type RangeDefault, type ReportDescriptor } from '../../../schemas/report.schema';
import type { ComparisonShift } from '../charts/chartType';
import { defaultDateFilter } from '../filters/filtersInEffect';
import type { PivotChoice } from '../table/pivotRows';
import { defaultFilterValues } from '../request/defaultFilterValues';
import type { FilterValues } from '../request/filterValues';

/** Table and chart together, or one of them alone. */
export type ReportLayout = 'split' | 'table' | 'chart';
export const REPORT_LAYOUTS: readonly ReportLayout[] = ['split', 'table', 'chart'];

export interface ViewSort {
  field: string;
  direction: 'ASC' | 'DESC';
}

export interface ReportView {
  /** The request's values, dates resolved to Istanbul days. */
  filters: FilterValues;
  /** Set when the range is relative ("this month"): a link re-resolves it on the day it is opened. */
  rangePreset: DatePreset | undefined;
  chartType: string | undefined;
  sort: ViewSort | undefined;
  /** Column keys hidden in the table, in the descriptor's order. */
  hiddenColumns: readonly string[];
  layout: ReportLayout;
  /** The chart's time step as chosen; undefined: the step that suits the range (chartResolutions.defaultResolution). */
  chartStep: ChartResolution | undefined;
  /** The earlier period drawn beside the chosen one, if any. */
  compare: ComparisonShift | undefined;
  /** The table's COLUMN layout (a value spread across hours or members); undefined: the LIST layout. */
  pivot: PivotChoice | undefined;
}

/** The date filter of the page as it opens (a choice at its default alternative). */
export function dateRangeFilterOf(descriptor: ReportDescriptor) {
  return defaultDateFilter(descriptor);
}

function presetOf(rangeDefault: RangeDefault | undefined): DatePreset | undefined {
  return (DATE_PRESETS as readonly string[]).includes(rangeDefault ?? '') ? (rangeDefault as DatePreset) : undefined;
}

/** What the page shows before the reader changes anything, at the instant `now`. */
export function defaultReportView(descriptor: ReportDescriptor, now: Date): ReportView {
  const sort = descriptor.table?.sort;
  return {
    filters: defaultFilterValues(descriptor, now),
    // A range that follows the publication schedule opens as its days, not as a preset button.
    rangePreset: presetOf(dateRangeFilterOf(descriptor)?.default),
    chartType: descriptor.chart?.type,
    sort: sort ? { field: sort.field, direction: sort.direction } : undefined,
    hiddenColumns: descriptor.columns.filter((c) => c.hidden).map((c) => c.key),
    layout: 'split',
    chartStep: undefined,
    compare: undefined,
    pivot: undefined,
  };
}

/** The table's visible columns in order: what an export of "what I see" writes. */
export function visibleColumnKeys(descriptor: ReportDescriptor, view: Pick<ReportView, 'hiddenColumns'>): string[] {
  const hidden = new Set(view.hiddenColumns);
  return descriptor.columns.filter((c) => !hidden.has(c.key)).map((c) => c.key);
}
