// What every chart type provides. A descriptor's chart.type names one of these (see chartTypes.ts).
import type { EChartsCoreOption } from 'echarts/core';
import type { LocalizedText, ReportDescriptor } from '../../../schemas/report.schema';
import type { Locale } from '../locale/locale';
import type { ReportRow } from '../rows/reportRow';

export type ThemeName = 'light' | 'dark';

export interface ChartInput {
  descriptor: ReportDescriptor;
  rows: readonly ReportRow[];
  locale: Locale;
  theme: ThemeName;
}

export interface ChartTypeDefinition {
  id: string;
  label: LocalizedText;
  /** Pure: the same input gives the same option. */
  toEchartsOption(input: ChartInput): EChartsCoreOption;
}
