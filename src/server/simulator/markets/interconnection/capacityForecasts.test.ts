import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { FORECAST_DIRECTIONS } from './borders';
import { monthForecast, yearForecast } from './capacityForecasts';

const noise = createNoise(DEFAULT_SEED);
const months = [2024, 2025, 2026].flatMap((year) => Array.from({ length: 12 }, (_, i) => ({ year, month: i + 1 })));

describe('capacity forecasts', () => {
  it('never forecasts a month above its year, and keeps what the year allocated', () => {
    let worksMonths = 0;
    for (const d of FORECAST_DIRECTIONS) {
      for (const { year, month } of months) {
        const y = yearForecast(noise, d, year);
        const m = monthForecast(noise, d, year, month);
        expect(m.ntc).toBeLessThanOrEqual(y.ntc);
        expect(m.alloc).toBeGreaterThanOrEqual(y.ac);
        expect(m.alloc).toBeLessThanOrEqual(m.ntc);
        expect(m.atc).toBe(m.ntc - m.alloc);
        expect(y.atc).toBe(y.ntc - y.ac);
        if (m.ntc < y.ntc) worksMonths++;
      }
    }
    // About a quarter of the months carry planned works at each border.
    expect(worksMonths / (FORECAST_DIRECTIONS.length * months.length)).toBeGreaterThan(0.12);
    expect(worksMonths / (FORECAST_DIRECTIONS.length * months.length)).toBeLessThan(0.4);
  });

  it('cuts both directions of a border in the same months', () => {
    const [trbg, bgtr] = FORECAST_DIRECTIONS;
    for (const { year, month } of months) {
      const cut = (d: typeof trbg) => monthForecast(noise, d!, year, month).ntc < yearForecast(noise, d!, year).ntc;
      expect(cut(trbg)).toBe(cut(bgtr));
    }
  });
});
