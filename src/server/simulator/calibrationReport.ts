// Key statistics of a simulated world, per calendar year, in the same terms as data-stats.md so that they can be
// printed beside the real figures (see referenceStats.ts) and checked by tests.
import { GENERATION_SOURCES } from '../datasets/datasets';
import { MS_PER_DAY } from './calendar';
import { priceCap } from './prices';
import type { SimRow, SimulatedWorld } from './simulateWorld';

export interface YearCalibration {
  year: number;
  hours: number;
  ptfMeanTl: number;
  ptfMeanUsd: number;
  ptfMeanEur: number;
  /** Mean by hour of day / yearly mean (table A4). */
  ptfHourProfile: number[];
  ptfHour12Ratio: number;
  ptfHour19Ratio: number;
  /** Mean by weekday (Monday first) / yearly mean (table A5). */
  ptfWeekdayProfile: number[];
  ptfZeroHours: number;
  ptfZeroShare: number;
  /** Share of hours exactly at that month's cap. */
  ptfCapShare: number;
  /** Share of hourly prices that are whole numbers. */
  ptfIntegerShare: number;
  ptfAutocorrelation: { lag1: number; lag24: number; lag168: number };
  smpMeanTl: number;
  smpAbovePtfShare: number;
  smpBelowPtfShare: number;
  smpEqualPtfShare: number;
  smpCapShare: number;
  smpZeroHours: number;
  directionShares: { deficit: number; surplus: number; balanced: number };
  consumptionMeanMw: number;
  consumptionTotalTwh: number;
  /** Sunday daily mean / Tuesday–Thursday daily mean. */
  consumptionSundayRatio: number;
  consumptionAutocorrelation: { lag1: number; lag24: number; lag168: number };
  /** Share of each source in domestic generation (total without net imports). */
  generationShares: Record<string, number>;
  generationTotalTwh: number;
  netImportTwh: number;
  /** Mean of consumption − generation total at 12:00 (embedded solar), MW. */
  embeddedGapAtNoonMw: number;
  usdTryMean: number;
  eurTryMean: number;
  gasGrfMeanTl: number;
}

export interface CalibrationReport { years: YearCalibration[] }

const yearOf = (ts: number): number => new Date(ts).getUTCFullYear();
const monthOf = (ts: number): number => new Date(ts).getUTCMonth() + 1;
const hourOf = (ts: number): number => new Date(ts).getUTCHours();
const weekdayOf = (ts: number): number => (new Date(ts).getUTCDay() + 6) % 7;
const num = (row: SimRow, key: string): number => Number(row[key]);

function autocorrelation(values: number[], lag: number): number {
  const n = values.length;
  if (n <= lag + 1) return NaN;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  let num0 = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    const d = values[i]! - mean;
    den += d * d;
    if (i + lag < n) num0 += d * (values[i + lag]! - mean);
  }
  return den === 0 ? NaN : num0 / den;
}

const round = (x: number, digits = 3): number => Math.round(x * 10 ** digits) / 10 ** digits;

function byYear(rows: SimRow[] | undefined): Map<number, SimRow[]> {
  const out = new Map<number, SimRow[]>();
  for (const row of rows ?? []) {
    const y = yearOf(num(row, 'ts'));
    let list = out.get(y);
    if (!list) out.set(y, (list = []));
    list.push(row);
  }
  return out;
}

