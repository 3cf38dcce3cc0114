import { describe, expect, it } from 'vitest';
import { simulateOrganizations } from '../../organizations';
import { simulatePowerPlants } from '../../powerPlants';
import { PROVINCES } from '../../turkishPlaces';
import { licensedPlantInvestments } from './powerPlantInvestments';

describe('licensedPlantInvestments', () => {
  const rows = licensedPlantInvestments(42);

  it('lists projects of generation companies in real provinces, each adding its units × unit size', () => {
    const producers = new Set(simulateOrganizations(42, simulatePowerPlants(42)).organizations.filter((o) => o.licence === 'ÜRETİM').map((o) => o.organizationName));
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) {
      expect(producers.has(String(r.sirketAdi))).toBe(true);
      expect(PROVINCES).toContain(r.il);
      const unitMw = Number(String(r.uniteGucu).replace(' MWe', '').replace(',', '.'));
      expect(Number(r.ilaveKuruluGuc)).toBeCloseTo(Number(r.uniteSayisi) * unitMw, 0);
      expect(String(r.geciciKabulTarihi) > String(r.lisansTarihi)).toBe(true);
    }
  });

  it('is mostly solar and wind capacity, and the same list for the same seed', () => {
    const mw = (fuel: string) => rows.filter((r) => r.yakitCinsi === fuel).reduce((a, r) => a + Number(r.ilaveKuruluGuc), 0);
    const all = rows.reduce((a, r) => a + Number(r.ilaveKuruluGuc), 0);
    expect((mw('GÜNEŞ') + mw('RÜZGAR')) / all).toBeGreaterThan(0.6);
    expect(licensedPlantInvestments(42)).toEqual(rows);
    expect(licensedPlantInvestments(7)).not.toEqual(rows);
  });
});
