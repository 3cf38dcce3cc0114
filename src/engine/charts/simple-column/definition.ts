import type { ChartTypeDefinition } from '../chartType';
import { toEchartsOption } from './toEchartsOption';

export const simpleColumnChart: ChartTypeDefinition = {
  id: 'simpleColumn',
  label: { tr: 'Sütun', en: 'Column' },
  toEchartsOption,
};
