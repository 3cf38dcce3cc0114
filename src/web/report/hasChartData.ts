import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { ReportRow } from '../../engine/rows/reportRow';

/** Whether any row has a number in a chart series: with none, there is nothing to draw. */
export function hasChartData(descriptor: ReportDescriptor, rows: readonly ReportRow[]): boolean {
  const series = descriptor.chart?.series ?? [];
  return rows.some((row) => series.some((key) => typeof row[key] === 'number' && Number.isFinite(row[key])));
}
