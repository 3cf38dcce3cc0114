// Line: values joined by straight segments, for prices and continuous quantities.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput } from '../chartType';
import { toCartesianOption } from '../toCartesianOption';

export function toEchartsOption(input: ChartInput): EChartsCoreOption {
  return toCartesianOption(input, { kind: 'line' });
}
