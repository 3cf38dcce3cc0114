import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { flexibleOfferQuantities } from './flexibleOffers';

const noise = createNoise(DEFAULT_SEED);

describe('flexible offer quantities', () => {
  it('keep the matched quantities given and add the unmatched ones on top (total = matched + unmatched ≥ matched)', () => {
    for (let x = 473_000; x < 473_000 + 24 * 60; x++) {
      const matchedBuying = Math.round(x % 97) * 1.3;
      const matchedSelling = Math.round(x % 211) * 0.7;
      const q = flexibleOfferQuantities(noise, x, matchedBuying, matchedSelling);
      expect(q.matchedBuyingFlexibleOfferQuantity).toBe(matchedBuying);
      expect(q.matchedSellingFlexibleOfferQuantity).toBe(matchedSelling);
      expect(q.unmatchedBuyingFlexibleOfferQuantity).toBeGreaterThanOrEqual(0);
      expect(q.unmatchedSellingFlexibleOfferQuantity).toBeGreaterThanOrEqual(0);
      expect(q.totalBuyingFlexibleOfferQuantity).toBeCloseTo(matchedBuying + q.unmatchedBuyingFlexibleOfferQuantity, 9);
      expect(q.totalSellingFlexibleOfferQuantity).toBeCloseTo(matchedSelling + q.unmatchedSellingFlexibleOfferQuantity, 9);
      expect(q.totalBuyingFlexibleOfferQuantity).toBeGreaterThanOrEqual(matchedBuying);
      expect(q.totalSellingFlexibleOfferQuantity).toBeGreaterThanOrEqual(matchedSelling);
    }
  });

  it('leaves more selling than buying offers unmatched on average, as storage waits for the best hour', () => {
    let buying = 0;
    let selling = 0;
    for (let x = 0; x < 2000; x++) {
      const q = flexibleOfferQuantities(noise, x, 100, 100);
      buying += q.unmatchedBuyingFlexibleOfferQuantity;
      selling += q.unmatchedSellingFlexibleOfferQuantity;
    }
    expect(selling).toBeGreaterThan(buying * 1.5);
  });
});
