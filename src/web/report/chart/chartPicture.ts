// The chart as a file: PNG drawn by ECharts' canvas renderer off screen, SVG by its server-side renderer
// (loaded only when asked for). Both carry a title and a line saying range, step, time zone and source, show
// the series the reader left on in the legend, and keep a zoomed window.
import { init, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import type { ChartPictureOptions } from '../../../engine/charts/toStillOption';
import { toStillOption } from '../../../engine/charts/toStillOption';
import { loadEchartsParts } from '../../chart/echartsParts';

export type PictureFormat = 'png' | 'svg';

const SIZE = { width: 1200, height: 600 };

/** The legend choice and zoom window of the live chart, so the picture shows what the reader sees. */
export function liveState(chart: EChartsType | null): Pick<ChartPictureOptions, 'legendSelected' | 'zoom'> {
  if (!chart) return {};
  const option = chart.getOption() as { legend?: { selected?: Record<string, boolean> }[]; dataZoom?: { start?: number; end?: number }[] };
  const selected = option.legend?.[0]?.selected;
  const zoom = option.dataZoom?.[0];
  return {
    ...(selected ? { legendSelected: selected } : {}),
    ...(zoom && typeof zoom.start === 'number' && typeof zoom.end === 'number' && (zoom.start > 0 || zoom.end < 100) ? { zoom: { start: zoom.start, end: zoom.end } } : {}),
  };
}

export async function toChartPicture(format: PictureFormat, option: EChartsCoreOption, options: Omit<ChartPictureOptions, 'width' | 'height'>): Promise<Blob> {
  if (format === 'svg') {
    const { toChartSvg } = await import('../../../engine/charts/toChartSvg');
    return new Blob([toChartSvg(option, { ...SIZE, ...options })], { type: 'image/svg+xml' });
  }
  const still = toStillOption(option, { ...options, width: SIZE.width });
  await loadEchartsParts(still);
  const chart = init(document.createElement('div'), null, { renderer: 'canvas', ...SIZE });
  try {
    chart.setOption(still);
    const url = chart.getDataURL({ type: 'png', pixelRatio: 2, ...(options.background ? { backgroundColor: options.background } : {}) });
    return dataUrlToBlob(url);
  } finally {
    chart.dispose();
  }
}

/** A data: URL's bytes as a Blob, decoded here (the page's connect-src does not allow fetching data: URLs). */
function dataUrlToBlob(url: string): Blob {
  const [head, data = ''] = url.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head ?? '')?.[1] ?? 'application/octet-stream';
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
