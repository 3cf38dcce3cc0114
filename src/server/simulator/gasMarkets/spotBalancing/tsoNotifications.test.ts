import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { createNoise } from '../../noise';
import { simulateGasDay } from '../../simulateGasMarket';
import { DEFAULT_SEED } from '../../simulateWorld';
import type { BalancingAction } from './balancingActions';
import { NOTICE_TEXTS, tsoNotifications } from './tsoNotifications';

const g = simulateGasDay(createNoise(DEFAULT_SEED), parseDay('2025-01-15'));
const action = (code: 1 | 2 | 3 | 4): BalancingAction => ({ code, amount: 10, price: 1, time: 0 });

describe('tsoNotifications', () => {
  it('announces before the gas day the way the operator will trade', () => {
    expect(tsoNotifications(g, 'Kısa', [action(1)])).toEqual([{ time: g.cal.ts + 7 * 3_600_000, ...NOTICE_TEXTS.short }]);
    expect(tsoNotifications(g, 'Uzun', [action(1)])[0]!.subject).toBe(NOTICE_TEXTS.long.subject);
  });

  it('adds a notice for locational and day-after trades', () => {
    const notices = tsoNotifications(g, 'Uzun', [action(1), action(3), action(4)]);
    expect(notices.map((n) => n.subject)).toEqual([NOTICE_TEXTS.long.subject, NOTICE_TEXTS.locational.subject, NOTICE_TEXTS.dayAfter.subject]);
  });
});
