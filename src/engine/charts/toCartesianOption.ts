// The option every x/y chart type shares: axes with locale-formatted labels and unit names, a tooltip,
// a legend, data zoom for long ranges and theme colours. A chart type only says how a series is drawn
// (line or bar, stepped, stacked, filled, a band, candles, one axis per unit). Everything is plain data
// except the formatter callbacks. A series longer than the chart is wide is downsampled (downsample/),
// and the option then carries `downsampled: { shown, total, note }`, so that the chart says so.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput } from './chartType';
import { legendText } from './legendText';
import { chartChrome } from './palette';
import { fromWallMs } from './rowTime';
import { defaultLegendSelection } from './defaultLegendSelection';
import { DEFAULT_MAX_POINTS, downsampleModel, type DownsampleMethod } from './downsample/downsampleModel';
import { pointsNote } from './downsample/pointsNote';
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

export type SeriesKind = 'line' | 'bar';

export interface SeriesStyle {
  kind: SeriesKind;
  step?: boolean;
  stacked?: boolean;
  area?: boolean;
  /** Bars of several series side by side, with a gap between x values. */
  clustered?: boolean;
  /** Only the first series: one headline value. */
  firstSeriesOnly?: boolean;
  /** One y axis per unit (left, right, then further out), instead of two at most. */
  axisPerUnit?: boolean;
  /** How each series is drawn when the kinds differ (columns for quantities, a line for prices). */
  kindOf?: (series: SeriesModel) => SeriesKind;
  /** A min–max band between two series (column keys), filled. */
  band?: { low: string; high: string };
  /** Candles from four series (column keys): one candle per x value. */
  ohlc?: { open: string; high: string; low: string; close: string };
}

/** Lines and areas keep their shape (LTTB); columns, bands and candles keep each bucket's extremes. */
function downsampleMethod(style: SeriesStyle, kinds: readonly SeriesKind[]): DownsampleMethod {
  return style.band || style.ohlc || kinds.includes('bar') ? 'minMax' : 'lttb';
}

/** How far out the n-th y axis sits: left, right, then alternating further out. */
const AXIS_OFFSET = 64;
const axisSide = (i: number): 'left' | 'right' => (i % 2 === 0 ? 'left' : 'right');
const axisOffset = (i: number): number => Math.floor(i / 2) * AXIS_OFFSET;

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
  const magnitude = Math.abs(value);
  // A rate of 0.0013 keeps its digits: two significant ones, never a column of zeros.
  if (magnitude > 0 && magnitude < 1) return formatNumber(value, locale, { decimals: Math.min(6, Math.ceil(-Math.log10(magnitude)) + 1) });
  return magnitude < 10_000 ? formatNumber(value, locale) : formatShortNumber(value, locale);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface TooltipParam {
  seriesIndex?: number;
  dataIndex?: number;
  marker?: unknown;
}

