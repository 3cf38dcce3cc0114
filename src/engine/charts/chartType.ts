// What every chart type provides. A descriptor's chart.type names one of these (see chartTypes.ts).
import type { EChartsCoreOption } from 'echarts/core';
import type { LocalizedText, ReportDescriptor } from '../../../schemas/report.schema';
import type { Locale } from '../locale/locale';
import type { ReportRow } from '../rows/reportRow';

export type ThemeName = 'light' | 'dark';

export type ComparisonShift = 'week' | 'year';

export interface ChartInput {
  descriptor: ReportDescriptor;
  rows: readonly ReportRow[];
  locale: Locale;
  theme: ThemeName;
  /** The same period one week or one year earlier, drawn dashed over the current one (time charts without groupBy). */
  comparison?: { rows: readonly ReportRow[]; shift: ComparisonShift };
  /** The most x values the chart draws (about two per pixel of its width); longer series are downsampled and the option says so. */
  maxPoints?: number;
}

export interface ChartTypeDefinition {
  id: string;
  label: LocalizedText;
  /** Series are stacked into a whole (a mix): an earlier period drawn over it would read as another layer, so none is offered. */
  stacked?: boolean;
  /** False when an earlier period cannot be drawn over the chart (candles). */
  offersComparison?: false;
  /** Pure: the same input gives the same option. */
  toEchartsOption(input: ChartInput): EChartsCoreOption;
}
