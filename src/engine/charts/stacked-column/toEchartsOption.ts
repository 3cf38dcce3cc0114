// Stacked column: bars split into parts that add up, for a mix over days or months.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput } from '../chartType';
import { toCartesianOption } from '../toCartesianOption';

export function toEchartsOption(input: ChartInput): EChartsCoreOption {
  return toCartesianOption(input, { kind: 'bar', stacked: true });
}
