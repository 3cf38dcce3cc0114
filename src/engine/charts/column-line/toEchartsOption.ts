// Column and line: quantities (MWh, TL) as columns, prices (TL/MWh) as a line on their own axis.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput } from '../chartType';
import { toCartesianOption } from '../toCartesianOption';
import { isRateUnit } from './unitKind';

export function toEchartsOption(input: ChartInput): EChartsCoreOption {
  return toCartesianOption(input, { kind: 'bar', axisPerUnit: true, kindOf: (series) => (isRateUnit(series.column.unit) ? 'line' : 'bar') });
}
