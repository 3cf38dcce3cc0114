// Multiple value axes: one y axis per unit (price in TL/MWh on the left, volume in MWh on the right, a
// third further out), so series of different units each keep a readable scale.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput } from '../chartType';
import { toCartesianOption } from '../toCartesianOption';

export function toEchartsOption(input: ChartInput): EChartsCoreOption {
  return toCartesianOption(input, { kind: 'line', axisPerUnit: true });
}
