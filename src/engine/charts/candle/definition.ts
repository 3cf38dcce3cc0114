import type { ChartTypeDefinition } from '../chartType';
import { toEchartsOption } from './toEchartsOption';

export const candleChart: ChartTypeDefinition = {
  id: 'candle',
  label: { tr: 'Mum', en: 'Candlestick' },
  // Four columns make one candle: an earlier period has no place in it.
  offersComparison: false,
  toEchartsOption,
};
