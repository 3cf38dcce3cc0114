// The option the pie types share: each series' share of the whole shown range, one slice per series (per
// group value with groupBy). A slice adds the column up where its aggregates include "sum" (volumes) and
// averages it otherwise, as the summary block does. Negative and empty totals have no share: they are left
// out of the slices and named under the chart. Plain data except the formatter callbacks.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartInput } from './chartType';
import { legendText } from './legendText';
import { chartChrome } from './palette';
import { toSeriesModel, type SeriesModel } from './toSeriesModel';
import { columnAggregates } from '../summary/columnAggregates';
import { formatCell } from '../format/formatCell';
import { formatNumber } from '../format/formatNumber';
import { unitLabel } from '../format/unitLabel';
import type { Locale } from '../locale/locale';

export interface ShareStyle {
  /** Inner and outer radius: an inner radius makes a donut. */
  radius: [string, string];
  /** Variable radius: the larger the value, the longer the slice (ECharts roseType). */
  rose?: boolean;
}

export interface Share {
  series: SeriesModel;
  value: number;
  how: 'sum' | 'avg';
}

const howLabel = { sum: { tr: 'Toplam', en: 'Total' }, avg: { tr: 'Ortalama', en: 'Average' } } as const;
const leftOutLabel = { tr: 'Payı olmayan (sıfır ya da eksi)', en: 'No share (zero or negative)' } as const;

/** Each series' total (or average) over the rows, largest first. */
export function seriesShares(series: readonly SeriesModel[]): Share[] {
  return series
    .filter((s) => !s.comparison)
    .map((s) => {
      const how = columnAggregates(s.column).includes('sum') ? ('sum' as const) : ('avg' as const);
      let sum = 0;
      let count = 0;
      for (const v of s.values) {
        if (v === null) continue;
        sum += v;
        count += 1;
      }
      return { series: s, how, value: how === 'sum' ? sum : count > 0 ? sum / count : 0 };
    })
    .sort((a, b) => b.value - a.value);
}

function formatShare(share: Share, locale: Locale): string {
  const unit = share.series.column.unit ? ` ${unitLabel(share.series.column.unit, locale)}` : '';
  return `${formatCell(share.series.column, share.value, locale)}${unit}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function toShareOption(input: ChartInput, style: ShareStyle): EChartsCoreOption {
  const { locale, theme } = input;
  const colors = chartChrome(theme);
  // A share covers the whole range: an earlier period would be another pie.
  const model = toSeriesModel({ ...input, comparison: undefined });
  const shares = seriesShares(model.series);
  const drawn = shares.filter((s) => s.value > 0);
  const leftOut = shares.filter((s) => !(s.value > 0));
  const whole = drawn.reduce((sum, s) => sum + s.value, 0);
  const byName = new Map(drawn.map((s) => [s.series.name, s]));
  const percent = (value: number) => `%${formatNumber(whole > 0 ? (100 * value) / whole : 0, locale, { decimals: 1 })}`;
  const percentText = (value: number) => (locale === 'tr' ? percent(value) : `${percent(value).slice(1)}%`);

  return {
    backgroundColor: 'transparent',
    animation: true,
    textStyle: { color: colors.text, fontFamily: 'inherit' },
    color: drawn.map((s) => s.series.color),
    legend: {
      type: 'scroll',
      top: 0,
      left: 'center',
      icon: 'circle',
      data: drawn.map((s) => s.series.name),
      ...legendText(colors),
    },
    tooltip: {
      trigger: 'item',
      confine: true,
      backgroundColor: colors.tooltipBackground,
      borderColor: colors.tooltipBorder,
      textStyle: { color: colors.text, fontSize: 12 },
      formatter: (raw: unknown) => {
        const share = byName.get((raw as { name?: string }).name ?? '');
        if (!share) return '';
        return `<div class="chart-tooltip-title">${escapeHtml(share.series.name)}</div><div class="chart-tooltip-row"><span>${howLabel[share.how][locale]}</span><b>${escapeHtml(formatShare(share, locale))}</b></div><div class="chart-tooltip-row"><span>${locale === 'tr' ? 'Pay' : 'Share'}</span><b>${escapeHtml(percentText(share.value))}</b></div>`;
      },
    },
    series: [
      {
        id: 'shares',
        type: 'pie',
        radius: style.radius,
        center: ['50%', '56%'],
        ...(style.rose ? { roseType: 'radius' } : {}),
        avoidLabelOverlap: true,
        itemStyle: { borderColor: theme === 'dark' ? '#161d25' : '#ffffff', borderWidth: 1 },
        label: { color: colors.text, fontSize: 11, formatter: (raw: unknown) => `${(raw as { name?: string }).name ?? ''}: ${percentText((raw as { value?: number }).value ?? 0)}` },
        labelLine: { lineStyle: { color: colors.axisLine } },
        emphasis: { scale: true },
        data: drawn.map((s) => ({ name: s.series.name, value: s.value, itemStyle: { color: s.series.color } })),
      },
    ],
    ...(leftOut.length > 0
      ? { title: { text: '', subtext: `${leftOutLabel[locale]}: ${leftOut.map((s) => `${s.series.shortName} ${formatShare(s, locale)}`).join(', ')}`, left: 8, bottom: 0, subtextStyle: { color: colors.mutedText, fontSize: 11 } } }
      : {}),
  };
}
