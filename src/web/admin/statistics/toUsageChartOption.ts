// The statistics chart: calls per period as stacked columns, one series per outcome, in the theme's colours.
// Pure: the screen draws it with the one EChart wrapper, which loads only the bar, grid, tooltip and legend parts.
import type { EChartsCoreOption } from 'echarts/core';
import { chartChrome } from '../../../engine/charts/palette';
import type { ThemeName } from '../../../engine/charts/chartType';
import { OUTCOMES, type Outcome, type UsageStatistics } from './usageTypes';

const OUTCOME_COLORS: Record<ThemeName, Record<Outcome, string>> = {
  light: { success: '#2563eb', clientError: '#d97706', refused: '#7c3aed', serverError: '#c62828' },
  dark: { success: '#60a5fa', clientError: '#fbbf24', refused: '#a78bfa', serverError: '#f87171' },
};

export function toUsageChartOption(statistics: UsageStatistics, labels: { period: (start: string) => string; outcome: (o: Outcome) => string }, theme: ThemeName): EChartsCoreOption {
  const chrome = chartChrome(theme);
  return {
    animation: false,
    color: OUTCOMES.map((o) => OUTCOME_COLORS[theme][o]),
    textStyle: { color: chrome.text },
    tooltip: { trigger: 'axis', backgroundColor: chrome.tooltipBackground, borderColor: chrome.tooltipBorder, textStyle: { color: chrome.text } },
    legend: { top: 0, textStyle: { color: chrome.text } },
    grid: { left: 48, right: 16, top: 40, bottom: 32, containLabel: true },
    xAxis: { type: 'category', data: statistics.periods.map((p) => labels.period(p.period)), axisLine: { lineStyle: { color: chrome.axisLine } }, axisLabel: { color: chrome.mutedText } },
    yAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { color: chrome.splitLine } }, axisLabel: { color: chrome.mutedText } },
    series: OUTCOMES.map((outcome) => ({
      type: 'bar', name: labels.outcome(outcome), stack: 'calls', data: statistics.periods.map((p) => p[outcome]),
    })),
  };
}
