// Pie: each series' share of the whole shown range (added up for volumes, averaged otherwise).
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput } from '../chartType';
import { toShareOption } from '../toShareOption';

export function toEchartsOption(input: ChartInput): EChartsCoreOption {
  return toShareOption(input, { radius: ['0%', '62%'] });
}
