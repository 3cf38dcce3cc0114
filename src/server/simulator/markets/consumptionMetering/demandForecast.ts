// The long-term demand forecast (demand-forecast: year, low, base, high, in GWh) per distribution company, one
// vintage for the ten years 2024–2033. Base: the simulated world's 2024 consumption trend (../../demand.ts
// consumptionLevel over 2024, × 0.984, the mean of its month, weekday and holiday factors over a year, measured
// on the 2024 and 2025 worlds) growing 3.2 % a year, with the load plan's bias (data-stats §17: the plan runs
// about 1.2 % below the actual), times the company's share of the withdrawal (its provinces' shares in
// provinceShares.ts; İstanbul's split between its two companies) and a fixed ±2 % company error. Low and high
// fan out from it: −1.0 and +1.2 % per year ahead of 2023.
import { consumptionLevel } from '../../demand';
import { DISTRIBUTION_COMPANIES, type DistributionCompany } from '../../distributionCompanies';
import { streamId, type NoiseField } from '../../noise';
import type { SimRow } from '../../simulateWorld';
import { PROVINCE_SHARES } from './provinceShares';

const N_COMPANY = streamId('demand.forecast.company');

export const FORECAST_YEARS: readonly number[] = Array.from({ length: 10 }, (_, i) => 2024 + i);
export const FORECAST_BIAS = -0.012;
const GROWTH = 0.032;
const COMPANY_ERROR = 0.02;
const LOW_PER_YEAR = 0.01;
const HIGH_PER_YEAR = 0.012;
/** Consumption over a year / its trend level (demand.ts's calendar factors average below 1). */
const CALENDAR_MEAN = 0.984;

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** GWh the world consumes in 2024 at its trend level (mean of the level over the year's days × hours). */
function trendGwh2024(): number {
  let mw = 0;
  for (let d = 0; d < 366; d++) mw += consumptionLevel(2024 + (d + 0.5) / 366);
  return ((mw / 366) * 8784 * CALENDAR_MEAN) / 1000;
}

/** The country's base forecast of a year, GWh. */
export function nationalBaseForecast(year: number): number {
  return trendGwh2024() * (1 + GROWTH) ** (year - 2024) * (1 + FORECAST_BIAS);
}

const servedBy = new Map<string, number>();
for (const c of DISTRIBUTION_COMPANIES) for (const p of c.provinces) servedBy.set(p, (servedBy.get(p) ?? 0) + 1);

/** The company's share of the country's withdrawal (the shares of all companies add up to 1). */
export function companyShare(company: DistributionCompany): number {
  return PROVINCE_SHARES.filter((p) => company.provinces.includes(p.province.name))
    .reduce((sum, p) => sum + p.share / servedBy.get(p.province.name)!, 0);
}

export function demandForecastRows(noise: NoiseField): SimRow[] {
  return DISTRIBUTION_COMPANIES.flatMap((company) => {
    const error = 1 + COMPANY_ERROR * noise.normal(N_COMPANY, company.companyId);
    return FORECAST_YEARS.map((year) => {
      const base = nationalBaseForecast(year) * companyShare(company) * error;
      const ahead = year - 2023;
      return {
        distrubutionOrganization: company.companyId, year,
        low: round2(base * (1 - LOW_PER_YEAR * ahead)), base: round2(base), high: round2(base * (1 + HIGH_PER_YEAR * ahead)),
      };
    });
  });
}
