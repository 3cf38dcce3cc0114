import type { ChartTypeDefinition } from '../chartType';
import { toEchartsOption } from './toEchartsOption';

export const pieChart: ChartTypeDefinition = {
  id: 'pie',
  label: { tr: 'Pasta', en: 'Pie' },
  stacked: true,
  toEchartsOption,
};
