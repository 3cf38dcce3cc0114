import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_COMPANIES } from '../../distributionCompanies';
import { DEFAULT_SEED } from '../../simulateWorld';
import { companyTilts } from './companyTilts';
import { COEFFICIENT_PROFILE_GROUPS } from './profileCoefficients';

const tilts = companyTilts(DEFAULT_SEED);
const curve = (company: number, group: number) => tilts.filter((t) => t.distributionId === company && t.subscriberProfileGroup === group).map((t) => t.tilt);

describe('company tilts of the profile coefficients', () => {
  it('give every company, group and hour of day one tilt of a few per cent', () => {
    expect(tilts).toHaveLength(DISTRIBUTION_COMPANIES.length * COEFFICIENT_PROFILE_GROUPS.length * 24);
    expect(new Set(tilts.map((t) => `${t.distributionId}:${t.subscriberProfileGroup}:${t.hour}`)).size).toBe(tilts.length);
    expect(tilts.every((t) => t.tilt > 0.95 && t.tilt < 1.05)).toBe(true);
    // each company's day leans by at least 2 % from its lowest to its highest hour
    for (const { companyId } of DISTRIBUTION_COMPANIES) {
      const day = curve(companyId, 1);
      expect(Math.max(...day) - Math.min(...day)).toBeGreaterThan(0.02);
    }
  });

  it('differ between companies and groups, and come from the seed alone', () => {
    expect(curve(1, 1)).not.toEqual(curve(2, 1));
    expect(curve(1, 1)).not.toEqual(curve(1, 2));
    expect(companyTilts(DEFAULT_SEED)).toEqual(tilts);
    expect(companyTilts(DEFAULT_SEED + 1).map((t) => t.tilt)).not.toEqual(tilts.map((t) => t.tilt));
  });
});
