import { describe, expect, it } from 'vitest';
import type { AlertFiring } from '../settings/matchings/alertCalls';
import { alertNotifications } from './alertNotifications';

const NOW = Date.parse('2026-11-24T12:00:00+03:00');
const firing = (id: number, firedAt: string, extra: Partial<AlertFiring> = {}): AlertFiring => ({
  id, ruleId: 7, ruleName: 'PTF above 3000', reportId: 'dam-mcp', periodStart: '2026-11-24', periodEnd: '2026-11-24', value: 3250.5, firedAt, ...extra,
});
const hrefOf = (reportId: string) => (reportId === 'dam-mcp' ? '/electricity/mcp' : undefined);

describe('alert firings on the bell', () => {
  it('announces only the last day on the first look, oldest first, and remembers the newest id', () => {
    const firings = [firing(5, '2026-11-24T10:00:00+03:00'), firing(4, '2026-11-23T18:00:00+03:00'), firing(2, '2026-11-20T10:00:00+03:00')];
    const { notifications, notifiedUpTo } = alertNotifications(firings, null, NOW, hrefOf);
    expect(notifications.map((n) => n.id)).toEqual(['alert-4', 'alert-5']);
    expect(notifications[1]).toMatchObject({ kind: 'alert', href: '/electricity/mcp', params: { rule: 'PTF above 3000', value: 3250.5 }, createdAt: '2026-11-24T10:00:00+03:00' });
    expect(notifiedUpTo).toBe(5);
  });

  it('afterwards announces each firing once, whatever its age, and leaves out a link to a page the member has not', () => {
    const firings = [firing(9, '2026-11-01T10:00:00+03:00', { reportId: 'gone' }), firing(5, '2026-11-24T10:00:00+03:00')];
    const { notifications, notifiedUpTo } = alertNotifications(firings, 5, NOW, hrefOf);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]!.id).toBe('alert-9');
    expect(notifications[0]!.href).toBeUndefined();
    expect(notifiedUpTo).toBe(9);
    expect(alertNotifications(firings, 9, NOW, hrefOf).notifications).toEqual([]);
  });
});
