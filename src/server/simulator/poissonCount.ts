// A Poisson-distributed count from one uniform number (inverse of the cumulative distribution), so the number
// of events on a day is a pure function of (seed, stream, day) like every other simulated value.

/** The smallest k with P(X ≤ k) > u for X ~ Poisson(mean); capped at `max` so ids stay in their block. */
export function poissonCount(mean: number, u: number, max: number): number {
  if (mean <= 0) return 0;
  let k = 0;
  let p = Math.exp(-mean);
  let cumulative = p;
  while (u >= cumulative && k < max) {
    k += 1;
    p *= mean / k;
    cumulative += p;
  }
  return k;
}
