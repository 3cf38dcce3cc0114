// Counter-based noise: every random number is a pure function of (seed, stream, index). Time series get their
// persistence from `smooth`, a value noise that interpolates normal draws placed on a regular grid of knots, so
// there is no state to carry from one hour to the next and any date range can be simulated on its own with the
// same values as inside a longer run.
import { hash32, hashString } from './prng';

export interface NoiseField {
  readonly seed: number;
  /** Uniform in [0, 1). */
  uniform(stream: number, index: number): number;
  /** Standard normal. */
  normal(stream: number, index: number): number;
  /**
   * Smooth standard-normal noise at position `x` (in knot units: x = hours / period): Catmull-Rom through
   * normal draws at the integer knots, rescaled so the variance is 1 everywhere (not only at the knots).
   */
  smooth(stream: number, x: number): number;
}

/** Stream id of a readable name; compute once at module load, not per call. */
export function streamId(name: string): number {
  return hashString(name);
}

const TWO_POW_32 = 4294967296;

export function createNoise(seed: number): NoiseField {
  const s = seed >>> 0;
  const uniform = (stream: number, index: number): number => hash32(s, stream, index) / TWO_POW_32;
  const normal = (stream: number, index: number): number => {
    // Two independent uniforms from two hashes of the same index (the second on a derived stream).
    const u1 = (hash32(s, stream, index) + 0.5) / TWO_POW_32;
    const u2 = hash32(s, stream ^ 0x5bd1e995, index) / TWO_POW_32;
    return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  };
  const smooth = (stream: number, x: number): number => {
    const k = Math.floor(x);
    const t = x - k;
    const t2 = t * t;
    const t3 = t2 * t;
    // Catmull-Rom basis weights for knots k-1, k, k+1, k+2.
    const w0 = 0.5 * (-t3 + 2 * t2 - t);
    const w1 = 0.5 * (3 * t3 - 5 * t2 + 2);
    const w2 = 0.5 * (-3 * t3 + 4 * t2 + t);
    const w3 = 0.5 * (t3 - t2);
    const v = w0 * normal(stream, k - 1) + w1 * normal(stream, k) + w2 * normal(stream, k + 1) + w3 * normal(stream, k + 2);
    return v / Math.sqrt(w0 * w0 + w1 * w1 + w2 * w2 + w3 * w3);
  };
  return { seed: s, uniform, normal, smooth };
}
