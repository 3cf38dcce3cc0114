// A bulletin chart as SVG: the chart type's own option (the one the report page draws), made still by
// toChartSvg in the light theme on white, at one size for the HTML page and the PDF.
import type { ReportDescriptor } from '../../../../../schemas/report.schema';
import { chartTypes } from '../../../../engine/charts/chartTypes';
import { toChartSvg } from '../../../../engine/charts/toChartSvg';
import type { ReportRow } from '../../../../engine/rows/reportRow';
import type { BulletinLanguage } from '../../bulletinKinds';

export const BULLETIN_CHART_SIZE = { width: 760, height: 320 } as const;

export function bulletinChartSvg(descriptor: ReportDescriptor, rows: readonly ReportRow[], language: BulletinLanguage, size: { width: number; height: number } = BULLETIN_CHART_SIZE): string {
  const type = descriptor.chart?.type;
  const definition = type ? chartTypes[type] : undefined;
  if (!definition) throw new Error(`bulletin chart of "${descriptor.id}": unknown chart type "${String(type)}"`);
  const drawn = definition.toEchartsOption({ descriptor, rows, locale: language, theme: 'light' });
  // A stack of fifteen sources draws a dot on every point of every layer: on paper they only blur the edges,
  // and they are most of what the PDF has to draw.
  const option = definition.stacked && Array.isArray(drawn.series)
    ? { ...drawn, series: (drawn.series as Record<string, unknown>[]).map((s) => ({ ...s, showSymbol: false })) }
    : drawn;
  return stillSvg(toChartSvg(option, { ...size, theme: 'light', background: '#ffffff' }));
}

/**
 * The picture without what only a live chart uses: ECharts' SSR hover rules (a <style> element, which the site's
 * CSP would refuse) and its element tags. Less to parse makes the PDF faster.
 */
export function stillSvg(svg: string): string {
  return svg
    .replace(/<style\b[\s\S]*?<\/style>/g, '')
    .replace(/\s(ecmeta_[a-z_]+|class)="[^"]*"/g, '');
}
