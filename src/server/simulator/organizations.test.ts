import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_COMPANIES } from './distributionCompanies';
import { isValidEic } from './eicCode';
import { partyEic, simulateOrganizations } from './organizations';
import { simulatePowerPlants } from './powerPlants';

const plants = simulatePowerPlants(42);
const { organizations, ownerOfPlant } = simulateOrganizations(42, plants);

describe('market participants', () => {
  it('has several hundred organisations with unique ids, names, short names and valid party EICs', () => {
    expect(organizations.length).toBeGreaterThan(600);
    expect(organizations.length).toBeLessThan(1200);
    for (const key of ['organizationId', 'organizationName', 'organizationShortName', 'organizationEtsoCode'] as const) {
      expect(new Set(organizations.map((o) => o[key])).size, key).toBe(organizations.length);
    }
    for (const o of organizations) {
      expect(o.organizationEtsoCode).toMatch(/^40X[0-9A-Z-]{13}$/);
      expect(isValidEic(o.organizationEtsoCode)).toBe(true);
      expect(o.organizationShortName.length).toBeLessThanOrEqual(24);
      expect(o.organizationName).toMatch(/(A\.Ş\.|Ltd\. Şti\.|Müdürlüğü)$/);
    }
    expect(isValidEic(partyEic(7, 123))).toBe(true);
  });

  it('gives every power plant an active generation-licensed owner, a few owners holding many plants', () => {
    const byId = new Map(organizations.map((o) => [o.organizationId, o]));
    for (const p of plants) {
      const owner = byId.get(ownerOfPlant.get(p.id)!);
      expect(owner?.licence, p.name).toBe('ÜRETİM');
      expect(owner?.organizationStatus).toBe('ACTIVE');
    }
    const counts = new Map<number, number>();
    for (const id of ownerOfPlant.values()) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeGreaterThan(20);
    expect([...counts.values()].filter((n) => n === 1).length).toBeGreaterThan(100);
  });

  it('includes the distribution companies, suppliers and the gas side with consistent memberships', () => {
    const licence = (l: string) => organizations.filter((o) => o.licence === l);
    expect(licence('DAĞITIM').map((o) => o.organizationName).sort()).toEqual(DISTRIBUTION_COMPANIES.map((d) => d.companyName).sort());
    expect(licence('TEDARİK').length).toBeGreaterThan(150);
    expect(licence('DOĞAL GAZ DAĞITIM').length).toBeGreaterThan(50);
    for (const o of organizations) {
      if (o.licence.startsWith('DOĞAL GAZ')) expect(o.naturalGasMarketEntry).toBe(1);
      if (o.vgpParticipation) expect(o.naturalGasMarketEntry).toBe(1);
      expect(o.licenceId).toBeGreaterThan(0);
    }
    expect(organizations.filter((o) => o.organizationStatus === 'PASSIVE').length).toBeGreaterThan(0);
  });

  it('is the same for the same seed', () => {
    expect(simulateOrganizations(42, plants).organizations).toEqual(organizations);
    expect(simulateOrganizations(43, plants).organizations).not.toEqual(organizations);
  });
});
