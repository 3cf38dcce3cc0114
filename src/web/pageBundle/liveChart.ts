// The chart as the reader sees it, taken from the live ECharts instance on the page (its series, the legend
// choice and the zoom window as they are now), so the zip's pictures are the chart on screen, not a redraw of
// the defaults. A chart still waiting to be drawn (DrawWhenNear, below the first screen) is brought near the
// screen first and waited for; the reader's scroll position is put back afterwards.
import { getInstanceByDom, type EChartsCoreOption, type EChartsType } from 'echarts/core';

const WAIT_MS = 8_000;
const POLL_MS = 100;
/** Components ECharts answers as lists but a picture's option (toStillOption) reads as one object. */
const SINGLE_COMPONENTS = ['grid', 'legend'] as const;

export function liveChartIn(root: ParentNode): EChartsType | undefined {
  for (const element of root.querySelectorAll<HTMLElement>('.chart-frame > [role="img"]')) {
    const chart = getInstanceByDom(element);
    if (chart && !chart.isDisposed()) return chart;
  }
  return undefined;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The chart in `root`, drawn if it was not yet; undefined when none appears in time. */
export async function waitForLiveChart(root: Element): Promise<EChartsType | undefined> {
  const found = liveChartIn(root);
  if (found) return found;
  const scrolled = { x: window.scrollX, y: window.scrollY };
  root.querySelector('.chart-placeholder')?.scrollIntoView({ block: 'center' });
  try {
    for (let waited = 0; waited < WAIT_MS; waited += POLL_MS) {
      await pause(POLL_MS);
      const chart = liveChartIn(root);
      if (chart) {
        // One more frame: the option is set on the frame after the instance is made (lazyUpdate).
        await pause(POLL_MS);
        return chart;
      }
    }
    return undefined;
  } finally {
    window.scrollTo(scrolled.x, scrolled.y);
  }
}

/** The live chart's option in the shape a chart type's toEchartsOption gives, for toStillOption. */
export function liveOption(chart: EChartsType): EChartsCoreOption {
  const option = { ...(chart.getOption() as Record<string, unknown>) };
  for (const key of SINGLE_COMPONENTS) {
    const value = option[key];
    if (Array.isArray(value)) {
      if (value.length === 0) delete option[key];
      else option[key] = value[0];
    }
  }
  return option;
}
