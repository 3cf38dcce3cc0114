// The only ECharts modules the app ships: what the chart types in src/engine/charts use. A new chart
// type that needs another series or component registers it here.
import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { use as registerModules } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// TitleComponent: the title block of a downloaded PNG (engine/charts/toStillOption.ts).
registerModules([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, TitleComponent, CanvasRenderer]);
