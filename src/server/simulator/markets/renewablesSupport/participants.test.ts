// The participant list of a year: one row per supported plant with its owner, units and figures in range.
import { describe, expect, it } from 'vitest';
import { simulateGenerationUnits } from '../../generationUnits';
import { simulateOrganizations } from '../../organizations';
import { simulatePowerPlants } from '../../powerPlants';
import { DEFAULT_SEED } from '../../simulateWorld';
import { PARTICIPANT_YEARS, participantRows } from './participants';
import { plantsInYear, yekdemPlants } from './yekdemPlants';

const rows = participantRows(DEFAULT_SEED);

describe('the YEKDEM participant list', () => {
  it('lists every year\'s supported plants once, with the registry\'s capacity', () => {
    const plants = yekdemPlants(DEFAULT_SEED);
    for (const year of PARTICIPANT_YEARS) {
      const list = rows.filter((r) => r.year === year);
      const supported = plantsInYear(plants, year);
      expect(list.map((r) => r.facilityName).sort()).toEqual(supported.map((p) => p.plant.name).sort());
      expect(list.reduce((s, r) => s + r.installedPower, 0)).toBeCloseTo(supported.reduce((s, p) => s + p.plant.installedCapacity, 0), 6);
    }
  });

  it('names each plant\'s owner and counts its generation units', () => {
    const registry = simulatePowerPlants(DEFAULT_SEED);
    const { organizations, ownerOfPlant } = simulateOrganizations(DEFAULT_SEED, registry);
    const units = simulateGenerationUnits(DEFAULT_SEED, registry, ownerOfPlant);
    const row = rows.find((r) => r.year === 2025)!;
    const plant = registry.find((p) => p.name === row.facilityName)!;
    expect(row.orgName).toBe(organizations.find((o) => o.organizationId === ownerOfPlant.get(plant.id))!.organizationName);
    expect(row.unitCount).toBe(units.filter((u) => u.powerPlantId === plant.id).length);
  });

  it('keeps support years, tariffs and generation in range', () => {
    for (const r of rows) {
      expect(r.utilizationPeriod).toBeGreaterThanOrEqual(1);
      expect(r.utilizationPeriod).toBeLessThanOrEqual(10);
      expect(r.latestUtilizationPeriod - r.year).toBe(10 - r.utilizationPeriod);
      expect(r.yekPrice).toBeGreaterThan(55);
      expect(r.yekPrice).toBeLessThan(140);
      // A year's output cannot exceed running at full power all year.
      expect(r.lastYearGenerationAmount).toBeLessThan(r.installedPower * 8760);
      expect(r.licencedYearlyGenerationAmount).toBeGreaterThan(0);
    }
    expect(rows.some((r) => r.utilizationPeriod === 1 && r.lastYearGenerationAmount === 0)).toBe(true);
  });
});
