// Key statistics of a simulated world, per calendar year, in the same terms as data-stats.md so that they can be
// printed beside the real figures (see referenceStats.ts) and checked by tests.
import { GENERATION_SOURCES } from '../datasets/datasets';
import { MS_PER_DAY } from './calendar';
import { SNAPSHOT_DAMS, SNAPSHOT_DAY } from './markets/damEnergy/energyProvisionSnapshot';
import { consumptionByMonthTwh, demandForecastBiasPct } from './markets/consumptionMetering/meteringCalibration';
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
  /** Shares of the hours that state a direction (NaN when the data has no direction). */
  directionShares: { deficit: number; surplus: number; balanced: number };
  /** Per direction: shares of its hours with SMP above, below and equal to MCP (NaN without directions). */
  smpVsPtfByDirection: Record<'deficit' | 'surplus' | 'balanced', { above: number; below: number; equal: number }>;
  consumptionMeanMw: number;
  consumptionPeakMw: number;
  consumptionTotalTwh: number;
  /** Sunday daily mean / Tuesday–Thursday daily mean. */
  consumptionSundayRatio: number;
  consumptionAutocorrelation: { lag1: number; lag24: number; lag168: number };
  /** Share of each source in domestic generation (total without net imports). */
  generationShares: Record<string, number>;
  generationTotalTwh: number;
  netImportTwh: number;
  /** Mean of consumption − generation total over the hours both have, MW. */
  consumptionGenerationGapMw: number;
  /** Mean of consumption − generation total at 12:00 (embedded solar), MW. */
  embeddedGapAtNoonMw: number;
  usdTryMean: number;
  eurTryMean: number;
  gasGrfMeanTl: number;
  /** Share of the hours of imbalance.prices whose prices follow round(min(PTF, SMF) × 0.97, 2) and round(max × 1.03, 2) (NaN without rows). */
  imbalancePriceRuleShare: number;
  /** Intraday WAP (idm.hourly) against the MCP of the same hour, TL/MWh: mean of WAP − MCP and of |WAP − MCP| (table B3; NaN without rows). */
  idmWapMinusPtfMeanTl: number;
  idmWapAbsDiffMeanTl: number;
  /** Real-time consumption of each month, January first, TWh (NaN for a month without rows). */
  consumptionByMonthTwh: number[];
  /** Long-term demand forecast (consumption.demand-forecast, base of every company) over the year's consumption − 1, % (NaN without a forecast or a whole year). */
  demandForecastBiasPct: number;
  /** Water energy provision of the dams of the operator's 2025-11-18 snapshot on 18 November, GWh (NaN without that day). */
  damEnergyProvisionNov18Gwh: number;
}

export interface CalibrationReport { years: YearCalibration[] }

/** Rows per dataset id, as the simulator produces them and as the importers read the real files. */
export type CalibrationInput = Pick<SimulatedWorld, 'datasets'>;

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

/** Share of imbalance price rows that follow the rule of data-stats §11, to the kuruş (NaN without rows). */
function imbalancePriceRuleShare(rows: SimRow[]): number {
  if (!rows.length) return NaN;
  const kurus = (x: number): number => Math.round(x * 100) / 100;
  const held = rows.filter((r) => {
    const ptf = num(r, 'ptf');
    const smf = num(r, 'smf');
    return num(r, 'positiveImbalance') === kurus(Math.min(ptf, smf) * 0.97) && num(r, 'negativeImbalance') === kurus(Math.max(ptf, smf) * 1.03);
  }).length;
  return round(held / rows.length, 4);
}

/** Mean of WAP − MCP and of |WAP − MCP| over the hours both series have (data-stats table B3). */
function idmSpreadToPtf(rows: SimRow[], priceAt: ReadonlyMap<number, number>): { signed: number; absolute: number } {
  let signed = 0;
  let absolute = 0;
  let n = 0;
  for (const r of rows) {
    const m = priceAt.get(num(r, 'ts'));
    if (m === undefined) continue;
    const d = num(r, 'wap') - m;
    signed += d; absolute += Math.abs(d); n++;
  }
  return n ? { signed: round(signed / n, 2), absolute: round(absolute / n, 2) } : { signed: NaN, absolute: NaN };
}

/** The energy provision of the dams of the operator's 2025-11-18 snapshot on 18 November of `year`, GWh. */
function snapshotDayProvision(rows: SimRow[] | undefined, year: number): number {
  const ts = Date.UTC(year, SNAPSHOT_DAY.month - 1, SNAPSHOT_DAY.day);
  const names = new Set(SNAPSHOT_DAMS);
  const day = (rows ?? []).filter((r) => num(r, 'ts') === ts && names.has(String(r.damName)));
  return day.length ? round(day.reduce((s, r) => s + num(r, 'energyGeneration'), 0), 1) : NaN;
}

