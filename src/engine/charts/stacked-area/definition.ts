import type { ChartTypeDefinition } from '../chartType';
import { toEchartsOption } from './toEchartsOption';

export const stackedAreaChart: ChartTypeDefinition = {
  id: 'stackedArea',
  label: { tr: 'Yığılmış alan', en: 'Stacked area' },
  stacked: true,
  toEchartsOption,
};
