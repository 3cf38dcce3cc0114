import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { CERTIFICATE_SOURCES } from './certificateSources';
import { orderBookDepth } from './orderBookDepth';

describe('YEK-G organised market bid and ask quantities', () => {
  it('always submits more on both sides than was matched, asks more than bids on average', () => {
    const noise = createNoise(3);
    let bids = 0;
    let asks = 0;
    for (let day = 19_700; day < 19_800; day++) {
      for (const source of CERTIFICATE_SOURCES) {
        const depth = orderBookDepth(noise, day, source, 1_000);
        expect(depth.alisTeklifMiktari).toBeGreaterThanOrEqual(1_300);
        expect(depth.alisTeklifMiktari).toBeLessThanOrEqual(2_100);
        expect(depth.satisTeklifMiktari).toBeGreaterThanOrEqual(1_500);
        expect(depth.satisTeklifMiktari).toBeLessThanOrEqual(2_400);
        bids += depth.alisTeklifMiktari;
        asks += depth.satisTeklifMiktari;
      }
    }
    expect(asks).toBeGreaterThan(bids);
  });
});
