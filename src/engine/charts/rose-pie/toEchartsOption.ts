// Variable-radius pie: equal angles, a slice as long as its value, so small shares stay visible.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput } from '../chartType';
import { toShareOption } from '../toShareOption';

export function toEchartsOption(input: ChartInput): EChartsCoreOption {
  return toShareOption(input, { radius: ['12%', '66%'], rose: true });
}
