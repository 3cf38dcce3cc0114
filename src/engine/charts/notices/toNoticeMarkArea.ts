// Notices as shaded intervals over a time chart: one extra series with no points of its own, named in the legend
// (so a click hides or shows every interval), holding an ECharts markArea per notice: faults red, maintenance
// and limits amber, each clipped to the chart's time span so a long maintenance does not stretch the axis.
// Pure: the same notices, span, locale and theme give the same series.
import type { Locale } from '../../locale/locale';
import { formatDateTime } from '../../format/formatDateTime';
import { formatNumber } from '../../format/formatNumber';
import type { ThemeName } from '../chartType';
import { chartChrome } from '../palette';
import { toWallMs } from '../rowTime';
import type { ChartNotice, NoticeKind } from './chartNotice';
import { noticeKindLabels, noticeLabels } from './noticeLabels';
import { noticeReasonText } from './noticeReasons';

/** The chart's x span in wall ms (rowTime.ts), first to last point. */
export interface TimeSpan { start: number; end: number }

const FILL: Record<ThemeName, Record<NoticeKind, string>> = {
  light: { fault: 'rgba(198, 40, 40, 0.1)', maintenance: 'rgba(217, 119, 6, 0.12)', limit: 'rgba(71, 85, 105, 0.1)' },
  dark: { fault: 'rgba(248, 113, 113, 0.16)', maintenance: 'rgba(251, 191, 36, 0.14)', limit: 'rgba(148, 163, 184, 0.14)' },
};
const EDGE: Record<ThemeName, Record<NoticeKind, string>> = {
  light: { fault: '#c62828', maintenance: '#b45309', limit: '#475569' },
  dark: { fault: '#f87171', maintenance: '#fbbf24', limit: '#94a3b8' },
};

export interface NoticeArea {
  notice: ChartNotice;
  /** Wall ms, clipped to the span. */
  from: number;
  to: number;
}

/** The notices that overlap the span, clipped to it, earliest first. */
export function toNoticeAreas(notices: readonly ChartNotice[], span: TimeSpan): NoticeArea[] {
  const areas: NoticeArea[] = [];
  for (const notice of notices) {
    const start = toWallMs(notice.start);
    const end = toWallMs(notice.end);
    if (start === null || end === null || end <= span.start || start >= span.end) continue;
    areas.push({ notice, from: Math.max(start, span.start), to: Math.min(end, span.end) });
  }
  return areas.sort((a, b) => a.from - b.from || a.notice.id - b.notice.id);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tooltip of one interval: plant and unit, kind, times, capacity before and during, reason. */
export function noticeTooltip(notice: ChartNotice, locale: Locale): string {
  const mw = (value: number) => `${formatNumber(value, locale, { decimals: 1 })} MW`;
  const row = (label: string, value: string) => `<div class="chart-tooltip-row"><span>${escapeHtml(label)}</span><b>${escapeHtml(value)}</b></div>`;
  return [
    `<div class="chart-tooltip-title">${escapeHtml(notice.powerPlantName)}</div>`,
    row(noticeKindLabels[notice.kind][locale], `${formatDateTime(notice.start, locale)} – ${formatDateTime(notice.end, locale)}`),
    row(noticeLabels.unit[locale], notice.uevcbName),
    row(noticeLabels.capacityBefore[locale], mw(notice.capacityBefore)),
    row(noticeLabels.capacityDuring[locale], mw(notice.capacityDuring)),
    row(noticeLabels.reason[locale], noticeReasonText(notice.reason, locale)),
  ].join('');
}

/** The legend entry's series: no points, one markArea per notice. */
export function toNoticeSeries(notices: readonly ChartNotice[], span: TimeSpan, locale: Locale, theme: ThemeName): Record<string, unknown> {
  const chrome = chartChrome(theme);
  const areas = toNoticeAreas(notices, span);
  return {
    id: 'market-notices',
    name: noticeLabels.legend[locale],
    type: 'line',
    data: [],
    // The legend's symbol: the fault colour, as most intervals are faults.
    itemStyle: { color: EDGE[theme].fault },
    silent: false,
    markArea: {
      silent: false,
      tooltip: {
        show: true,
        trigger: 'item',
        confine: true,
        backgroundColor: chrome.tooltipBackground,
        borderColor: chrome.tooltipBorder,
        textStyle: { color: chrome.text },
        formatter: (params: { data?: { noticeIndex?: number } }) => {
          const area = areas[params.data?.noticeIndex ?? -1];
          return area ? noticeTooltip(area.notice, locale) : '';
        },
      },
      label: { show: false },
      emphasis: { label: { show: false } },
      data: areas.map((area, index) => [
        {
          xAxis: area.from,
          name: area.notice.powerPlantName,
          noticeIndex: index,
          itemStyle: { color: FILL[theme][area.notice.kind], borderColor: EDGE[theme][area.notice.kind], borderWidth: 1, borderType: 'dashed' },
        },
        { xAxis: area.to },
      ]),
    },
  };
}
