// The hourly and monthly reports of the module add up to the monthly YEKDEM settlement the platform publishes
// (yekdem.monthly: total cost by source, portfolio income), and the portfolio's imbalance is its injection
// minus its programme.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '../../simulateWorld';
import { YEKDEM_SOURCES } from '../../yekdem';
import { RENEWABLES_SUPPORT_DATASETS as D } from './renewablesSupportModule';
import { runMonth, type TestMonth } from './testMonth';

const sum = (rows: readonly Record<string, unknown>[], field: string): number => rows.reduce((s, r) => s + Number(r[field]), 0);
const round2 = (x: number): number => Math.round(x * 100) / 100;

let month: TestMonth;
beforeAll(() => {
  month = runMonth(DEFAULT_SEED, '2025-07-01');
});

describe('the renewables support module over July 2025', () => {
  it('publishes every hour of the month, and the licence-exempt cost and installed capacity once, on its first day', () => {
    const hours = month.days.length * 24;
    for (const id of [D.licensedGeneration, D.licensedInjection, D.licensedCost, D.income, D.unlicensedAmount, D.forecast, D.windForecast, D.portfolio]) {
      expect(month.rows[id], id).toHaveLength(hours);
    }
    expect(month.rows[D.unlicensedCost]).toHaveLength(1);
    expect(month.rows[D.unlicensedCost]![0]!.ts).toBe(month.days[0]!.cal.ts);
    expect(month.rows[D.installedCapacity]).toHaveLength(1);
    expect(JSON.parse(String(month.rows[D.installedCapacity]![0]!.newCapacities)).length).toBeGreaterThan(0);
  });

  it('licensed feed-in cost by the hour plus the licence-exempt month equal the published total cost, source by source', () => {
    const licensed = month.rows[D.licensedCost]!;
    const exempt = month.rows[D.unlicensedCost]![0]!;
    for (const source of YEKDEM_SOURCES) {
      const parts = sum(licensed, source) + (source === 'gunes' ? Number(exempt.gunes) : 0);
      expect(round2(parts), source).toBe(month.settlement[source]);
    }
    expect(round2(sum(licensed, 'toplam') + Number(exempt.toplam))).toBeCloseTo(month.settlement.toplam, 1);
    expect(month.settlement.toplam).toBeGreaterThan(1e9); // billions of TL a month, not a rounding artefact
  });

  it('the hourly income of the mechanism adds up to the published portfolio income', () => {
    expect(round2(sum(month.rows[D.income]!, 'toplam'))).toBeCloseTo(month.settlement.portfolioIncome, 1);
  });

  it('the net cost the suppliers share is the total cost less the income', () => {
    const net = sum(month.rows[D.licensedCost]!, 'toplam') + Number(month.rows[D.unlicensedCost]![0]!.toplam) - sum(month.rows[D.income]!, 'toplam');
    const consumption = month.days.reduce((s, d) => s + d.consumption.reduce((a, b) => a + b, 0), 0);
    expect(round2(net / consumption)).toBeCloseTo(month.settlement.unitCost, 1);
  });

  it('the imbalance of each hour is the injection minus the programme', () => {
    const injection = month.rows[D.licensedInjection]!;
    const forecast = month.rows[D.forecast]!;
    month.rows[D.portfolio]!.forEach((row, i) => {
      expect(row.imbalanceQuantity).toBeCloseTo(Number(injection[i]!.toplam) - Number(forecast[i]!.toplam), 1);
      expect(Number(row.imbalanceCost)).toBeGreaterThanOrEqual(0);
    });
    // Surpluses and shortfalls both happen.
    const quantities = month.rows[D.portfolio]!.map((r) => Number(r.imbalanceQuantity));
    expect(quantities.some((q) => q > 0) && quantities.some((q) => q < 0)).toBe(true);
  });

  it('the wind fleet forecast scaled by YEKDEM\'s share is the portfolio\'s wind programme', () => {
    const wind = month.rows[D.windForecast]!;
    const injection = month.rows[D.licensedInjection]!;
    const forecast = month.rows[D.forecast]!;
    wind.forEach((row, i) => {
      const generation = Number(row.generation);
      if (generation < 50) return;
      const share = Number(injection[i]!.ruzgar) / generation;
      expect(Number(forecast[i]!.ruzgar)).toBeCloseTo(Number(row.forecast) * share, -1);
    });
  });
});
