// A chart as a standalone SVG document: ECharts' server-side renderer, no DOM needed, so the same picture
// goes into a PDF on the server and into the "SVG" download in the browser (loaded there only on demand).
import { BarChart, CandlestickChart, LineChart, PieChart } from 'echarts/charts';
import { DataZoomInsideComponent, GridComponent, LegendComponent, MarkAreaComponent, TitleComponent } from 'echarts/components';
import { init, use, type EChartsCoreOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { toStillOption, type ChartPictureOptions } from './toStillOption';

use([LineChart, BarChart, PieChart, CandlestickChart, GridComponent, LegendComponent, TitleComponent, DataZoomInsideComponent, MarkAreaComponent, SVGRenderer]);

export function toChartSvg(option: EChartsCoreOption, options: ChartPictureOptions): string {
  const chart = init(null, null, { renderer: 'svg', ssr: true, width: options.width, height: options.height });
  try {
    chart.setOption(toStillOption(option, options));
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