export function calibrationReport(world: SimulatedWorld): CalibrationReport {
  const d = world.datasets;
  const mcp = byYear(d['dam.mcp']);
  const smp = byYear(d['bpm.smp']);
  const cons = byYear(d['consumption.realtime']);
  const gen = byYear(d['generation.realtime']);
  const fx = byYear(d['fx.daily']);
  const gas = byYear(d['gas.drp']);
  const years: YearCalibration[] = [];

  for (const [year, prices] of [...mcp.entries()].sort((a, b) => a[0] - b[0])) {
    const n = prices.length;
    const p = prices.map((r) => num(r, 'price'));
    const mean = p.reduce((a, b) => a + b, 0) / n;
    const hourSum = new Array<number>(24).fill(0);
    const hourN = new Array<number>(24).fill(0);
    const wdSum = new Array<number>(7).fill(0);
    const wdN = new Array<number>(7).fill(0);
    let zero = 0;
    let atCap = 0;
    let integers = 0;
    for (const r of prices) {
      const ts = num(r, 'ts');
      const v = num(r, 'price');
      hourSum[hourOf(ts)]! += v; hourN[hourOf(ts)]! += 1;
      wdSum[weekdayOf(ts)]! += v; wdN[weekdayOf(ts)]! += 1;
      if (v === 0) zero++;
      if (v === priceCap(year, monthOf(ts))) atCap++;
      if (Number.isInteger(v)) integers++;
    }
    const hourProfile = hourSum.map((s, h) => round(s / (hourN[h] || 1) / mean));
    const weekdayProfile = wdSum.map((s, w) => round(s / (wdN[w] || 1) / mean));

    const smpRows = smp.get(year) ?? [];
    let above = 0; let below = 0; let equal = 0; let smpCap = 0; let smpZero = 0; let smpSum = 0;
    let deficit = 0; let surplus = 0; let balanced = 0;
    smpRows.forEach((r, i) => {
      const s = num(r, 'systemMarginalPrice');
      const m = num(prices[i]!, 'price');
      smpSum += s;
      if (s > m) above++; else if (s < m) below++; else equal++;
      if (s === priceCap(year, monthOf(num(r, 'ts')))) smpCap++;
      if (s === 0) smpZero++;
      const id = num(r, 'smpDirectionId');
      if (id === 1) deficit++; else if (id === 2) surplus++; else balanced++;
    });
    const sn = smpRows.length || 1;

    const consRows = cons.get(year) ?? [];
    const c = consRows.map((r) => num(r, 'consumption'));
    const consMean = c.reduce((a, b) => a + b, 0) / (c.length || 1);
    const dayTotals = new Map<number, { sum: number; wd: number }>();
    for (const r of consRows) {
      const ts = num(r, 'ts');
      const key = Math.floor(ts / MS_PER_DAY);
      const e = dayTotals.get(key) ?? { sum: 0, wd: weekdayOf(ts) };
      e.sum += num(r, 'consumption');
      dayTotals.set(key, e);
    }
    const sundays = [...dayTotals.values()].filter((e) => e.wd === 6).map((e) => e.sum);
    const midweek = [...dayTotals.values()].filter((e) => e.wd >= 1 && e.wd <= 3).map((e) => e.sum);
    const avg = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);

    const genRows = gen.get(year) ?? [];
    const sourceSums: Record<string, number> = {};
    let domestic = 0; let total = 0; let netImport = 0; let gapNoon = 0; let noonN = 0;
    genRows.forEach((r, i) => {
      for (const s of GENERATION_SOURCES) {
        const v = num(r, s);
        if (s === 'importExport') netImport += v;
        else { sourceSums[s] = (sourceSums[s] ?? 0) + v; domestic += v; }
      }
      total += num(r, 'total');
      if (hourOf(num(r, 'ts')) === 12 && consRows[i]) { gapNoon += num(consRows[i], 'consumption') - num(r, 'total'); noonN++; }
    });
    const shares: Record<string, number> = {};
    for (const s of Object.keys(sourceSums)) shares[s] = round((sourceSums[s] ?? 0) / (domestic || 1), 4);

    const fxRows = fx.get(year) ?? [];
    const gasRows = gas.get(year) ?? [];

    years.push({
      year, hours: n,
      ptfMeanTl: round(mean, 2),
      ptfMeanUsd: round(avg(prices.map((r) => num(r, 'priceUsd'))), 2),
      ptfMeanEur: round(avg(prices.map((r) => num(r, 'priceEur'))), 2),
      ptfHourProfile: hourProfile,
      ptfHour12Ratio: hourProfile[12]!,
      ptfHour19Ratio: hourProfile[19]!,
      ptfWeekdayProfile: weekdayProfile,
      ptfZeroHours: zero,
      ptfZeroShare: round(zero / n, 4),
      ptfCapShare: round(atCap / n, 4),
      ptfIntegerShare: round(integers / n, 3),
      ptfAutocorrelation: { lag1: round(autocorrelation(p, 1)), lag24: round(autocorrelation(p, 24)), lag168: round(autocorrelation(p, 168)) },
      smpMeanTl: round(smpSum / sn, 2),
      smpAbovePtfShare: round(above / sn), smpBelowPtfShare: round(below / sn), smpEqualPtfShare: round(equal / sn),
      smpCapShare: round(smpCap / sn, 4), smpZeroHours: smpZero,
      directionShares: { deficit: round(deficit / sn), surplus: round(surplus / sn), balanced: round(balanced / sn) },
      consumptionMeanMw: round(consMean, 0),
      consumptionTotalTwh: round(c.reduce((a, b) => a + b, 0) / 1e6, 2),
      consumptionSundayRatio: round(avg(sundays) / avg(midweek)),
      consumptionAutocorrelation: { lag1: round(autocorrelation(c, 1)), lag24: round(autocorrelation(c, 24)), lag168: round(autocorrelation(c, 168)) },
      generationShares: shares,
      generationTotalTwh: round(total / 1e6, 2),
      netImportTwh: round(netImport / 1e6, 2),
      embeddedGapAtNoonMw: round(gapNoon / (noonN || 1), 0),
      usdTryMean: round(avg(fxRows.map((r) => num(r, 'usdTry'))), 3),
      eurTryMean: round(avg(fxRows.map((r) => num(r, 'eurTry'))), 3),
      gasGrfMeanTl: round(avg(gasRows.map((r) => num(r, 'grfTl'))), 0),
    });
  }
  return { years };
}
