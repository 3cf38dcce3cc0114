// Step line: each value held flat until the next one, as an hourly price holds for its whole hour.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput } from '../chartType';
import { toCartesianOption } from '../toCartesianOption';

export function toEchartsOption(input: ChartInput): EChartsCoreOption {
  return toCartesianOption(input, { kind: 'line', step: true });
}
