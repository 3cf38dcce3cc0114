import { describe, expect, it } from 'vitest';
import { balancingInstructions } from '../../balancingInstructions';
import { MS_PER_HOUR, parseDay } from '../../calendar';
import { simulateElectricityDay, type ElectricityDay } from '../../electricityDay';
import { createNoise, type NoiseField } from '../../noise';
import { DEFAULT_SEED, type SimRow } from '../../simulateWorld';
import { monthEnergy } from './monthEnergy';
import { MARKET_REPORT_DATASETS as D, marketReportsModule } from './marketReportsModule';

/** The module's rows over a range of days, with the world loop's chain cache and bpm.order-summary as electricityMarkets.ts writes it. */
function runModule(noise: NoiseField, from: string, to: string): { rows: Record<string, SimRow[]>; chainOf: (day: number) => ElectricityDay } {
  const chains = new Map<number, ElectricityDay>();
  const chainOf = (day: number) => {
    let e = chains.get(day);
    if (!e) { e = simulateElectricityDay(noise, day); chains.set(day, e); }
    return e;
  };
  const rows: Record<string, SimRow[]> = Object.fromEntries(marketReportsModule.datasets.map((id) => [id, []]));
  for (let day = parseDay(from); day <= parseDay(to); day++) {
    const e = chainOf(day);
    const orders = Array.from({ length: 24 }, (_, h) => {
      const b = e.balancing[h]!;
      return { ts: e.cal.ts + h * MS_PER_HOUR, ...balancingInstructions(noise, day * 24 + h, e.price[h]!, b.systemMarginalPrice, b.smpDirectionId, e.consumption[h]!) };
    });
    marketReportsModule.addDay({ noise, e, chainOf, dayRows: { 'bpm.order-summary': orders }, push: (id, row) => rows[id]!.push(row) });
  }
  return { rows, chainOf };
}

const noise = createNoise(DEFAULT_SEED);
const { rows, chainOf } = runModule(noise, '2024-06-01', '2024-07-31');
const JULY = Date.UTC(2024, 6, 1);

describe('market reports module', () => {
  it('writes 24 hourly rows a day and the monthly rows at each month\'s first hour', () => {
    expect(rows[D.dailyReport]).toHaveLength(61 * 24);
    expect(rows[D.bpmInstructions]).toHaveLength(61 * 24);
    expect(rows[D.eligibleMeters]!.map((r) => r.ts)).toEqual([Date.UTC(2024, 5, 1), JULY]);
    expect(rows[D.adjustmentSum]!.map((r) => r.version)).toEqual(['2024-07-15T00:00:00+03:00', '2024-08-15T00:00:00+03:00']);
  });

  it('keeps the final production programme within 4 % of the generation of the hour', () => {
    for (const r of rows[D.dailyReport]!.slice(0, 48)) {
      const ts = r.ts as number;
      const e = chainOf(Math.floor(ts / 86_400_000));
      const generation = e.generation[new Date(ts).getUTCHours()]!.total;
      expect(Math.abs((r.kgup as number) / generation - 1)).toBeLessThanOrEqual(0.0401);
    }
  });

  it('gives an increase rate that is exactly this month\'s meters over last month\'s minus one', () => {
    const [june, july] = rows[D.eligibleMeters]!;
    expect(july!.artisOrani).toBe((july!.sayacAdedi as number) / (june!.sayacAdedi as number) - 1);
  });

  it('adds the GDDK meter counts of the profile groups up to each company, and prices the month\'s volumes into the sum', () => {
    const counts = rows[D.meterCount]!.filter((r) => r.ts === JULY);
    for (const r of counts) expect((r.threeTimedMeterCount as number) + (r.singleTimedMeterCount as number) + (r.hourlyTimedMeterCount as number)).toBe(r.total);
    const volumes = rows[D.meterVolume]!.filter((r) => r.ts === JULY);
    const days = Array.from({ length: 31 }, (_, i) => chainOf(parseDay('2024-07-01') + i));
    const { meanMcp } = monthEnergy(days);
    const sum = rows[D.adjustmentSum]!.find((r) => r.ts === JULY)!;
    const credit = volumes.reduce((s, v) => s + (v.cekisAzalis as number) + (v.verisArtis as number), 0) * meanMcp;
    const debt = volumes.reduce((s, v) => s + (v.cekisArtis as number) + (v.verisAzalis as number), 0) * meanMcp;
    expect(sum.gddkCreditAmount).toBeCloseTo(credit, 1);
    expect(sum.gddkDebtAmount).toBeCloseTo(debt, 1);
    expect(sum.gddkNetAmount).toBeCloseTo((sum.gddkCreditAmount as number) - (sum.gddkDebtAmount as number), 6);
  });

  it('gives a later start exactly the rows of a longer run for its days', () => {
    const short = runModule(createNoise(DEFAULT_SEED), '2024-07-01', '2024-07-03').rows;
    for (const id of marketReportsModule.datasets) {
      const expected = rows[id]!.filter((r) => (r.ts as number) >= JULY && (r.ts as number) < JULY + 3 * 86_400_000);
      expect(short[id], id).toEqual(expected);
    }
  });
});
