// The ECharts parts the app ships, each loaded the first time an option needs it: a page showing a line
// chart never fetches the pie, the candlestick or the picture title. Each part is its own one-line file
// under parts/ so the bundler makes it its own chunk (the code parts share lands in shared chunks).
// A new chart type that needs another series or component adds its part here.
import { use as registerParts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { loadChunk } from '../router/chunks/loadChunk';

// The browser's renderer comes with the core; tests register the SVG renderer themselves.
registerParts([CanvasRenderer]);

type Part = Parameters<typeof registerParts>[0];
type LoadPart = () => Promise<{ part: Part }>;

/** Series parts by the series' `type`. */
const seriesParts: Record<string, LoadPart> = {
  line: () => import('./parts/line'),
  bar: () => import('./parts/bar'),
  pie: () => import('./parts/pie'), // pie, rosePie, donut
  candlestick: () => import('./parts/candlestick'), // candle
};

/** Component parts by the option key that asks for them. */
const componentParts: Record<string, LoadPart> = {
  xAxis: () => import('./parts/grid'),
  tooltip: () => import('./parts/tooltip'),
  legend: () => import('./parts/legend'),
  dataZoom: () => import('./parts/dataZoom'),
  // A pie's note, and the title block of a downloaded PNG (engine/charts/toStillOption.ts).
  title: () => import('./parts/title'),
};

/** Parts a series asks for by one of its keys: shaded intervals (the market-message notices, engine/charts/notices). */
const seriesFeatureParts: Record<string, LoadPart> = {
  markArea: () => import('./parts/markArea'),
};

const registered = new Set<LoadPart>();

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The loaders of the parts `option` uses. */
function partsOf(option: EChartsCoreOption): LoadPart[] {
  const parts = new Set<LoadPart>();
  for (const series of asList(option['series'])) {
    const load = seriesParts[String((series as { type?: unknown }).type)];
    if (load) parts.add(load);
    for (const [key, feature] of Object.entries(seriesFeatureParts)) {
      if ((series as Record<string, unknown>)[key] !== undefined) parts.add(feature);
    }
  }
  for (const [key, load] of Object.entries(componentParts)) {
    if (asList(option[key]).length > 0) parts.add(load);
  }
  return [...parts];
}

/** Whether every part `option` uses is registered, so it can be drawn at once. */
export function hasEchartsParts(option: EChartsCoreOption): boolean {
  return partsOf(option).every((load) => registered.has(load));
}

/** How many parts are registered: an instance created before a part was registered cannot draw it. */
export function registeredEchartsParts(): number {
  return registered.size;
}

/** Loads (with the page chunks' retries) and registers the parts `option` uses that are not registered yet. */
export async function loadEchartsParts(option: EChartsCoreOption): Promise<void> {
  const missing = partsOf(option).filter((load) => !registered.has(load));
  if (missing.length === 0) return;
  const loaded = await Promise.all(missing.map((load) => loadChunk(load)));
  for (const module of loaded) registerParts(module.part);
  for (const load of missing) registered.add(load);
}
