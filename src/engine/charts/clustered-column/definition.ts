import type { ChartTypeDefinition } from '../chartType';
import { toEchartsOption } from './toEchartsOption';

export const clusteredColumnChart: ChartTypeDefinition = {
  id: 'clusteredColumn',
  label: { tr: 'Kümelenmiş sütun', en: 'Clustered column' },
  toEchartsOption,
};
