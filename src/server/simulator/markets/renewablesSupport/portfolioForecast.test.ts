// The portfolio's programme misses its injection as forecasts do: by a few percent for steady plants, by much more
// for wind and solar; the wind fleet's quarters average to its hour; the imbalance is charged against the MCP.
import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { simulateElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { licensedHour } from './licensedHour';
import { forecastError, FORECAST_ERROR, generationForecast, portfolioBalance, windHour } from './portfolioForecast';

const noise = createNoise(DEFAULT_SEED);
const first = parseDay('2025-03-01');

/** Relative mean absolute error of a source's programme against its injection over 60 days. */
function relativeError(source: 'ruzgar' | 'rezervuarli' | 'geothermal', injectionKey: 'ruzgar' | 'rezervuarli' | 'jeotermal'): number {
  let miss = 0;
  let total = 0;
  for (let d = first; d < first + 60; d++) {
    const e = simulateElectricityDay(noise, d);
    for (let h = 0; h < 24; h++) {
      const { injection } = licensedHour(e, h);
      const f = generationForecast(noise, injection, d * 24 + h);
      miss += Math.abs(f[source] - injection[injectionKey]);
      total += injection[injectionKey];
    }
  }
  return miss / total;
}

describe('the YEKDEM portfolio forecast', () => {
  it('misses wind by 8–20 %, reservoir hydro by a few percent and geothermal by about one', () => {
    const wind = relativeError('ruzgar', 'ruzgar');
    const hydro = relativeError('rezervuarli', 'rezervuarli');
    const geothermal = relativeError('geothermal', 'jeotermal');
    expect(wind).toBeGreaterThan(0.08);
    expect(wind).toBeLessThan(0.2);
    expect(hydro).toBeGreaterThan(0.01);
    expect(hydro).toBeLessThan(wind / 2);
    expect(geothermal).toBeLessThan(hydro);
  });

  it('errs more for solar than for hydro, and the errors persist over hours', () => {
    expect(FORECAST_ERROR.gunes).toBeGreaterThan(FORECAST_ERROR.rezervuarli);
    // Neighbouring hours share the slow part: their errors correlate.
    let xy = 0; let xx = 0;
    for (let i = 0; i < 5000; i++) {
      const a = forecastError(noise, 'ruzgar', 1_000_000 + i);
      const b = forecastError(noise, 'ruzgar', 1_000_001 + i);
      xy += a * b; xx += a * a;
    }
    expect(xy / xx).toBeGreaterThan(0.2);
  });

  it('counts solar in the programme total although it has no column', () => {
    const e = simulateElectricityDay(noise, parseDay('2025-06-20'));
    const { injection } = licensedHour(e, 12);
    const f = generationForecast(noise, injection, e.cal.day * 24 + 12);
    const listed = f.ruzgar + f.geothermal + f.biyogaz + f.kanalTipi + f.nehirTipi + f.biyokutle + f.copGazi + f.rezervuarli;
    expect(f.toplam - listed).toBeGreaterThan(0.5 * injection.gunes);
  });

  it('gives the wind fleet four quarters that average to the hour', () => {
    const e = simulateElectricityDay(noise, parseDay('2025-02-11'));
    for (let h = 0; h < 24; h++) {
      const w = windHour(noise, e, h);
      expect((w.quarter1 + w.quarter2 + w.quarter3 + w.quarter4) / 4).toBeCloseTo(w.generation, 1);
      expect(w.generation).toBeCloseTo(e.generation[h]!.wind, 1);
    }
  });

  it('charges a surplus the gap to the positive imbalance price and a shortfall the gap to the negative one', () => {
    const prices = { ptf: 2000, positiveImbalance: 1900, negativeImbalance: 2200 };
    expect(portfolioBalance(1100, 1000, prices)).toEqual({ imbalanceQuantity: 100, imbalanceCost: 10_000 });
    expect(portfolioBalance(900, 1000, prices)).toEqual({ imbalanceQuantity: -100, imbalanceCost: 20_000 });
  });
});
