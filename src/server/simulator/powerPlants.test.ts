import { describe, expect, it } from 'vitest';
import { GENERATION_SOURCES } from '../datasets/datasets';
import { DAMS } from './dams';
import { isValidEic } from './eicCode';
import { simulatePowerPlants } from './powerPlants';
import { PROVINCES } from './turkishPlaces';

describe('power plant registry', () => {
  const plants = simulatePowerPlants(42);

  it('has about 1,500 plants with unique ids, EICs and names', () => {
    expect(plants.length).toBeGreaterThan(1400);
    expect(plants.length).toBeLessThan(1600);
    expect(new Set(plants.map((p) => p.id)).size).toBe(plants.length);
    expect(new Set(plants.map((p) => p.eic)).size).toBe(plants.length);
    expect(new Set(plants.map((p) => p.name)).size).toBe(plants.length);
    expect(plants.every((p) => Number.isInteger(p.id) && p.id > 0)).toBe(true);
  });

  it('uses valid 16-character resource-object EICs issued in Turkey', () => {
    for (const p of plants) {
      expect(p.eic).toMatch(/^40W[0-9A-Z-]{13}$/);
      expect(isValidEic(p.eic)).toBe(true);
    }
  });

  it('has realistic capacity totals by source (≈115 GW) and many small renewables', () => {
    const total = (source: string): number => plants.filter((p) => p.source === source).reduce((a, p) => a + p.installedCapacity, 0);
    const count = (source: string): number => plants.filter((p) => p.source === source).length;
    const all = plants.reduce((a, p) => a + p.installedCapacity, 0);
    expect(all).toBeGreaterThan(105_000);
    expect(all).toBeLessThan(125_000);
    expect(total('sun')).toBeCloseTo(22_000, -3);
    expect(total('wind')).toBeCloseTo(13_000, -3);
    expect(total('dammedHydro')).toBeCloseTo(23_000, -3);
    expect(total('naturalGas')).toBeCloseTo(25_000, -3);
    expect(total('lignite')).toBeGreaterThan(9_000);
    expect(total('importCoal')).toBeGreaterThan(9_000);
    expect(count('sun') + count('wind') + count('river')).toBeGreaterThan(10 * (count('lignite') + count('importCoal')));
  });

  it('uses known sources, Turkish provinces and dam plants named after the registry dams', () => {
    for (const p of plants) {
      expect(GENERATION_SOURCES).toContain(p.source);
      expect(p.source).not.toBe('importExport');
      expect(PROVINCES).toContain(p.city);
      expect(p.installedCapacity).toBeGreaterThan(0);
      expect(p.shortName.length).toBeLessThanOrEqual(24);
    }
    const names = new Set(plants.map((p) => p.name));
    for (const d of DAMS) expect(names.has(`${d.name} HES`)).toBe(true);
    expect(names.has('KARABİGA İTHAL KÖMÜR SANTRALİ')).toBe(true);
  });

  it('is the same for the same seed', () => {
    expect(simulatePowerPlants(42)).toEqual(plants);
    expect(simulatePowerPlants(43)).not.toEqual(plants);
  });
});

describe('dam registry', () => {
  it('has ~60 dams in about a dozen basins with sane levels and stable ids', () => {
    expect(DAMS.length).toBeGreaterThanOrEqual(55);
    expect(new Set(DAMS.map((d) => d.basin)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(DAMS.map((d) => d.id)).size).toBe(DAMS.length);
    for (const d of DAMS) {
      expect(d.maxKot).toBeGreaterThan(d.minKot);
      expect(d.installedCapacity).toBeGreaterThan(0);
    }
    expect(DAMS.find((d) => d.name === 'ATATÜRK')?.basin).toBe('Fırat');
  });
});
