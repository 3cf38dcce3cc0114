// The option every x/y chart type shares: axes with locale-formatted labels and unit names, a tooltip,
// a legend, data zoom for long ranges and theme colours. A chart type only says how a series is drawn
// (line or bar, stepped, stacked, filled). Everything is plain data except the formatter callbacks.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput } from './chartType';
import { chartChrome } from './palette';
import { fromWallMs } from './rowTime';
import { defaultLegendSelection } from './defaultLegendSelection';
import { toSeriesModel, type ChartModel, type SeriesModel } from './toSeriesModel';
import { formatCell } from '../format/formatCell';
import { formatDate } from '../format/formatDate';
import { formatDateTime } from '../format/formatDateTime';
import { formatHour } from '../format/formatHour';
import { formatMonth } from '../format/formatMonth';
import { formatNumber } from '../format/formatNumber';
import { formatShortNumber } from '../format/formatShortNumber';
import { unitLabel } from '../format/unitLabel';
import type { Locale } from '../locale/locale';

export interface SeriesStyle {
  kind: 'line' | 'bar';
  step?: boolean;
  stacked?: boolean;
  area?: boolean;
}

/** Above this many x values the user gets a zoom slider (a week of hours). */
export const ZOOM_THRESHOLD = 168;
const DAY_MS = 86_400_000;
const totalLabel = { tr: 'Toplam', en: 'Total' } as const;
/** A tooltip lists at most this many series (the largest values first when there are more), so it fits the panel. */
export const TOOLTIP_MAX_ROWS = 12;
const moreSeries = (n: number, locale: Locale): string => (locale === 'tr' ? `ve ${n} seri daha` : `and ${n} more series`);

type TimeGrain = 'hour' | 'day' | 'month';

function timeGrain(model: ChartModel): TimeGrain {
  if (model.xColumn.type === 'month') return 'month';
  return model.x.some((ms) => (ms as number) % DAY_MS !== 0) ? 'hour' : 'day';
}

function formatInstant(ms: number, grain: TimeGrain, locale: Locale): string {
  if (!Number.isFinite(ms)) return '';
  const iso = fromWallMs(ms);
  if (grain === 'month') return formatMonth(iso, locale);
  return grain === 'hour' ? formatDateTime(iso, locale) : formatDate(iso, locale);
}

/**
 * Tick labels by what the tick falls on, as ECharts' own time labels do: a month start shows the month,
 * a midnight the date, any other tick the hour. ECharts picks the tick spacing from the zoom level.
 */
function axisLabelFormatter(locale: Locale): (value: number) => string {
  return (value: number) => {
    // With every series switched off in the legend, ECharts asks for labels of an empty axis.
    if (!Number.isFinite(value)) return '';
    const iso = fromWallMs(value);
    if (value % DAY_MS !== 0) return formatHour(iso);
    return iso.slice(8, 10) === '01' ? formatMonth(iso, locale) : formatDate(iso, locale);
  };
}

