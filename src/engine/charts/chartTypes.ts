// Registry of chart types: a descriptor's chart.type and chart.choices name keys of this object, and
// descriptor validation rejects any other name.
import type { ChartTypeDefinition } from './chartType';
import { lineChart } from './line/definition';
import { simpleColumnChart } from './simple-column/definition';
import { stackedAreaChart } from './stacked-area/definition';
import { stackedColumnChart } from './stacked-column/definition';
import { stepLineChart } from './step-line/definition';

export const chartTypes: Readonly<Record<string, ChartTypeDefinition>> = {
  line: lineChart,
  stepLine: stepLineChart,
  simpleColumn: simpleColumnChart,
  stackedArea: stackedAreaChart,
  stackedColumn: stackedColumnChart,
};

export function isChartType(id: string): boolean {
  return Object.hasOwn(chartTypes, id);
}
