import { describe, expect, it } from 'vitest';
import { calibrationReport } from './calibrationReport';
import { compareWithReference } from './referenceStats';
import { DEFAULT_SEED, simulateWorld } from './simulateWorld';

describe('calibration report', () => {
  const world = simulateWorld({ seed: DEFAULT_SEED, startDay: '2024-01-01', endDay: '2025-12-31' });
  const report = calibrationReport(world);

  it('computes the key statistics per year', () => {
    expect(report.years.map((y) => y.year)).toEqual([2024, 2025]);
    const y = report.years[1]!;
    expect(y.hours).toBe(8760);
    expect(y.ptfHourProfile).toHaveLength(24);
    expect(y.ptfWeekdayProfile).toHaveLength(7);
    expect(Object.values(y.generationShares).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
    expect(y.directionShares.deficit + y.directionShares.surplus + y.directionShares.balanced).toBeCloseTo(1, 2);
  });

  it('lands close to the real statistics', () => {
    const rows = compareWithReference(report);
    const get = (year: number, metric: string) => rows.find((r) => r.year === year && r.metric === metric)!;
    for (const year of [2024, 2025]) {
      for (const metric of ['PTF mean TL/MWh', 'PTF mean USD/MWh', 'Consumption mean MW', 'USDTRY mean', 'EURTRY mean']) {
        const r = get(year, metric);
        expect(Math.abs(r.simulated / r.real - 1), `${year} ${metric}`).toBeLessThan(0.15);
      }
      expect(Math.abs(get(year, 'PTF 12h / mean').simulated - get(year, 'PTF 12h / mean').real)).toBeLessThan(0.1);
      expect(Math.abs(get(year, 'PTF 19h / mean').simulated - get(year, 'PTF 19h / mean').real)).toBeLessThan(0.1);
      expect(Math.abs(get(year, 'PTF Sun / mean').simulated - get(year, 'PTF Sun / mean').real)).toBeLessThan(0.06);
      expect(get(year, 'PTF share of hours at cap').simulated).toBeGreaterThan(0.05);
      expect(get(year, 'PTF share of hours at cap').simulated).toBeLessThan(0.25);
      expect(get(year, 'PTF zero hours').simulated).toBeLessThan(200);
    }
  });
});
