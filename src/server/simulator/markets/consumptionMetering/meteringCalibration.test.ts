import { describe, expect, it } from 'vitest';
import { MS_PER_HOUR } from '../../calendar';
import { consumptionByMonthTwh, demandForecastBiasPct } from './meteringCalibration';

/** A year of hours at a flat 40,000 MWh (8,784 hours in 2024). */
const year2024 = Array.from({ length: 8784 }, (_, h) => ({ ts: Date.UTC(2024, 0, 1) + h * MS_PER_HOUR, consumption: 40_000 }));

describe('calibration figures of consumption', () => {
  it('adds consumption up month by month in TWh, leaving months without rows empty', () => {
    const months = consumptionByMonthTwh(year2024);
    expect(months[0]).toBeCloseTo(29.76, 2); // 31 days × 24 h × 40,000 MWh
    expect(months[1]).toBeCloseTo(27.84, 2); // a leap February
    expect(consumptionByMonthTwh(year2024.slice(0, 24 * 31)).slice(1).every(Number.isNaN)).toBe(true);
  });

  it('gives the forecast\'s bias as base over the consumed energy, and nothing for a part of a year', () => {
    const consumedGwh = 8784 * 40;
    const forecast = [{ year: 2024, base: consumedGwh * 0.6 }, { year: 2024, base: consumedGwh * 0.388 }, { year: 2025, base: 1 }];
    expect(demandForecastBiasPct(forecast, year2024, 2024)).toBeCloseTo(-1.2, 6);
    expect(demandForecastBiasPct(forecast, year2024.slice(0, 5000), 2024)).toBeNaN();
    expect(demandForecastBiasPct([], year2024, 2024)).toBeNaN();
  });
});
