// Stacked area: filled layers added on top of each other, for a mix such as generation by source.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput } from '../chartType';
import { toCartesianOption } from '../toCartesianOption';

export function toEchartsOption(input: ChartInput): EChartsCoreOption {
  return toCartesianOption(input, { kind: 'line', stacked: true, area: true });
}
