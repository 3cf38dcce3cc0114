import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { DISTRIBUTION_COMPANIES } from '../../distributionCompanies';
import { simulateElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { companyShare, demandForecastRows, FORECAST_YEARS, nationalBaseForecast } from './demandForecast';

const rows = demandForecastRows(createNoise(DEFAULT_SEED));

describe('long-term demand forecast', () => {
  it('has ten years for each of the 21 distribution companies, low below base below high, the band widening', () => {
    expect(rows).toHaveLength(21 * FORECAST_YEARS.length);
    for (const r of rows) {
      expect(r.low as number).toBeLessThan(r.base as number);
      expect(r.base as number).toBeLessThan(r.high as number);
    }
    const company = rows.filter((r) => r.distrubutionOrganization === 1);
    const spread = (r: (typeof rows)[number]) => ((r.high as number) - (r.low as number)) / (r.base as number);
    expect(spread(company.at(-1)!)).toBeGreaterThan(spread(company[0]!) * 5);
  });

  it('shares the country out over the companies and adds up to the national base within the company errors', () => {
    expect(DISTRIBUTION_COMPANIES.reduce((s, c) => s + companyShare(c), 0)).toBeCloseTo(1, 9);
    for (const year of [2024, 2030]) {
      const total = rows.filter((r) => r.year === year).reduce((s, r) => s + (r.base as number), 0);
      expect(Math.abs(total / nationalBaseForecast(year) - 1)).toBeLessThan(0.02);
    }
  });

  it('starts near the real 2024 consumption (342.7 TWh) and grows a few per cent a year', () => {
    expect(nationalBaseForecast(2024)).toBeGreaterThan(320_000);
    expect(nationalBaseForecast(2024)).toBeLessThan(360_000);
    const growth = nationalBaseForecast(2025) / nationalBaseForecast(2024) - 1;
    expect(growth).toBeGreaterThan(0.02);
    expect(growth).toBeLessThan(0.05);
  });

  it('runs below the simulated world\'s 2024 consumption by about the load plan\'s bias (data-stats §17: −1.2 %)', () => {
    const noise = createNoise(DEFAULT_SEED);
    let consumedMwh = 0;
    for (let d = parseDay('2024-01-01'); d <= parseDay('2024-12-31'); d++) for (const c of simulateElectricityDay(noise, d).consumption) consumedMwh += c;
    const bias = nationalBaseForecast(2024) / (consumedMwh / 1000) - 1;
    expect(bias).toBeGreaterThan(-0.02);
    expect(bias).toBeLessThan(-0.005);
  });
});