function tooltipFormatter(model: ChartModel, grain: TimeGrain | null, style: SeriesStyle, locale: Locale, seriesOf: (index: number) => readonly SeriesModel[]) {
  return (raw: unknown): string => {
    const params = (Array.isArray(raw) ? raw : [raw]) as TooltipParam[];
    const dataIndex = params[0]?.dataIndex ?? 0;
    const xValue = model.x[dataIndex];
    const title =
      xValue === undefined ? '' : grain ? formatInstant(xValue as number, grain, locale) : (model.xLabels[dataIndex] ?? String(xValue));
    let total = 0;
    let totalCount = 0;
    const entries = params.flatMap((p) =>
      seriesOf(p.seriesIndex ?? 0).map((series) => {
        const value = series.values[dataIndex] ?? null;
        if (value !== null && !series.comparison) {
          total += value;
          totalCount += 1;
        }
        return { series, value, marker: typeof p.marker === 'string' ? p.marker : '' };
      }),
    );
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

/** The series the style draws, in drawing order: the band's low before its high, only the first for a headline. */
function chosenSeries(model: ChartModel, style: SeriesStyle): SeriesModel[] {
  if (style.firstSeriesOnly) {
    const first = model.series[0];
    return first ? model.series.filter((s) => s === first || (s.comparison && s.column === first.column)) : [];
  }
  if (style.band) {
    const { low, high } = style.band;
    const rank = (s: SeriesModel) => (s.comparison ? 3 : s.column.key === low ? 0 : s.column.key === high ? 1 : 2);
    return [...model.series].sort((a, b) => rank(a) - rank(b));
  }
  return model.series;
}

/** Half a step of empty axis at each end of a time axis, so the first and last columns are whole. */
function timeBarGap(x: readonly number[]): [string, string] {
  if (x.length < 2) return ['0%', '0%'];
  let step = Number.POSITIVE_INFINITY;
  for (let i = 1; i < x.length; i += 1) step = Math.min(step, x[i]! - x[i - 1]!);
  const span = x[x.length - 1]! - x[0]!;
  const percent = span > 0 ? Math.min(25, (50 * step) / span) : 0;
  return [`${percent}%`, `${percent}%`];
}

export function toCartesianOption(input: ChartInput, style: SeriesStyle): EChartsCoreOption {
  const { locale, theme } = input;
  // Candles draw four columns as one shape: an earlier period has no place in them.
  const built = toSeriesModel(style.ohlc ? { ...input, comparison: undefined } : input, { maxAxes: style.axisPerUnit ? Number.POSITIVE_INFINITY : 2 });
  const drawn = chosenSeries(built, style);
  const axisUnits = style.firstSeriesOnly ? [drawn[0]?.column.unit] : built.axisUnits;
  const kinds = drawn.map((s) => style.kindOf?.(s) ?? style.kind);
  const sampled = downsampleModel({ ...built, series: drawn, axisUnits }, input.maxPoints ?? DEFAULT_MAX_POINTS, downsampleMethod(style, kinds), style.stacked);
  const model = sampled.model;
  const colors = chartChrome(theme);
  const isTime = model.xKind === 'time';
  const isValue = model.xKind === 'value';
  const grain = isTime ? timeGrain(model) : null;
  const zoom = model.x.length > ZOOM_THRESHOLD;
  const large = model.x.length > 2000;
  const hasBars = kinds.includes('bar') || style.ohlc !== undefined;
  // Only series of one kind (one per dam) are ranked; a generation mix keeps every source.
  const chart = input.descriptor.chart;
  const selected = chart?.groupBy ? defaultLegendSelection(model, chart.maxSeries, chart.firstGroups) : undefined;

  const axisText = { color: colors.mutedText, fontSize: 11 };
  const yAxis = model.axisUnits.map((unit, i) => ({
    type: 'value',
    name: unit ? unitLabel(unit, locale) : '',
    nameTextStyle: { color: colors.mutedText, align: axisSide(i), fontSize: 11 },
    position: axisSide(i),
    ...(i > 1 ? { offset: axisOffset(i) } : {}),
    // Lines may zoom in on their range; columns and areas are read from zero, so their axis starts there.
    scale: !model.series.some((s, k) => s.yAxisIndex === i && kinds[k] === 'bar') && !style.stacked && !style.area,
    axisLabel: { ...axisText, formatter: axisValueFormatter(model.series.filter((s) => s.yAxisIndex === i), locale) },
    // Codes and counts have no halves: no 1.2 or 1.4 ticks between them.
    ...(model.series.every((s) => s.yAxisIndex !== i || s.column.type === 'integer') ? { minInterval: 1 } : {}),
    axisLine: { show: false },
    splitLine: { show: i === 0, lineStyle: { color: colors.splitLine } },
  }));

  const xAxis = {
    type: isTime ? 'time' : isValue ? 'value' : 'category',
    ...(isTime || isValue ? {} : { data: model.xLabels }),
    // A boolean gap is for category axes only; a time axis takes it as a share of the range.
    ...(isTime ? (hasBars ? { boundaryGap: timeBarGap(model.x as number[]) } : {}) : isValue ? { scale: true } : { boundaryGap: hasBars }),
    ...(isValue && model.xColumn.unit ? { name: unitLabel(model.xColumn.unit, locale), nameLocation: 'end' } : {}),
    axisLabel: {
      ...axisText,
      hideOverlap: true,
      ...(isTime ? { formatter: axisLabelFormatter(locale) } : isValue ? { formatter: (value: number) => formatShortNumber(value, locale) } : {}),
    },
    axisLine: { lineStyle: { color: colors.axisLine } },
    axisTick: { lineStyle: { color: colors.axisLine } },
    splitLine: { show: false },
  };

  const at = (i: number) => (isTime || isValue ? [model.x[i]] : []);
  const series = style.ohlc
    ? [candleSeries(model, style.ohlc, at, theme, locale)]
    : model.series.map((s, k) => {
        const kind = kinds[k] ?? style.kind;
        const bandPart = style.band && !s.comparison ? (s.column.key === style.band.low ? 'low' : s.column.key === style.band.high ? 'high' : null) : null;
        const low = bandPart === 'high' ? model.series.find((other) => other.column.key === style.band?.low && !other.comparison) : undefined;
        // The band's upper series is stacked on the lower one: its drawn value is the width of the band.
        const values = low ? s.values.map((v, i) => (v === null || low.values[i] === null || low.values[i] === undefined ? null : v - low.values[i]!)) : s.values;
        return {
          id: s.id,
          name: s.name,
          type: kind,
          yAxisIndex: s.yAxisIndex,
          color: s.color,
          data: isTime || isValue ? values.map((value, i) => [...at(i), value]) : values,
          ...((style.stacked || bandPart) && !s.comparison ? { stack: bandPart ? 'band' : `stack-${s.yAxisIndex}` } : {}),
          // The earlier period: the same colour, dashed and lighter, behind the current one.
          ...(s.comparison ? { z: 1, itemStyle: { opacity: 0.5 } } : {}),
          ...(kind === 'line'
            ? {
                showSymbol: model.x.length <= 48,
                symbolSize: 5,
                lineStyle: { width: style.area || bandPart ? 1 : 2, ...(s.comparison ? { type: 'dashed', opacity: 0.75 } : {}) },
                // A missing row is a gap, except in event data (trades, orders), where each row is one event.
                connectNulls: chart?.connectGaps === true,
                ...(style.step ? { step: 'end' } : {}),
                ...(style.area && !s.comparison ? { areaStyle: { opacity: style.stacked ? 0.85 : 0.25 } } : {}),
                ...(bandPart === 'high' ? { areaStyle: { opacity: 0.3 } } : {}),
                ...(large && !style.stacked && !bandPart ? { sampling: 'lttb' } : {}),
              }
            : {
                barMaxWidth: style.clustered ? 40 : 28,
                ...(style.clustered ? { barGap: '10%', barCategoryGap: '30%' } : {}),
                ...(large ? { large: true, largeThreshold: 2000 } : {}),
              }),
          // Hovering a line brings it forward; on stacks, bars and bands that would fade the very shape being read.
          emphasis: kind === 'line' && !style.stacked && !bandPart ? { focus: 'series' } : { disabled: true },
        };
      });
  // Which model series a tooltip row of ECharts series `index` stands for: a candle is all four.
  const seriesOf = (index: number): readonly SeriesModel[] => (style.ohlc ? model.series : model.series[index] ? [model.series[index]] : []);
  const leftAxes = model.axisUnits.filter((_, i) => axisSide(i) === 'left').length;
  const rightAxes = model.axisUnits.length - leftAxes;

  return {
    backgroundColor: 'transparent',
    // Time values are Istanbul wall clock read as UTC (see rowTime.ts).
    useUTC: true,
    animation: model.x.length < 1000,
    textStyle: { color: colors.text, fontFamily: 'inherit' },
    color: model.series.map((s) => s.color),
    grid: {
      left: 8 + AXIS_OFFSET * Math.max(0, leftAxes - 1),
      right: (rightAxes > 0 ? 8 : 16) + AXIS_OFFSET * Math.max(0, rightAxes - 1),
      top: 56,
      bottom: zoom ? 64 : 16,
    },
    legend: {
      type: 'scroll',
      top: 0,
      // Many series (one per dam): only the largest few are drawn at first, the rest wait in the legend.
      // and the legend lists those first, so a narrow screen's first legend page names what is drawn.
      ...(selected ? { selected, data: [...model.series].sort((a, b) => Number(selected[b.name] ?? true) - Number(selected[a.name] ?? true)).map((s) => s.name) } : {}),
      // Filled shapes for areas and bars, a line for lines: the legend looks like what it names.
      ...(hasBars || style.area ? { icon: 'roundRect', itemWidth: 14, itemHeight: 10 } : {}),
      left: 'center',
      ...legendText(colors),
    },
    tooltip: {
      trigger: 'axis',
      // Inside the chart's own box, never over the page around it, and never wider than a phone.
      confine: true,
      extraCssText: 'max-width: min(360px, 90vw); white-space: normal;',
      backgroundColor: colors.tooltipBackground,
      borderColor: colors.tooltipBorder,
      textStyle: { color: colors.text, fontSize: 12 },
      axisPointer: { type: hasBars ? 'shadow' : 'line', lineStyle: { color: colors.axisLine } },
      formatter: tooltipFormatter(model, grain, style, locale, seriesOf),
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
    // Not an ECharts setting (ECharts keeps unknown keys and ignores them): what was left out, for the page
    // and the picture to say. Present only when points were left out.
    ...(sampled.shown < sampled.total ? { downsampled: { shown: sampled.shown, total: sampled.total, note: pointsNote(sampled.shown, sampled.total, locale) } } : {}),
  };
}

/** One candle per x value: ECharts wants [open, close, low, high]; the body is green when the close is higher. */
function candleSeries(
  model: ChartModel,
  keys: NonNullable<SeriesStyle['ohlc']>,
  at: (i: number) => unknown[],
  theme: ChartInput['theme'],
  locale: Locale,
) {
  const valuesOf = (key: string) => model.series.find((s) => s.column.key === key)?.values ?? [];
  const [open, close, low, high] = [valuesOf(keys.open), valuesOf(keys.close), valuesOf(keys.low), valuesOf(keys.high)];
  const colors = chartChrome(theme);
  return {
    id: 'candle',
    name: candleLabel[locale],
    type: 'candlestick',
    yAxisIndex: 0,
    barMaxWidth: 16,
    data: model.x.map((_, i) => [...at(i), open[i] ?? null, close[i] ?? null, low[i] ?? null, high[i] ?? null]),
    itemStyle: { color: colors.rise, color0: colors.fall, borderColor: colors.rise, borderColor0: colors.fall },
    emphasis: { disabled: true },
  };
}

const candleLabel = { tr: 'Açılış, en yüksek, en düşük, kapanış', en: 'Open, high, low, close' } as const;
