// Shares a whole number out over weights so the parts add up to it exactly (largest remainder): meter counts
// over profile groups, an instructed quantity (in tenths of a MWh) over single instructions.

/** Non-negative integers, one per weight, summing to `total` (a non-negative integer). */
export function apportion(total: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(total) || total < 0) throw new Error(`apportion: total must be a non-negative integer, got ${total}`);
  const sum = weights.reduce((s, w) => s + w, 0);
  if (weights.length === 0 || !(sum > 0)) throw new Error('apportion: weights must be positive');
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((s, p) => s + p, 0);
  // Largest fractional parts first; ties go to the earlier weight so the result is deterministic.
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k++, left--) parts[order[k % order.length]![1]]! += 1;
  return parts;
}
