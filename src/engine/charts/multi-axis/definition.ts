import type { ChartTypeDefinition } from '../chartType';
import { toEchartsOption } from './toEchartsOption';

export const multiAxisChart: ChartTypeDefinition = {
  id: 'multiAxis',
  label: { tr: 'Çok eksenli', en: 'Multiple axes' },
  toEchartsOption,
};
