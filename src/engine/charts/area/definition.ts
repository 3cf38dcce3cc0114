import type { ChartTypeDefinition } from '../chartType';
import { toEchartsOption } from './toEchartsOption';

export const areaChart: ChartTypeDefinition = {
  id: 'area',
  label: { tr: 'Alan', en: 'Area' },
  toEchartsOption,
};
