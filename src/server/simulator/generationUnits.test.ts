import { describe, expect, it } from 'vitest';
import { isValidEic } from './eicCode';
import { simulateGenerationUnits } from './generationUnits';
import { simulateOrganizations } from './organizations';
import { simulatePowerPlants } from './powerPlants';

const plants = simulatePowerPlants(42);
const { ownerOfPlant } = simulateOrganizations(42, plants);
const units = simulateGenerationUnits(42, plants, ownerOfPlant);

describe('generation units (UEVÇB)', () => {
  it('has a couple of thousand units with unique ids and valid EICs distinct from the plants\' EICs', () => {
    expect(units.length).toBeGreaterThan(2000);
    expect(units.length).toBeLessThan(4000);
    expect(new Set(units.map((u) => u.id)).size).toBe(units.length);
    const eics = new Set(units.map((u) => u.eic));
    expect(eics.size).toBe(units.length);
    for (const u of units) expect(isValidEic(u.eic)).toBe(true);
    for (const p of plants) expect(eics.has(p.eic)).toBe(false);
  });

  it('adds unit capacities up to each plant\'s installed capacity and keeps the plant\'s source and owner', () => {
    const byPlant = new Map<number, typeof units>();
    for (const u of units) byPlant.set(u.powerPlantId, [...(byPlant.get(u.powerPlantId) ?? []), u]);
    expect(byPlant.size).toBe(plants.length);
    for (const p of plants) {
      const own = byPlant.get(p.id)!;
      expect(own.reduce((a, u) => a + u.installedCapacity, 0)).toBeCloseTo(p.installedCapacity, 2);
      for (const u of own) {
        expect(u.source).toBe(p.source);
        expect(u.orgId).toBe(ownerOfPlant.get(p.id));
        expect(u.installedCapacity).toBeGreaterThan(0);
      }
    }
    // Big thermal plants register one unit per block.
    const afsin = plants.find((p) => p.name === 'AFŞİN-ELBİSTAN B TERMİK SANTRALİ')!;
    expect(byPlant.get(afsin.id)!.length).toBeGreaterThanOrEqual(3);
    expect(byPlant.get(afsin.id)![1]!.name).toMatch(/2\. ÜNİTE$/);
  });

  it('refuses a plant without an owner', () => {
    expect(() => simulateGenerationUnits(42, plants, new Map())).toThrow(/no owner/);
  });
});
