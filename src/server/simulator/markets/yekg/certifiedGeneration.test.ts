import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { simulateElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { certifiedGenerationOfDay, issuedCertificates } from './certifiedGeneration';

describe('generation that earns YEK-G certificates', () => {
  const noise = createNoise(20240101);
  const e = simulateElectricityDay(noise, parseDay('2024-05-10'));
  const sum = (f: (h: (typeof e.generation)[number]) => number) => e.generation.reduce((s, g) => s + f(g), 0);

  it('counts wind, licensed solar, run-of-river plus dammed hydro, geothermal and biomass of the generation mix', () => {
    const day = certifiedGenerationOfDay(e);
    expect(day.wind).toBeCloseTo(sum((g) => g.wind), 6);
    expect(day.solar).toBeCloseTo(sum((g) => g.sun), 6);
    expect(day.hydroPower).toBeCloseTo(sum((g) => g.river + g.dammedHydro), 6);
    expect(day.geothermal).toBeCloseTo(sum((g) => g.geothermal), 6);
    expect(day.biomass).toBeCloseTo(sum((g) => g.biomass), 6);
  });

  it('leaves out licence-exempt rooftop solar and fossil generation', () => {
    const day = certifiedGenerationOfDay(e);
    const renewable = day.wind + day.solar + day.hydroPower + day.geothermal + day.biomass;
    expect(renewable).toBeLessThan(sum((g) => g.total));
    expect(day.solar).toBeLessThan(sum((g) => g.sun) + e.renewables.embeddedSolar.reduce((a, b) => a + b, 0));
  });

  it('issues one certificate per whole MWh of a period\'s total, per source', () => {
    const days = [e, simulateElectricityDay(noise, parseDay('2024-05-11'))];
    const issued = issuedCertificates(days);
    const mwh = certifiedGenerationOfDay(days[0]!).wind + certifiedGenerationOfDay(days[1]!).wind;
    expect(issued.wind).toBe(Math.floor(mwh));
  });
});
