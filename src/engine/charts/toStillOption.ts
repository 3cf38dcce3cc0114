// A chart option made still, for a picture (PNG, SVG, a PDF page) rather than a screen: no animation, no
// zoom slider or tooltip, every legend entry laid out (a picture cannot scroll), the reader's legend choice
// and zoom window kept, and a title block on top, since a picture passed on must still say what it shows.
import type { EChartsCoreOption } from 'echarts/core';
import type { ThemeName } from './chartType';
import { chartChrome } from './palette';

export interface ChartPictureOptions {
  width: number;
  height: number;
  theme: ThemeName;
  /** Title and a line under it (range, time zone, source): a picture passed on must still say what it shows. */
  title?: string;
  subtitle?: string;
  /** The legend's choice of series, as the reader left it. */
  legendSelected?: Record<string, boolean>;
  /** Painted behind the chart; transparent when left out. */
  background?: string;
  /** The visible window of a zoomed chart, in percent of the whole range. */
  zoom?: { start: number; end: number };
}

const TITLE_HEIGHT = 52;
const LEGEND_LINE = 24;
/** A legend entry's width: its symbol and gaps, and about 7 px per character at the legend's 12 px. */
const entryWidth = (name: string): number => 40 + 7 * name.length;

/** How many lines a plain legend of these names takes across `width` pixels. */
function legendLines(names: readonly string[], width: number): number {
  let lines = 1;
  let used = 0;
  for (const name of names) {
    const needed = entryWidth(name);
    if (used > 0 && used + needed > width - 16) {
      lines += 1;
      used = 0;
    }
    used += needed;
  }
  return lines;
}

/** The option as a still picture: what an image file or a PDF page shows. */
export function toStillOption(option: EChartsCoreOption, options: Omit<ChartPictureOptions, 'height'>): EChartsCoreOption {
  const chrome = chartChrome(options.theme);
  // The tooltip and the zoom slider belong to a live chart.
  const { tooltip: _tooltip, dataZoom: _dataZoom, downsampled, title: ownTitle, ...base } = option as Record<string, unknown>;
  // A picture drawn from fewer points than the rows hold says so under the plot (see toCartesianOption).
  const pointsNote = (downsampled as { note?: string } | undefined)?.note;
  const grid = (base.grid ?? {}) as Record<string, unknown>;
  const legend = (base.legend ?? {}) as Record<string, unknown>;
  const titled = options.title !== undefined;
  const selected: Record<string, boolean> = { ...(legend.selected as Record<string, boolean> | undefined), ...options.legendSelected };
  const names = Array.isArray(base.series) ? (base.series as { name?: string }[]).map((s) => s.name ?? '') : [];
  const hidden = names.some((name) => selected[name] === false);
  const shown = hidden ? names.filter((name) => selected[name] !== false) : names;
  // Extra legend lines push the plot down, so that entries never sit on the axis name.
  const extraLines = legendLines(shown, options.width) - 1;
  const zoom = options.zoom;
  return {
    ...base,
    animation: false,
    backgroundColor: options.background ?? 'transparent',
    textStyle: { ...(base.textStyle as object), fontFamily: 'Roboto, Arial, sans-serif' },
    // A zoomed view keeps its window without drawing the slider.
    ...(zoom ? { dataZoom: [{ type: 'inside', xAxisIndex: 0, filterMode: 'none', start: zoom.start, end: zoom.end }] } : {}),
    grid: { ...grid, top: (typeof grid.top === 'number' ? grid.top : 56) + (titled ? TITLE_HEIGHT : 0) + extraLines * LEGEND_LINE, bottom: pointsNote ? 44 : 28 },
    // A picture cannot scroll: the legend is laid out over as many lines as it takes, and names only the
    // series drawn (sixty greyed-out dams would push the chart off the page).
    legend: { ...legend, type: 'plain', top: titled ? TITLE_HEIGHT : 0, selected, ...(hidden ? { data: shown } : {}) },
    title: [
      // The chart's own note (a pie's series without a share) stays.
      ...(ownTitle ? (Array.isArray(ownTitle) ? ownTitle : [ownTitle]) : []),
      ...(titled
        ? [{
            text: options.title,
            subtext: options.subtitle ?? '',
            left: 8,
            top: 4,
            textStyle: { color: chrome.text, fontSize: 16, fontWeight: 'bold' },
            subtextStyle: { color: chrome.mutedText, fontSize: 11 },
          }]
        : []),
      ...(pointsNote ? [{ text: '', subtext: pointsNote, left: 8, bottom: 0, subtextStyle: { color: chrome.mutedText, fontSize: 10 } }] : []),
    ],
  };
}

