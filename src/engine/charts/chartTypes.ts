// Registry of chart types: a descriptor's chart.type and chart.choices name keys of this object, and
// descriptor validation rejects any other name. The order is the order a reader is offered them in.
import type { ChartTypeDefinition } from './chartType';
import { areaChart } from './area/definition';
import { candleChart } from './candle/definition';
import { clusteredColumnChart } from './clustered-column/definition';
import { columnLineChart } from './column-line/definition';
import { donutChart } from './donut/definition';
import { lineChart } from './line/definition';
import { multiAxisChart } from './multi-axis/definition';
import { pieChart } from './pie/definition';
import { rangeAreaChart } from './range-area/definition';
import { rosePieChart } from './rose-pie/definition';
import { simpleColumnChart } from './simple-column/definition';
import { singleLineChart } from './single-line/definition';
import { stackedAreaChart } from './stacked-area/definition';
import { stackedColumnChart } from './stacked-column/definition';
import { stepLineChart } from './step-line/definition';

export const chartTypes: Readonly<Record<string, ChartTypeDefinition>> = {
  line: lineChart,
  stepLine: stepLineChart,
  singleLine: singleLineChart,
  area: areaChart,
  simpleColumn: simpleColumnChart,
  clusteredColumn: clusteredColumnChart,
  stackedArea: stackedAreaChart,
  stackedColumn: stackedColumnChart,
  pie: pieChart,
  rosePie: rosePieChart,
  donut: donutChart,
  multiAxis: multiAxisChart,
  rangeArea: rangeAreaChart,
  columnLine: columnLineChart,
  candle: candleChart,
};

export function isChartType(id: string): boolean {
  return Object.hasOwn(chartTypes, id);
}
