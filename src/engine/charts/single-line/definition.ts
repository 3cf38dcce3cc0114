import type { ChartTypeDefinition } from '../chartType';
import { toEchartsOption } from './toEchartsOption';

export const singleLineChart: ChartTypeDefinition = {
  id: 'singleLine',
  label: { tr: 'Tek çizgi', en: 'Single line' },
  toEchartsOption,
};
