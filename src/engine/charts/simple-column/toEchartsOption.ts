// Column: one bar per x value and series, for volumes and daily totals.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput } from '../chartType';
import { toCartesianOption } from '../toCartesianOption';

export function toEchartsOption(input: ChartInput): EChartsCoreOption {
  return toCartesianOption(input, { kind: 'bar' });
}
