import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { CERTIFICATE_SOURCES } from './certificateSources';
import { certificateTrades } from './certificateTrades';

const noise = createNoise(11);

describe('YEK-G organised market trades', () => {
  it('trades whole certificates at prices in whole kuruş, within ~25 % of the reference price', () => {
    for (let day = 19_800; day < 19_860; day++) {
      for (const source of CERTIFICATE_SOURCES) {
        const trades = certificateTrades(noise, day, source, 50_000, 12);
        expect(trades.length).toBeGreaterThan(0);
        for (const t of trades) {
          expect(Number.isInteger(t.quantity) && t.quantity >= 1).toBe(true);
          expect(Math.round(t.price * 100) / 100).toBe(t.price);
          expect(t.price).toBeGreaterThan(12 * 0.75);
          expect(t.price).toBeLessThan(12 * 1.33);
        }
      }
    }
  });

  it('matches a small share of the day\'s certified generation (about 2–8 %)', () => {
    let wind = 0;
    let biomass = 0;
    for (let day = 19_800; day < 19_900; day++) {
      wind += certificateTrades(noise, day, 'wind', 100_000, 10).reduce((sum, t) => sum + t.quantity, 0);
      biomass += certificateTrades(noise, day, 'biomass', 100_000, 10).reduce((sum, t) => sum + t.quantity, 0);
    }
    expect(wind / (100 * 100_000)).toBeGreaterThan(0.02);
    expect(wind / (100 * 100_000)).toBeLessThan(0.045);
    expect(biomass / (100 * 100_000)).toBeGreaterThan(0.055);
    expect(biomass / (100 * 100_000)).toBeLessThan(0.11);
  });

  it('gives the same trades for the same day, whatever else was computed', () => {
    const first = certificateTrades(noise, 20_000, 'solar', 20_000, 11);
    certificateTrades(noise, 20_001, 'solar', 20_000, 11);
    expect(certificateTrades(createNoise(11), 20_000, 'solar', 20_000, 11)).toEqual(first);
  });
});
