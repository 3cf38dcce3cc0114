// The calibration figures of consumption and its forecast (npm run calibrate, ../../calibrationReport.ts): a
// year's consumption month by month (TWh, beside the real files' months), and the long-term demand forecast's
// bias, the base scenario of a year over that year's consumption − 1 (%), to set beside the load plan's −1.2 %
// (data-stats §17). Both take rows as the world or the importers give them.
import type { SimRow } from '../../simulateWorld';

const MONTHS = 12;

/** Σ consumption of each month (January first) of the rows given, TWh; NaN for a month without rows. */
export function consumptionByMonthTwh(rows: readonly SimRow[]): number[] {
  const sums = new Array<number>(MONTHS).fill(0);
  const counts = new Array<number>(MONTHS).fill(0);
  for (const r of rows) {
    const m = new Date(Number(r.ts)).getUTCMonth();
    sums[m]! += Number(r.consumption);
    counts[m]! += 1;
  }
  return sums.map((s, m) => (counts[m] ? Math.round(s / 1e4) / 100 : NaN));
}

/**
 * (Σ base of the forecast rows for `year`, GWh) / (Σ consumption of the year's rows, MWh / 1000) − 1, in %; NaN
 * without forecast rows for the year or with fewer than 8,700 hours of consumption (not a whole year).
 */
export function demandForecastBiasPct(forecast: readonly SimRow[], yearRows: readonly SimRow[], year: number): number {
  const base = forecast.filter((r) => Number(r.year) === year).reduce((s, r) => s + Number(r.base), 0);
  if (!(base > 0) || yearRows.length < 8700) return NaN;
  const consumedGwh = yearRows.reduce((s, r) => s + Number(r.consumption), 0) / 1000;
  return Math.round((base / consumedGwh - 1) * 1e4) / 100;
}
