// Seeded pseudo-random numbers. Two flavours, both pure 32-bit integer arithmetic so that the same seed gives
// byte-identical output on every platform:
//  - a sequential generator (mulberry32) for things drawn once, in a fixed order (the plant registry);
//  - a stateless hash (`hash32`) that `noise.ts` uses to give every (stream, time index) its own number, so a row
//    depends only on the seed and its own time, never on which date range was asked for.

/** A sequential generator of uniform numbers in [0, 1) with a few conveniences. */
export interface Prng {
  next(): number;
  /** Standard normal (Box-Muller). */
  normal(): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** mulberry32: tiny, fast and statistically good enough for simulation. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createPrng(seed: number): Prng {
  const next = mulberry32(seed);
  return {
    next,
    normal() {
      const u1 = Math.max(next(), 1e-12);
      return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * next());
    },
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1));
    },
    pick(items) {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance(probability) {
      return next() < probability;
    },
  };
}

/** An avalanche mix of one 32-bit word (lowbias32 by C. Wellons): neighbouring inputs give unrelated outputs. */
export function mix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hash of a seed, a stream id and an integer index (the index may be negative or exceed 32 bits). */
export function hash32(seed: number, stream: number, index: number): number {
  const low = index | 0;
  const high = Math.floor(index / 4294967296) | 0;
  let h = mix32(seed ^ 0x9e3779b9);
  h = mix32(h ^ Math.imul(stream | 0, 0x85ebca6b));
  h = mix32(h ^ low);
  return high === 0 ? h : mix32(h ^ Math.imul(high, 0xc2b2ae35));
}

/** FNV-1a of a string, to turn readable stream names ('wind.fast') into stream ids. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
