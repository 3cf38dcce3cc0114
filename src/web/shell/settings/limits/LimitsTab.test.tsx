// @vitest-environment happy-dom
// The member's "Limits" tab: the limit in force and its source, each demand's state (a refusal with its
// reason), faults beside their fields before anything is sent, the server's refusal beside the field it names,
// and a good demand sent once.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n/i18n';
import { clearNotice, currentNotice } from '../../notices/noticeStore';
import { mockFetch } from '../../../testing/mockFetch';
import { renderWithApp } from '../../../testing/renderWithApp';
import { LimitsTab } from './LimitsTab';

afterEach(() => { act(() => clearNotice()); cleanup(); vi.unstubAllGlobals(); changeLocale('en'); });

const demand = (id: number, status: string, extra: Record<string, unknown> = {}) => ({
  id, accountId: 2, accountEmail: 'demo@example.com', organization: 'Demo', kind: 'new', limitId: null, perMinute: 100 * id, reason: `Reason ${id}`,
  requestedAt: '2024-08-20T10:00:00+03:00', decision: null, decidedAt: null, refusalReason: null, grantedLimitId: null, effectiveFrom: null, effectiveUntil: null, status, ...extra,
});

describe('LimitsTab', () => {
  it('shows the limit in force and the demands, checks the form and sends a demand', async () => {
    changeLocale('en');
    let refuse = true;
    const { calls } = mockFetch({
      'GET /app-api/member/limits': { body: { inForce: { perMinute: 600, source: 'default', limitId: 1 }, serverPerMinute: 300, items: [
        { id: 1, scope: 'default', organization: null, accountId: null, accountEmail: null, perMinute: 600, effectiveFrom: '2024-08-01T00:00:00+03:00', effectiveUntil: null, note: null, demandId: null, status: 'effective' },
      ] } },
      'GET /app-api/member/limits/demands': { body: { items: [
        demand(1, 'pending-to-confirm'),
        demand(2, 'status-expired', { decision: 'refused', refusalReason: 'Use the bulk exports.' }),
        demand(3, 'will-effective', { decision: 'approved', effectiveFrom: '2024-09-01T00:00:00+03:00' }),
      ] } },
      'POST /app-api/member/limits/demands': () => (refuse
        ? { status: 400, body: { errors: [{ errorCode: 'INVALID_FIELD', errorMessage: 'perMinute: Must be a whole number from 1 to 100,000.' }] } }
        : { status: 201, body: { item: demand(4, 'pending-to-confirm') } }),
    });
    renderWithApp(<LimitsTab />);
    expect(await screen.findByText('Your limit now: 600 units a minute')).toBeTruthy();
    expect(screen.getByText('Set by: Default')).toBeTruthy();
    const item = (id: number) => document.querySelector(`[data-demand-id="${id}"]`) as HTMLElement;
    expect(within(item(1)).getByText('Awaiting approval')).toBeTruthy();
    expect(within(item(2)).getByText('Refused')).toBeTruthy();
    expect(within(item(2)).getByText('Reason for refusing: Use the bulk exports.')).toBeTruthy();
    expect(within(item(3)).getByText('Takes effect later')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Ask for a new limit' });
    await act(async () => { fireEvent.submit(form); });
    expect(within(form).getByLabelText('Units per minute').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Fill in this field.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Units per minute'), { target: { value: '900' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Hourly prices every night' } });
    await act(async () => { fireEvent.submit(form); });
    expect(await within(form).findByText('Must be a whole number from 1 to 100,000.')).toBeTruthy();
    expect(within(form).getByLabelText('Units per minute').getAttribute('aria-describedby')).toMatch(/perMinute-error$/);

    refuse = false;
    await act(async () => { fireEvent.submit(form); });
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ kind: 'new', perMinute: 900, reason: 'Hourly prices every night' });
    expect(currentNotice()).toEqual({ kind: 'success', message: 'Your demand is sent; the answer shows here once an administrator decides.' });
  });
});
