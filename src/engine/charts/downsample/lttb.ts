// Largest-Triangle-Three-Buckets: which points of a long line to keep so that its shape survives. The
// first and last points always stay; each bucket in between keeps the point that makes the largest
// triangle with the point kept before it and the average of the next bucket, so peaks and troughs stay.
// Pure: returns the kept indices in ascending order, at most `threshold` of them.

export function lttbIndices(xs: readonly number[], ys: readonly (number | null)[], threshold: number): number[] {
  // Missing values are no points: the line is chosen among the values there are.
  const present: number[] = [];
  for (let i = 0; i < ys.length; i += 1) if (ys[i] !== null && ys[i] !== undefined) present.push(i);
  const n = present.length;
  const limit = Math.max(2, Math.floor(threshold));
  if (n <= limit) return present;

  const x = (k: number): number => xs[present[k]!]!;
  const y = (k: number): number => ys[present[k]!]!;
  const kept: number[] = [present[0]!];
  const bucketSize = (n - 2) / (limit - 2);
  let a = 0;
  for (let bucket = 0; bucket < limit - 2; bucket += 1) {
    // The next bucket's average point (the last point for the final bucket).
    const nextStart = Math.floor((bucket + 1) * bucketSize) + 1;
    const nextEnd = Math.min(Math.floor((bucket + 2) * bucketSize) + 1, n);
    let avgX = 0;
    let avgY = 0;
    const span = Math.max(nextEnd - nextStart, 1);
    for (let k = nextStart; k < nextEnd; k += 1) {
      avgX += x(k);
      avgY += y(k);
    }
    if (nextEnd > nextStart) {
      avgX /= span;
      avgY /= span;
    } else {
      avgX = x(n - 1);
      avgY = y(n - 1);
    }
    const start = Math.floor(bucket * bucketSize) + 1;
    const end = Math.floor((bucket + 1) * bucketSize) + 1;
    let best = start;
    let bestArea = -1;
    for (let k = start; k < end; k += 1) {
      const area = Math.abs((x(a) - avgX) * (y(k) - y(a)) - (x(a) - x(k)) * (avgY - y(a)));
      if (area > bestArea) {
        bestArea = area;
        best = k;
      }
    }
    kept.push(present[best]!);
    a = best;
  }
  kept.push(present[n - 1]!);
  return kept;
}
