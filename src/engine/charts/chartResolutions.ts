// The time steps a report's chart may be drawn at (hour, day, week, month), and how each column is brought
// to a coarser step: quantities that add up (their aggregates include "sum", e.g. MWh) are added up, every
// other number (prices, levels, rates) is averaged, and codes, ids and text have no value at a coarser step.
// The server computes the coarser rows (src/server/reports/buildReportQuery.ts); the page offers the switch.
import type { ChartResolution, ReportColumn, ReportDescriptor } from '../../../schemas/report.schema';
import { chartResolutions as CHART_RESOLUTIONS } from '../../../schemas/reportConstants';
import { allFilters } from '../filters/allFilters';
import { columnAggregates } from '../summary/columnAggregates';

export type ResolutionAggregate = 'sum' | 'avg';

/** How a column's values make one value per coarser step; null: the column has none. */
export function resolutionAggregate(column: ReportColumn): ResolutionAggregate | null {
  const aggregates = columnAggregates(column);
  if (aggregates.includes('sum')) return 'sum';
  return aggregates.length > 0 ? 'avg' : null;
}

/** How the chart's series reach a coarser step, when they all agree ("daily totals", "weekly averages"); else null. */
export function seriesAggregate(descriptor: ReportDescriptor): ResolutionAggregate | null {
  const aggregates = new Set((descriptor.chart?.series ?? []).map((key) => {
    const column = descriptor.columns.find((c) => c.key === key);
    return column ? resolutionAggregate(column) : null;
  }));
  return aggregates.size === 1 ? ([...aggregates][0] ?? null) : null;
}

/** The report's own step: hourly when it has an hour or a date-time column, else daily. */
export function nativeResolution(descriptor: ReportDescriptor): ChartResolution {
  return descriptor.columns.some((c) => c.type === 'hour' || c.type === 'datetime') ? 'hour' : 'day';
}

/**
 * The steps the reader may choose, finest first; [] when the chart has no switch. A descriptor's
 * chart.resolutions wins; else every step from the report's own up to a month, when the chart is a time
 * series over a date range whose series all have a meaningful coarser value (a direction code does not).
 */
export function chartResolutions(descriptor: ReportDescriptor): ChartResolution[] {
  const chart = descriptor.chart;
  if (!chart) return [];
  if (chart.resolutions) return CHART_RESOLUTIONS.filter((r) => chart.resolutions!.includes(r));
  if (descriptor.data.kind !== 'dataset' || chart.groupBy) return [];
  if (!allFilters(descriptor).some((f) => f.widget === 'dateRange')) return [];
  const x = descriptor.columns.find((c) => c.key === chart.x);
  if (!x || (x.type !== 'date' && x.type !== 'datetime')) return [];
  const seriesColumns = chart.series.map((key) => descriptor.columns.find((c) => c.key === key));
  if (seriesColumns.some((c) => !c || resolutionAggregate(c) === null)) return [];
  const steps = CHART_RESOLUTIONS.slice(CHART_RESOLUTIONS.indexOf(nativeResolution(descriptor)));
  return steps.length > 1 ? steps : [];
}

const HOURS_PER_STEP: Record<ChartResolution, number> = { hour: 1, day: 24, week: 168, month: 730 };

/** A chart stays readable up to about this many points per series. */
export const READABLE_POINTS = 800;

/** The finest step that keeps a range of `days` days readable (a phone reads fewer points); the coarsest offered when none does. */
export function defaultResolution(choices: readonly ChartResolution[], days: number, maxPoints: number = READABLE_POINTS): ChartResolution | undefined {
  return choices.find((step) => (days * 24) / HOURS_PER_STEP[step] <= maxPoints) ?? choices[choices.length - 1];
}
