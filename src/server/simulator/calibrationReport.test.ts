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
    expect(y.consumptionPeakMw).toBeGreaterThan(y.consumptionMeanMw * 1.2);
    // The simulator's direction fixes SMP's side of MCP.
    expect(y.smpVsPtfByDirection.deficit.below).toBe(0);
    expect(y.smpVsPtfByDirection.surplus.above).toBe(0);
    expect(y.smpVsPtfByDirection.balanced.equal).toBe(1);
    expect(Number.isFinite(y.consumptionGenerationGapMw)).toBe(true);
  });

  it('matches series by hour when they have gaps, and leaves what is missing as NaN', () => {
    const h = (i: number) => Date.UTC(2025, 0, 1, i);
    const small = calibrationReport({
      datasets: {
        'dam.mcp': [0, 1, 2, 3].map((i) => ({ ts: h(i), price: 100 + i, priceUsd: null, priceEur: null })),
        // No row for hour 1: hour 2's SMP must be compared with hour 2's MCP.
        'bpm.smp': [0, 2, 3].map((i) => ({ ts: h(i), systemMarginalPrice: i === 2 ? 102 : 200, smpDirectionId: null, systemDirection: null })),
        'consumption.realtime': [0, 1, 2, 3].map((i) => ({ ts: h(i), consumption: 1000 + i })),
        'generation.realtime': [1, 3].map((i) => ({ ts: h(i), total: 900, naturalGas: 900 })),
      },
    });
    const y = small.years[0]!;
    expect([y.smpAbovePtfShare, y.smpEqualPtfShare, y.smpBelowPtfShare]).toEqual([0.667, 0.333, 0]);
    expect(y.directionShares.deficit).toBeNaN();
    expect(y.ptfMeanUsd).toBeNaN();
    expect(y.consumptionGenerationGapMw).toBe(102);
    expect(y.consumptionPeakMw).toBe(1003);
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

describe('imbalance price rule in the calibration report', () => {
  it('finds the rule in every simulated hour, and counts an hour that breaks it', () => {
    const world = simulateWorld({ seed: DEFAULT_SEED, startDay: '2024-03-01', endDay: '2024-03-07' });
    expect(calibrationReport(world).years[0]!.imbalancePriceRuleShare).toBe(1);
    const h = (i: number) => Date.UTC(2025, 0, 1, i);
    const rows = [
      { ts: h(0), ptf: 2000, smf: 2500, positiveImbalance: 1940, negativeImbalance: 2575 },
      { ts: h(1), ptf: 2000, smf: 1500, positiveImbalance: 1455, negativeImbalance: 2060 },
      { ts: h(2), ptf: 2000, smf: 2500, positiveImbalance: 2000, negativeImbalance: 2500 },
      { ts: h(3), ptf: 1234.56, smf: 1234.56, positiveImbalance: 1197.52, negativeImbalance: 1271.6 },
    ];
    const small = calibrationReport({ datasets: { 'dam.mcp': rows.map((r) => ({ ts: r.ts, price: r.ptf })), 'imbalance.prices': rows } });
    expect(small.years[0]!.imbalancePriceRuleShare).toBe(0.75);
    expect(compareWithReference(small).find((r) => r.metric.startsWith('Imbalance price rule'))).toMatchObject({ simulated: 0.75, real: 1 });
  });
});

describe('intraday spread to the MCP in the calibration report', () => {
  it('measures WAP − MCP and its absolute value hour by hour, beside the real figures', () => {
    const h = (i: number) => Date.UTC(2024, 5, 1, i);
    const small = calibrationReport({
      datasets: {
        'dam.mcp': [{ ts: h(0), price: 2000 }, { ts: h(1), price: 1000 }, { ts: h(2), price: 500 }],
        // The hour without an MCP (h(3)) is left out.
        'idm.hourly': [{ ts: h(0), wap: 1900 }, { ts: h(1), wap: 1050 }, { ts: h(2), wap: 500 }, { ts: h(3), wap: 9999 }],
      },
    });
    expect(small.years[0]).toMatchObject({ idmWapMinusPtfMeanTl: -16.67, idmWapAbsDiffMeanTl: 50 });
    expect(compareWithReference(small).find((r) => r.metric === 'IDM |WAP − PTF| mean TL/MWh')).toMatchObject({ simulated: 50, real: 118.3 });
  });

  it('keeps the simulated intraday price within a few per cent of the MCP, as the real one', () => {
    const world = simulateWorld({ seed: DEFAULT_SEED, startDay: '2024-03-01', endDay: '2024-03-21' });
    const year = calibrationReport(world).years[0]!;
    expect(Math.abs(year.idmWapMinusPtfMeanTl)).toBeLessThan(0.02 * year.ptfMeanTl);
    expect(year.idmWapAbsDiffMeanTl).toBeGreaterThan(0.02 * year.ptfMeanTl);
    expect(year.idmWapAbsDiffMeanTl).toBeLessThan(0.1 * year.ptfMeanTl);
  });
});
