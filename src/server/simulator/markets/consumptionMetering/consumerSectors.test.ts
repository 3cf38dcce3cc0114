import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { METER_COUNT_PROFILE_GROUPS } from '../marketReports/subscriberProfileGroups';
import { monthIndex } from '../marketReports/eligibleMeterCounts';
import { eligibleWithdrawalShare } from '../marketReports/eligibleWithdrawalShare';
import { CONSUMER_SECTORS } from './consumerSectors';

describe('consumer sectors', () => {
  it('name the retroactive-adjustment reports\' profile groups and add a sixth, and their energy and meter shares add up to 1', () => {
    for (const g of METER_COUNT_PROFILE_GROUPS) expect(CONSUMER_SECTORS.map((s) => s.tr)).toContain(g.name);
    expect(CONSUMER_SECTORS.reduce((s, c) => s + c.energyShare, 0)).toBeCloseTo(1, 9);
    expect(Math.abs(CONSUMER_SECTORS.reduce((s, c) => s + c.meterShare, 0) - 1)).toBeLessThan(0.005);
  });

  it('buy about the share of the energy from free suppliers that the market\'s eligible withdrawal share says', () => {
    const free = CONSUMER_SECTORS.reduce((s, c) => s + c.energyShare * c.usingEnergy, 0) * 100;
    expect(Math.abs(free - eligibleWithdrawalShare(createNoise(DEFAULT_SEED), monthIndex(2024, 6)))).toBeLessThan(4);
  });

  it('keep every consumer in exactly one of the three eligibility groups', () => {
    for (const s of CONSUMER_SECTORS) {
      expect(s.usingCount + s.noRightCount).toBeLessThanOrEqual(1);
      expect(s.season).toHaveLength(12);
    }
  });
});
