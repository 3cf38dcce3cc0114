// Range area: a band from the low to the high series named by chart.range (e.g. the hour's lowest and
// highest price), filled between; any other series (an average) drawn as a line over it.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput } from '../chartType';
import { toCartesianOption } from '../toCartesianOption';

export function toEchartsOption(input: ChartInput): EChartsCoreOption {
  const chart = input.descriptor.chart;
  // Descriptor validation requires chart.range for this type; without one the series are plain lines.
  const band = chart?.range ?? undefined;
  return toCartesianOption(input, { kind: 'line', ...(band ? { band } : {}) });
}
