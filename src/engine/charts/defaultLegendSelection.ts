// Which series a chart with many of them (one per dam, per plant...) draws at first: the `max` with the
// highest average, so sixty lines never arrive as one tangle; or, with `firstGroups`, every series of the first
// group values in the rows' order (one hour's supply and demand curves, which belong together). The others stay
// in the legend, switched off, one click away. Undefined when every series is drawn.
import type { ChartModel } from './toSeriesModel';

export const DEFAULT_MAX_SERIES = 8;

export function defaultLegendSelection(model: ChartModel, max: number = DEFAULT_MAX_SERIES, firstGroups?: number): Record<string, boolean> | undefined {
  const grouped = model.series.filter((s) => !s.comparison);
  if (firstGroups !== undefined) {
    const groups = [...new Set(grouped.map((s) => s.group))];
    if (groups.length <= firstGroups) return undefined;
    const shown = new Set(groups.slice(0, firstGroups));
    return Object.fromEntries(grouped.map((s) => [s.name, shown.has(s.group)]));
  }
  if (grouped.length <= max) return undefined;
  const mean = (values: readonly (number | null)[]): number => {
    let sum = 0;
    let count = 0;
    for (const v of values) {
      if (v !== null) {
        sum += v;
        count += 1;
      }
    }
    return count === 0 ? -Infinity : sum / count;
  };
  const kept = new Set(
    [...grouped]
      .map((s) => ({ name: s.name, mean: mean(s.values) }))
      .sort((a, b) => b.mean - a.mean)
      .slice(0, max)
      .map((s) => s.name),
  );
  return Object.fromEntries(grouped.map((s) => [s.name, kept.has(s.name)]));
}
