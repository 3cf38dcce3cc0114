// Adds the notices series to a time chart's option: the chart types stay unaware of notices, the page adds them
// when the descriptor's chart.notices asks and the notices call answered. A chart whose x axis is not time
// (categories, a price curve) is returned as it is: an interval has no place on it.
import type { EChartsCoreOption } from 'echarts/core';
import type { Locale } from '../../locale/locale';
import type { ThemeName } from '../chartType';
import type { ChartNotice } from './chartNotice';
import { toNoticeSeries, type TimeSpan } from './toNoticeMarkArea';

interface OptionShape {
  xAxis?: { type?: string } | { type?: string }[];
  series?: { data?: unknown[] }[];
  legend?: { data?: string[] } & Record<string, unknown>;
}

/** The first and last x (wall ms) of the option's series, or null when it has none or x is not time. */
export function timeSpanOf(option: EChartsCoreOption): TimeSpan | null {
  const shaped = option as OptionShape;
  const axis = Array.isArray(shaped.xAxis) ? shaped.xAxis[0] : shaped.xAxis;
  if (axis?.type !== 'time') return null;
  let start = Infinity;
  let end = -Infinity;
  for (const series of shaped.series ?? []) {
    for (const point of series.data ?? []) {
      const x = Array.isArray(point) ? point[0] : undefined;
      if (typeof x !== 'number') continue;
      if (x < start) start = x;
      if (x > end) end = x;
    }
  }
  return start <= end ? { start, end } : null;
}

export function withNotices(option: EChartsCoreOption, notices: readonly ChartNotice[], locale: Locale, theme: ThemeName): EChartsCoreOption {
  const span = timeSpanOf(option);
  if (!span) return option;
  const series = toNoticeSeries(notices, span, locale, theme);
  const shaped = option as OptionShape;
  const legend = shaped.legend?.data ? { ...shaped.legend, data: [...shaped.legend.data, series.name as string] } : shaped.legend;
  return { ...option, ...(legend ? { legend } : {}), series: [...(shaped.series ?? []), series] };
}
