// The licensed portfolio's hour: injection ≤ generation ≤ the system's generation of the source; the cost is the
// injection at the plants' tariff; licensed and licence-exempt solar stay within the solar the system produced.
import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { simulateElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { SUPPORT } from '../../yekdem';
import { licensedHour } from './licensedHour';

const noise = createNoise(DEFAULT_SEED);
const days = ['2024-01-15', '2024-07-15', '2025-04-02', '2025-10-20'].map((d) => simulateElectricityDay(noise, parseDay(d)));
const SOURCES = ['ruzgar', 'jeotermal', 'rezervuarli', 'kanalTipi', 'nehirTipi', 'copGazi', 'biyogaz', 'gunes', 'biyokutle', 'diger'] as const;

describe('one hour of the licensed YEKDEM portfolio', () => {
  it('injects no more than it generates, and generates no more than the system did from the source', () => {
    for (const e of days) {
      for (let h = 0; h < 24; h++) {
        const { generation, injection } = licensedHour(e, h);
        for (const s of SOURCES) expect(injection[s], `${e.cal.key} ${h} ${s}`).toBeLessThanOrEqual(generation[s]);
        const g = e.generation[h]!;
        expect(generation.ruzgar).toBeLessThanOrEqual(g.wind + 0.01);
        expect(generation.gunes).toBeLessThanOrEqual(g.sun + 0.01);
        expect(generation.jeotermal).toBeLessThanOrEqual(g.geothermal + 0.01);
        expect(generation.nehirTipi + generation.kanalTipi).toBeLessThanOrEqual(g.river + 0.01);
        expect(generation.biyokutle + generation.biyogaz + generation.copGazi).toBeLessThanOrEqual(g.biomass + 0.01);
        expect(generation.toplam).toBeGreaterThan(injection.toplam);
      }
    }
  });

  it('licensed and licence-exempt solar together stay within the solar the system produced', () => {
    for (const e of days) {
      for (let h = 0; h < 24; h++) {
        const { generation, unlicensed } = licensedHour(e, h);
        expect(generation.gunes + unlicensed.gunes).toBeLessThanOrEqual(e.generation[h]!.sun + e.renewables.embeddedSolar[h]! + 0.01);
        expect(unlicensed.toplam).toBe(unlicensed.gunes);
      }
      // Noon has licence-exempt solar, midnight none.
      expect(licensedHour(e, 12).unlicensed.gunes).toBeGreaterThan(100);
      expect(licensedHour(e, 0).unlicensed.gunes).toBe(0);
    }
  });

  it('costs each source its injection at its tariff converted at the delivery day\'s rate', () => {
    const e = days[1]!;
    const { injection, cost } = licensedHour(e, 13);
    const usd = e.fxPrevious.usdTry;
    expect(cost.ruzgar).toBeCloseTo(injection.ruzgar * SUPPORT.ruzgar.tariff * usd, -2);
    expect(cost.geothermal).toBeCloseTo(injection.jeotermal * SUPPORT.geothermal.tariff * usd, -2);
    expect(cost.gunes).toBeCloseTo(injection.gunes * SUPPORT.gunes.tariff * usd, -2);
    expect(cost.toplam).toBeCloseTo(SOURCES.reduce((s, k) => s + cost[k === 'jeotermal' ? 'geothermal' : k], 0), 1);
  });

  it('sells the supported energy at the hour\'s MCP', () => {
    const e = days[2]!;
    const { injection, unlicensed, income } = licensedHour(e, 12);
    expect(income.toplam).toBeCloseTo((injection.toplam + unlicensed.gunes) * e.price[12]!, -2);
  });
});
