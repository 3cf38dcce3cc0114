import type { ChartTypeDefinition } from '../chartType';
import { toEchartsOption } from './toEchartsOption';

export const columnLineChart: ChartTypeDefinition = {
  id: 'columnLine',
  label: { tr: 'Sütun ve çizgi', en: 'Column and line' },
  toEchartsOption,
};
