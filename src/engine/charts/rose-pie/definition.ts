import type { ChartTypeDefinition } from '../chartType';
import { toEchartsOption } from './toEchartsOption';

export const rosePieChart: ChartTypeDefinition = {
  id: 'rosePie',
  label: { tr: 'Değişken yarıçaplı pasta', en: 'Variable-radius pie' },
  stacked: true,
  toEchartsOption,
};