/** Full digits up to 9.999 (a dam level of 1.338 m must not read "1,3 Bin"), short forms above. */
function axisNumber(value: number, locale: Locale): string {
  return Math.abs(value) < 10_000 ? formatNumber(value, locale) : formatShortNumber(value, locale);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface TooltipParam {
  seriesIndex?: number;
  dataIndex?: number;
  marker?: unknown;
}

function tooltipFormatter(model: ChartModel, grain: TimeGrain | null, style: SeriesStyle, locale: Locale) {
  return (raw: unknown): string => {
    const params = (Array.isArray(raw) ? raw : [raw]) as TooltipParam[];
    const dataIndex = params[0]?.dataIndex ?? 0;
    const xValue = model.x[dataIndex];
    const title =
      xValue === undefined ? '' : grain ? formatInstant(xValue as number, grain, locale) : (model.xLabels[dataIndex] ?? String(xValue));
    let total = 0;
    let totalCount = 0;
    const entries = params.flatMap((p) => {
      const series = model.series[p.seriesIndex ?? 0];
      if (!series) return [];
      const value = series.values[dataIndex] ?? null;
      if (value !== null && !series.comparison) {
        total += value;
        totalCount += 1;
      }
      return [{ series, value, marker: typeof p.marker === 'string' ? p.marker : '' }];
    });
    const shown = entries.length > TOOLTIP_MAX_ROWS
      ? [...entries].sort((a, b) => (b.value ?? -Infinity) - (a.value ?? -Infinity)).slice(0, TOOLTIP_MAX_ROWS)
      : entries;
    const lines = shown.map(
      ({ series, value, marker }) =>
        `<div class="chart-tooltip-row">${marker}<span>${escapeHtml(series.shortName)}</span><b>${escapeHtml(formatValue(series, value, locale))}</b></div>`,
    );
    if (entries.length > shown.length) lines.push(`<div class="chart-tooltip-row chart-tooltip-more">${escapeHtml(moreSeries(entries.length - shown.length, locale))}</div>`);
    if (style.stacked && totalCount > 1 && model.series[0]) {
      const first = model.series[0];
      lines.push(`<div class="chart-tooltip-row chart-tooltip-total"><span>${totalLabel[locale]}</span><b>${escapeHtml(formatValue(first, total, locale))}</b></div>`);
    }
    return `<div class="chart-tooltip-title">${escapeHtml(title)}</div>${lines.join('')}`;
  };
}

function formatValue(series: SeriesModel, value: number | null, locale: Locale): string {
  if (value === null) return '–';
  const unit = series.column.unit ? ` ${unitLabel(series.column.unit, locale)}` : '';
  return `${formatCell(series.column, value, locale)}${unit}`;
}

/** Numbers in the locale; coded series (e.g. direction 1, 2, 3) read as their labels. */
function axisValueFormatter(series: readonly SeriesModel[], locale: Locale): (value: number) => string {
  const coded = series.find((s) => s.column.valueLabels);
  if (!coded) return (value) => axisNumber(value, locale);
  return (value) => coded.column.valueLabels?.[String(value)]?.[locale] ?? '';
}

export function toCartesianOption(input: ChartInput, style: SeriesStyle): EChartsCoreOption {
  const { locale, theme } = input;
  const model = toSeriesModel(input);
  const colors = chartChrome(theme);
  const isTime = model.xKind === 'time';
  const grain = isTime ? timeGrain(model) : null;
  const zoom = model.x.length > ZOOM_THRESHOLD;
  const large = model.x.length > 2000;
  // Only series of one kind (one per dam) are ranked; a generation mix keeps every source.
  const selected = input.descriptor.chart?.groupBy ? defaultLegendSelection(model, input.descriptor.chart.maxSeries) : undefined;

  const axisText = { color: colors.mutedText, fontSize: 11 };
  const yAxis = model.axisUnits.map((unit, i) => ({
    type: 'value',
    name: unit ? unitLabel(unit, locale) : '',
    nameTextStyle: { color: colors.mutedText, align: i === 0 ? 'left' : 'right', fontSize: 11 },
    position: i === 0 ? 'left' : 'right',
    scale: style.kind === 'line' && !style.stacked,
    axisLabel: { ...axisText, formatter: axisValueFormatter(model.series.filter((s) => s.yAxisIndex === i), locale) },
    // Codes and counts have no halves: no 1.2 or 1.4 ticks between them.
    ...(model.series.every((s) => s.yAxisIndex !== i || s.column.type === 'integer') ? { minInterval: 1 } : {}),
    axisLine: { show: false },
    splitLine: { show: i === 0, lineStyle: { color: colors.splitLine } },
  }));

  const xAxis = {
    type: isTime ? 'time' : 'category',
    ...(isTime ? {} : { data: model.xLabels }),
    boundaryGap: style.kind === 'bar' ? true : false,
    axisLabel: {
      ...axisText,
      hideOverlap: true,
      ...(isTime ? { formatter: axisLabelFormatter(locale) } : {}),
    },
    axisLine: { lineStyle: { color: colors.axisLine } },
    axisTick: { lineStyle: { color: colors.axisLine } },
    splitLine: { show: false },
  };

  const series = model.series.map((s) => ({
    id: s.id,
    name: s.name,
    type: style.kind,
    yAxisIndex: s.yAxisIndex,
    color: s.color,
    data: isTime ? s.values.map((value, i) => [model.x[i], value]) : s.values,
    ...(style.stacked && !s.comparison ? { stack: `stack-${s.yAxisIndex}` } : {}),
    // The earlier period: the same colour, dashed and lighter, behind the current one.
    ...(s.comparison ? { z: 1, itemStyle: { opacity: 0.5 } } : {}),
    ...(style.kind === 'line'
      ? {
          showSymbol: model.x.length <= 48,
          symbolSize: 5,
          lineStyle: { width: style.area ? 1 : 2, ...(s.comparison ? { type: 'dashed', opacity: 0.75 } : {}) },
          connectNulls: false,
          ...(style.step ? { step: 'end' } : {}),
          ...(style.area && !s.comparison ? { areaStyle: { opacity: 0.85 } } : {}),
          ...(large && !style.stacked ? { sampling: 'lttb' } : {}),
        }
      : { barMaxWidth: 28, ...(large ? { large: true, largeThreshold: 2000 } : {}) }),
    // Hovering a line brings it forward; on stacks and bars that would fade the very mix being read.
    emphasis: style.kind === 'line' && !style.stacked ? { focus: 'series' } : { disabled: true },
  }));

  return {
    backgroundColor: 'transparent',
    // Time values are Istanbul wall clock read as UTC (see rowTime.ts).
    useUTC: true,
    animation: model.x.length < 1000,
    textStyle: { color: colors.text, fontFamily: 'inherit' },
    color: model.series.map((s) => s.color),
    grid: { left: 8, right: model.axisUnits.length > 1 ? 8 : 16, top: 56, bottom: zoom ? 64 : 16 },
    legend: {
      type: 'scroll',
      top: 0,
      // Many series (one per dam): only the largest few are drawn at first, the rest wait in the legend.
      // and the legend lists those first, so a narrow screen's first legend page names what is drawn.
      ...(selected ? { selected, data: [...model.series].sort((a, b) => Number(selected[b.name] ?? true) - Number(selected[a.name] ?? true)).map((s) => s.name) } : {}),
      // Filled shapes for areas and bars, a line for lines: the legend looks like what it names.
      ...(style.kind === 'bar' || style.area ? { icon: 'roundRect', itemWidth: 14, itemHeight: 10 } : {}),
      left: 'center',
      textStyle: { color: colors.text, fontSize: 12 },
      pageTextStyle: { color: colors.mutedText },
      pageIconColor: colors.text,
      pageIconInactiveColor: colors.axisLine,
      inactiveColor: colors.axisLine,
    },
    tooltip: {
      trigger: 'axis',
      // Inside the chart's own box, never over the page around it, and never wider than a phone.
      confine: true,
      extraCssText: 'max-width: min(360px, 90vw); white-space: normal;',
      backgroundColor: colors.tooltipBackground,
      borderColor: colors.tooltipBorder,
      textStyle: { color: colors.text, fontSize: 12 },
      axisPointer: { type: style.kind === 'bar' ? 'shadow' : 'line', lineStyle: { color: colors.axisLine } },
      formatter: tooltipFormatter(model, grain, style, locale),
    },
    xAxis,
    yAxis,
    dataZoom: zoom
      ? [
          { type: 'inside', xAxisIndex: 0, filterMode: 'none' },
          {
            type: 'slider',
            xAxisIndex: 0,
            filterMode: 'none',
            height: 22,
            bottom: 8,
            borderColor: colors.splitLine,
            fillerColor: colors.zoomFill,
            textStyle: { color: colors.mutedText },
            ...(isTime && grain ? { labelFormatter: (value: number) => formatInstant(value, grain, locale) } : {}),
          },
        ]
      : [],
    series,
  };
}
