// @vitest-environment happy-dom
// Screen 9018: a pending demand is approved in place from the moment given, a delete asks first, and a limit
// the server refuses shows the refusal beside the field it names.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n/i18n';
import { clearNotice, currentNotice } from '../../shell/notices/noticeStore';
import { mockFetch } from '../../testing/mockFetch';
import { renderWithApp } from '../../testing/renderWithApp';
import { ServiceLimitsScreen } from './ServiceLimitsScreen';

afterEach(() => { act(() => clearNotice()); cleanup(); vi.unstubAllGlobals(); changeLocale('en'); });

const LIMITS = '/administration-service/v1/limits';
const limit = { id: 7, scope: 'organization', organization: 'Demo Enerji', accountId: null, accountEmail: null, perMinute: 1200, effectiveFrom: '2024-08-01T00:00:00+03:00', effectiveUntil: null, note: null, demandId: null, status: 'effective' };
const demand = {
  id: 3, accountId: 2, accountEmail: 'demo@example.com', organization: 'Demo Enerji', kind: 'new', limitId: null, perMinute: 900, reason: 'Nightly download',
  requestedAt: '2024-08-20T10:00:00+03:00', decision: null, decidedAt: null, refusalReason: null, grantedLimitId: null, effectiveFrom: null, effectiveUntil: null, status: 'pending-to-confirm',
};

describe('ServiceLimitsScreen', () => {
  it('approves a demand in place, asks before deleting, and puts a refusal beside its field', async () => {
    changeLocale('en');
    const { calls } = mockFetch({
      [`POST ${LIMITS}/get-limits`]: { body: { serverPerMinute: 600, defaultPerMinute: 600, items: [limit] } },
      [`POST ${LIMITS}/get-demands`]: { body: { items: [demand] } },
      [`POST ${LIMITS}/approve-demand`]: { body: { item: { ...demand, decision: 'approved', status: 'will-effective' } } },
      [`POST ${LIMITS}/delete-limit`]: { body: { id: 7 } },
      [`POST ${LIMITS}/save-limit`]: { status: 400, body: { errors: [{ errorCode: 'INVALID_FIELD', errorMessage: 'accountEmail: No member has this address.' }] } },
    });
    renderWithApp(<ServiceLimitsScreen />);
    expect(await screen.findByText('Default now: 600 units a minute (server setting: 600 units a minute)')).toBeTruthy();
    await screen.findByText('Nightly download');

    fireEvent.click(screen.getByRole('button', { name: 'Approve the demand of demo@example.com' }));
    const decision = screen.getByRole('form', { name: 'Approve the demand of demo@example.com' });
    fireEvent.change(within(decision).getByLabelText('From'), { target: { value: '2024-09-01T00:00' } });
    await act(async () => { fireEvent.submit(decision); });
    expect(calls.find((c) => c.path.endsWith('approve-demand'))?.body).toEqual({ id: 3, effectiveFrom: '2024-09-01T00:00:00+03:00' });
    expect(currentNotice()).toEqual({ kind: 'success', message: 'The demand is approved.' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete: Demo Enerji' }));
    expect(calls.some((c) => c.path.endsWith('delete-limit'))).toBe(false);
    const question = screen.getByRole('group', { name: 'Delete this limit? The member goes back to the next limit up at once.' });
    await act(async () => { fireEvent.click(within(question).getByRole('button', { name: 'Delete' })); });
    expect(calls.find((c) => c.path.endsWith('delete-limit'))?.body).toEqual({ id: 7 });

    const form = screen.getByRole('form', { name: 'New limit' });
    fireEvent.change(within(form).getByLabelText('Member’s e-mail address'), { target: { value: 'nobody@example.com' } });
    fireEvent.change(within(form).getByLabelText('Units per minute'), { target: { value: '50' } });
    await act(async () => { fireEvent.submit(form); });
    expect(await within(form).findByText('No member has this address.')).toBeTruthy();
    expect(within(form).getByLabelText('Member’s e-mail address').getAttribute('aria-invalid')).toBe('true');
  });
});
