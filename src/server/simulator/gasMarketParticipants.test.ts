import { describe, expect, it } from 'vitest';
import { simulateGasMarketParticipants } from './gasMarketParticipants';
import { simulateOrganizations } from './organizations';
import { simulatePowerPlants } from './powerPlants';

describe('simulateGasMarketParticipants', () => {
  const { organizations } = simulateOrganizations(42, simulatePowerPlants(42));
  const participants = simulateGasMarketParticipants(organizations);

  it('lists the gas licensees and the gas market members, with their own flags', () => {
    const byId = new Map(organizations.map((o) => [o.organizationId, o]));
    expect(participants.length).toBeGreaterThan(20);
    expect(participants.length).toBeLessThan(organizations.length);
    for (const p of participants) {
      const o = byId.get(p.organizationId)!;
      expect(o.licence.startsWith('DOĞAL GAZ') || o.naturalGasMarketEntry === 1 || o.vgpParticipation === 1).toBe(true);
      expect([p.eic, p.organizationName, p.naturalGasMarketParticipation, p.vgpParticipation]).toEqual([o.organizationEtsoCode, o.organizationName, o.naturalGasMarketEntry, o.vgpParticipation]);
    }
    expect(participants.some((p) => p.vgpParticipation === 1)).toBe(true);
    expect(participants.some((p) => p.vgpParticipation === 0)).toBe(true);
  });

  it('marks companies as legal entities of their own and industrial-zone directorates as not', () => {
    const company = participants.find((p) => p.organizationName.endsWith('A.Ş.'));
    expect(company?.tuzelKisilik).toBe(1);
    const zone = simulateGasMarketParticipants([{ ...organizations[0]!, organizationName: 'Akyazı Organize Sanayi Bölgesi Müdürlüğü', licence: 'DOĞAL GAZ DAĞITIM' }]);
    expect(zone[0]?.tuzelKisilik).toBe(0);
  });

  it('gives the same register for the same organisations', () => {
    expect(simulateGasMarketParticipants(organizations)).toEqual(participants);
  });
});
