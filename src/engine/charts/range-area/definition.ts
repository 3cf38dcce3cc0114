import type { ChartTypeDefinition } from '../chartType';
import { toEchartsOption } from './toEchartsOption';

export const rangeAreaChart: ChartTypeDefinition = {
  id: 'rangeArea',
  label: { tr: 'Aralık alanı', en: 'Range area' },
  toEchartsOption,
};
