// Min–max per bucket: for columns and bands, where a dropped peak would be a lie, each bucket of
// consecutive points keeps its lowest and its highest value. The first and last points always stay.
// Pure: returns the kept indices in ascending order, at most `threshold` of them.

export function minMaxIndices(ys: readonly (number | null)[], threshold: number): number[] {
  const present: number[] = [];
  for (let i = 0; i < ys.length; i += 1) if (ys[i] !== null && ys[i] !== undefined) present.push(i);
  const n = present.length;
  const limit = Math.max(2, Math.floor(threshold));
  if (n <= limit) return present;

  const kept = new Set<number>([present[0]!, present[n - 1]!]);
  // Two points per bucket, between the first and the last point.
  const buckets = Math.floor((limit - 2) / 2);
  const inner = n - 2;
  for (let bucket = 0; bucket < buckets; bucket += 1) {
    const start = 1 + Math.floor((bucket * inner) / buckets);
    const end = 1 + Math.floor(((bucket + 1) * inner) / buckets);
    if (end <= start) continue;
    let low = start;
    let high = start;
    for (let k = start; k < end; k += 1) {
      const value = ys[present[k]!]!;
      if (value < ys[present[low]!]!) low = k;
      if (value > ys[present[high]!]!) high = k;
    }
    kept.add(present[low]!);
    kept.add(present[high]!);
  }
  return [...kept].sort((p, q) => p - q);
}
