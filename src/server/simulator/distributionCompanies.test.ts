import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_COMPANIES } from './distributionCompanies';
import { PROVINCES } from './turkishPlaces';

describe('distribution companies', () => {
  it('has the 21 regions covering every province once (İstanbul split in two)', () => {
    expect(DISTRIBUTION_COMPANIES).toHaveLength(21);
    expect(DISTRIBUTION_COMPANIES.map((d) => d.companyId)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    const served = DISTRIBUTION_COMPANIES.flatMap((d) => d.provinces);
    expect(new Set(served)).toEqual(new Set(PROVINCES));
    expect(served.filter((p) => p === 'İstanbul')).toHaveLength(2);
    expect(served.length).toBe(82);
  });

  it('has unique names and codes in the usual company pattern', () => {
    expect(new Set(DISTRIBUTION_COMPANIES.map((d) => d.companyName)).size).toBe(21);
    expect(new Set(DISTRIBUTION_COMPANIES.map((d) => d.distributeCode)).size).toBe(21);
    for (const d of DISTRIBUTION_COMPANIES) expect(d.companyName).toMatch(/ Bölgesi Elektrik Dağıtım A\.Ş\.$/);
  });
});
