import { describe, expect, it } from 'vitest';
import { normalizeFavourites } from './normalizeFavourites';

const known = new Set(['61', '72', 'abc']);
const canBe = (id: string) => known.has(id);

describe('normalizeFavourites', () => {
  it('trims, lower-cases and removes duplicates, keeping the first order', () => {
    expect(normalizeFavourites([' 72', 61, '61 ', 'ABC', '72'], canBe)).toEqual(['72', '61', 'abc']);
  });

  it('ignores empty, non-scalar, non-finite and unknown or non-favourite ids', () => {
    expect(normalizeFavourites(['', '  ', null, {}, [61], Number.NaN, 'a b', '999', true], canBe)).toEqual([]);
  });

  it('answers an empty list for anything that is not a list', () => {
    expect(normalizeFavourites('61', canBe)).toEqual([]);
    expect(normalizeFavourites(undefined, canBe)).toEqual([]);
    expect(normalizeFavourites({ 0: '61' }, canBe)).toEqual([]);
  });
});
