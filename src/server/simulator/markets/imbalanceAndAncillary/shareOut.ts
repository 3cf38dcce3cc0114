// Shares an integer total among parts in proportion to weights, so that the parts add up to the total exactly:
// part k = round(total × C_k) − round(total × C_{k−1}), C the running share. The parts telescope, keep the
// total's sign (rounding is monotone) and none depends on rounding the others.
export function shareOut(total: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(total)) throw new Error(`shareOut needs an integer total, got ${total}`);
  const sum = weights.reduce((a, w) => a + w, 0);
  if (!(sum > 0)) throw new Error('shareOut needs positive weights');
  const parts: number[] = [];
  let running = 0;
  let previous = 0;
  weights.forEach((w, k) => {
    running += w;
    const boundary = k === weights.length - 1 ? total : Math.round((total * running) / sum);
    parts.push(boundary - previous);
    previous = boundary;
  });
  return parts;
}
