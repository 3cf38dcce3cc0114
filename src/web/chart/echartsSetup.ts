// The only ECharts modules the app ships: what the chart types in src/engine/charts use. A new chart
// type that needs another series or component registers it here.
import { BarChart, CandlestickChart, LineChart, PieChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { use as registerModules } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// TitleComponent: the title block of a downloaded PNG (engine/charts/toStillOption.ts) and a pie's note.
// PieChart: pie, rosePie, donut; CandlestickChart: candle.
registerModules([LineChart, BarChart, PieChart, CandlestickChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, TitleComponent, CanvasRenderer]);
