import type { ChartTypeDefinition } from '../chartType';
import { toEchartsOption } from './toEchartsOption';

export const stepLineChart: ChartTypeDefinition = {
  id: 'stepLine',
  label: { tr: 'Basamaklı çizgi', en: 'Step line' },
  toEchartsOption,
};
