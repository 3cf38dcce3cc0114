// Piecewise-linear curves through calibration knots (x ascending). Used for every slowly changing parameter
// (FX crawl, consumption level, installed capacity, hydrology), so parameters move smoothly across year ends.

export type Knots = readonly (readonly [number, number])[];

/** Value at x; beyond the ends the first/last segment's slope is continued if `extrapolate`, else clamped. */
export function interpolateKnots(knots: Knots, x: number, extrapolate = false): number {
  const n = knots.length;
  const first = knots[0];
  const last = knots[n - 1];
  if (!first || !last) throw new Error('interpolateKnots: no knots');
  if (n === 1) return first[1];
  if (x <= first[0]) {
    const second = knots[1];
    if (!extrapolate || !second) return first[1];
    return first[1] + ((second[1] - first[1]) * (x - first[0])) / (second[0] - first[0]);
  }
  if (x >= last[0]) {
    const before = knots[n - 2];
    if (!extrapolate || !before) return last[1];
    return last[1] + ((last[1] - before[1]) * (x - last[0])) / (last[0] - before[0]);
  }
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((knots[mid] as readonly [number, number])[0] <= x) lo = mid;
    else hi = mid;
  }
  const a = knots[lo] as readonly [number, number];
  const b = knots[hi] as readonly [number, number];
  return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]);
}

/**
 * A 12-value month profile read as a smooth curve of the day of year: each value sits at the middle of its
 * month and the curve is linear between neighbours (wrapping December → January), so month means are kept
 * while there is no jump on the 1st.
 */
export function monthlyProfile(values: readonly number[], dayOfYear: number): number {
  const pos = ((dayOfYear - 0.5) / 365.25) * 12 - 0.5; // 0 = middle of January
  const k = Math.floor(pos);
  const t = pos - k;
  const a = values[((k % 12) + 12) % 12] ?? 1;
  const b = values[(((k + 1) % 12) + 12) % 12] ?? 1;
  return a + (b - a) * t;
}
