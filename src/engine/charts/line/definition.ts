import type { ChartTypeDefinition } from '../chartType';
import { toEchartsOption } from './toEchartsOption';

export const lineChart: ChartTypeDefinition = {
  id: 'line',
  label: { tr: 'Çizgi', en: 'Line' },
  toEchartsOption,
};