export function calibrationReport(world: CalibrationInput): CalibrationReport {
  const d = world.datasets;
  const mcp = byYear(d['dam.mcp']);
  const smp = byYear(d['bpm.smp']);
  const cons = byYear(d['consumption.realtime']);
  const gen = byYear(d['generation.realtime']);
  const fx = byYear(d['fx.daily']);
  const gas = byYear(d['gas.drp']);
  const imbalancePrices = byYear(d['imbalance.prices']);
  const idmHours = byYear(d['idm.hourly']);
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

    // Rows are matched by hour, not by position: real files have gaps the other series do not.
    const priceAt = new Map(prices.map((r) => [num(r, 'ts'), num(r, 'price')]));
    const smpRows = smp.get(year) ?? [];
    let above = 0; let below = 0; let equal = 0; let smpCap = 0; let smpZero = 0; let smpSum = 0; let paired = 0;
    const byDirection = { deficit: [0, 0, 0], surplus: [0, 0, 0], balanced: [0, 0, 0] };
    for (const r of smpRows) {
      const s = num(r, 'systemMarginalPrice');
      smpSum += s;
      if (s === priceCap(year, monthOf(num(r, 'ts')))) smpCap++;
      if (s === 0) smpZero++;
      const m = priceAt.get(num(r, 'ts'));
      if (m === undefined) continue;
      paired++;
      const side = s > m ? 0 : s < m ? 1 : 2;
      if (side === 0) above++; else if (side === 1) below++; else equal++;
      const id = r.smpDirectionId === null || r.smpDirectionId === undefined ? undefined : num(r, 'smpDirectionId');
      const direction = id === 1 ? 'deficit' : id === 2 ? 'surplus' : id === 3 ? 'balanced' : undefined;
      if (direction) byDirection[direction][side]! += 1;
    }
    const sn = smpRows.length || 1;
    const pn = paired || 1;
    const directed = byDirection.deficit.concat(byDirection.surplus, byDirection.balanced).reduce((a, b) => a + b, 0);
    const dirShare = (d: keyof typeof byDirection) => (directed ? round(byDirection[d].reduce((a, b) => a + b, 0) / directed) : NaN);
    const sideShares = (d: keyof typeof byDirection) => {
      const [a = 0, b = 0, e = 0] = byDirection[d];
      const t = a + b + e;
      return t ? { above: round(a / t), below: round(b / t), equal: round(e / t) } : { above: NaN, below: NaN, equal: NaN };
    };

    const consRows = cons.get(year) ?? [];
    const c = consRows.map((r) => num(r, 'consumption'));
    const consMean = c.length ? c.reduce((a, b) => a + b, 0) / c.length : NaN;
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
    const avg = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
    // Older real files have no USD/EUR columns: those cells are null, not zero.
    const avgOf = (rows: SimRow[], key: string): number => avg(rows.filter((r) => r[key] !== null && r[key] !== undefined).map((r) => num(r, key)));

    const genRows = gen.get(year) ?? [];
    const sourceSums: Record<string, number> = {};
    let domestic = 0; let total = 0; let netImport = 0; let gapNoon = 0; let noonN = 0;
    const consumptionAt = new Map(consRows.map((r) => [num(r, 'ts'), num(r, 'consumption')]));
    let gapSum = 0; let gapN = 0;
    for (const r of genRows) {
      for (const s of GENERATION_SOURCES) {
        const v = num(r, s);
        if (s === 'importExport') netImport += v;
        else { sourceSums[s] = (sourceSums[s] ?? 0) + v; domestic += v; }
      }
      total += num(r, 'total');
      const c = consumptionAt.get(num(r, 'ts'));
      if (c === undefined) continue;
      gapSum += c - num(r, 'total'); gapN++;
      if (hourOf(num(r, 'ts')) === 12) { gapNoon += c - num(r, 'total'); noonN++; }
    }
    const shares: Record<string, number> = {};
    for (const s of Object.keys(sourceSums)) shares[s] = round((sourceSums[s] ?? 0) / (domestic || 1), 4);

    const fxRows = fx.get(year) ?? [];
    const idmSpread = idmSpreadToPtf(idmHours.get(year) ?? [], priceAt);
    const gasRows = gas.get(year) ?? [];

    years.push({
      year, hours: n,
      ptfMeanTl: round(mean, 2),
      ptfMeanUsd: round(avgOf(prices, 'priceUsd'), 2),
      ptfMeanEur: round(avgOf(prices, 'priceEur'), 2),
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
      smpAbovePtfShare: round(above / pn), smpBelowPtfShare: round(below / pn), smpEqualPtfShare: round(equal / pn),
      smpCapShare: round(smpCap / sn, 4), smpZeroHours: smpZero,
      directionShares: { deficit: dirShare('deficit'), surplus: dirShare('surplus'), balanced: dirShare('balanced') },
      smpVsPtfByDirection: { deficit: sideShares('deficit'), surplus: sideShares('surplus'), balanced: sideShares('balanced') },
      consumptionMeanMw: round(consMean, 0),
      consumptionPeakMw: round(c.reduce((a, b) => Math.max(a, b), c.length ? Number.NEGATIVE_INFINITY : NaN), 0),
      consumptionTotalTwh: round(c.reduce((a, b) => a + b, 0) / 1e6, 2),
      consumptionSundayRatio: round(avg(sundays) / avg(midweek)),
      consumptionAutocorrelation: { lag1: round(autocorrelation(c, 1)), lag24: round(autocorrelation(c, 24)), lag168: round(autocorrelation(c, 168)) },
      generationShares: shares,
      generationTotalTwh: round(total / 1e6, 2),
      netImportTwh: round(netImport / 1e6, 2),
      consumptionGenerationGapMw: gapN ? round(gapSum / gapN, 0) : NaN,
      embeddedGapAtNoonMw: noonN ? round(gapNoon / noonN, 0) : NaN,
      usdTryMean: round(avgOf(fxRows, 'usdTry'), 3),
      eurTryMean: round(avgOf(fxRows, 'eurTry'), 3),
      gasGrfMeanTl: round(avgOf(gasRows, 'grfTl'), 0),
      imbalancePriceRuleShare: imbalancePriceRuleShare(imbalancePrices.get(year) ?? []),
      idmWapMinusPtfMeanTl: idmSpread.signed,
      idmWapAbsDiffMeanTl: idmSpread.absolute,
      consumptionByMonthTwh: consumptionByMonthTwh(consRows),
      demandForecastBiasPct: demandForecastBiasPct(d['consumption.demand-forecast'] ?? [], consRows, year),
      damEnergyProvisionNov18Gwh: snapshotDayProvision(d['dams.water-energy-provision'], year),
    });
  }
  return { years };
}
