// A long chart model cut to about two points per pixel of the chart's width: every series keeps the same
// x values (stacks and bands line up by position), chosen so that no series loses its shape (lines and
// areas: LTTB) or its extremes (columns and bands: the lowest and highest value of each bucket). A stack
// is judged by its total, the outline the reader sees. The chart says how many points it shows.
import type { ChartModel } from '../toSeriesModel';
import { lttbIndices } from './lttb';
import { minMaxIndices } from './minMaxBuckets';

export type DownsampleMethod = 'lttb' | 'minMax';

export interface DownsampledModel {
  model: ChartModel;
  /** Points per series drawn, and points the rows give; equal when nothing was left out. */
  shown: number;
  total: number;
}

/** Two points per pixel of a chart about 600 px wide (a PDF page, a phone turned sideways): used when the width is not known. */
export const DEFAULT_MAX_POINTS = 1200;

const selectors: Record<DownsampleMethod, (xs: readonly number[], ys: readonly (number | null)[], threshold: number) => number[]> = {
  lttb: lttbIndices,
  minMax: (_xs, ys, threshold) => minMaxIndices(ys, threshold),
};

function totals(model: ChartModel): (number | null)[] {
  return model.x.map((_, i) => {
    let sum: number | null = null;
    for (const s of model.series) {
      const v = s.values[i];
      if (v !== null && v !== undefined && !s.comparison) sum = (sum ?? 0) + v;
    }
    return sum;
  });
}

export function downsampleModel(model: ChartModel, maxPoints: number, method: DownsampleMethod, stacked = false): DownsampledModel {
  const total = model.x.length;
  const limit = Math.max(2, Math.floor(maxPoints));
  if (total <= limit) return { model, shown: total, total };

  const xs = model.x.map((value, i) => (typeof value === 'number' ? value : i));
  const signals = stacked ? [totals(model)] : model.series.map((s) => s.values);
  const budget = Math.max(2, Math.floor(limit / Math.max(signals.length, 1)));
  const kept = new Set<number>([0, total - 1]);
  for (const ys of signals) for (const i of selectors[method](xs, ys, budget)) kept.add(i);
  if (kept.size >= total) return { model, shown: total, total };

  const indices = [...kept].sort((a, b) => a - b);
  const pick = <T>(values: readonly T[]): T[] => indices.map((i) => values[i]!);
  return {
    model: {
      ...model,
      x: pick(model.x),
      xLabels: model.xLabels.length > 0 ? pick(model.xLabels) : [],
      series: model.series.map((s) => ({ ...s, values: indices.map((i) => s.values[i] ?? null) })),
    },
    shown: indices.length,
    total,
  };
}
