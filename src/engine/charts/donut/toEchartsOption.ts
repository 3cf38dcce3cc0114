// Donut: a pie with a hole, the shares of a mix read around the ring.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput } from '../chartType';
import { toShareOption } from '../toShareOption';

export function toEchartsOption(input: ChartInput): EChartsCoreOption {
  return toShareOption(input, { radius: ['40%', '64%'] });
}
