import type { ChartTypeDefinition } from '../chartType';
import { toEchartsOption } from './toEchartsOption';

export const donutChart: ChartTypeDefinition = {
  id: 'donut',
  label: { tr: 'Halka', en: 'Donut' },
  stacked: true,
  toEchartsOption,
};
