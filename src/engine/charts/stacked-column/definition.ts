import type { ChartTypeDefinition } from '../chartType';
import { toEchartsOption } from './toEchartsOption';

export const stackedColumnChart: ChartTypeDefinition = {
  id: 'stackedColumn',
  label: { tr: 'Yığılmış sütun', en: 'Stacked column' },
  stacked: true,
  toEchartsOption,
};
