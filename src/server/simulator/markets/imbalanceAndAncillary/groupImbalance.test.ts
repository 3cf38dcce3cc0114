import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { balanceResponsibleGroups } from './balanceResponsibleGroups';
import { groupImbalance } from './groupImbalance';

describe('imbalance per balance-responsible group', () => {
  const noise = createNoise(11);
  const groups = balanceResponsibleGroups(noise);
  const hours = Array.from({ length: 720 }, (_, k) => ({ positiveImbalance: 1500 + (k % 37) * 10.3, negativeImbalance: -1400 - (k % 29) * 12.7 }));
  const rows = groupImbalance(noise, 2024 * 12 + 6, groups, hours);
  const tenths = (xs: number[]) => xs.reduce((a, x) => a + Math.round(x * 10), 0);

  it('has one row per group of the lookup, each side with its sign', () => {
    expect(groups.length).toBeGreaterThan(100);
    expect(rows.map((r) => r.organizationId)).toEqual(groups.map((g) => g.organizationId));
    for (const r of rows) {
      expect(r.positiveImbalanceQuantity).toBeGreaterThanOrEqual(0);
      expect(r.negativeImbalanceQuantity).toBeLessThanOrEqual(0);
    }
  });

  it('adds up to the system’s month on each side, to the tenth of a MWh', () => {
    expect(tenths(rows.map((r) => r.positiveImbalanceQuantity))).toBe(tenths(hours.map((h) => h.positiveImbalance)));
    expect(tenths(rows.map((r) => r.negativeImbalanceQuantity))).toBe(tenths(hours.map((h) => h.negativeImbalance)));
  });

  it('moves a group’s share from month to month', () => {
    const next = groupImbalance(noise, 2024 * 12 + 7, groups, hours);
    const moved = rows.filter((r, k) => r.positiveImbalanceQuantity !== next[k]!.positiveImbalanceQuantity).length;
    expect(moved).toBeGreaterThan(rows.length / 2);
  });
});
