// Candlestick: one candle per period from the open, high, low and close series named by chart.ohlc.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput } from '../chartType';
import { toCartesianOption } from '../toCartesianOption';

export function toEchartsOption(input: ChartInput): EChartsCoreOption {
  const ohlc = input.descriptor.chart?.ohlc;
  // Descriptor validation requires chart.ohlc for this type; without one the series are plain lines.
  return toCartesianOption(input, ohlc ? { kind: 'bar', ohlc } : { kind: 'line' });
}
