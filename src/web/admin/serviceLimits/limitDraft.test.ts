// The limit form's checks: every fault at once, named by field; a good draft becomes the save-limit body with
// Istanbul times and only the fields of its scope.
import { describe, expect, it } from 'vitest';
import { checkLimitDraft, checkPeriod, emptyDraft } from './limitDraft';

describe('checkLimitDraft', () => {
  it('names every field at fault', () => {
    const checked = checkLimitDraft({ ...emptyDraft('2024-08-20T10:00'), accountEmail: 'not-an-address', perMinute: '0', effectiveFrom: '2024-02-30T10:00', note: 'x'.repeat(501) });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors).sort()).toEqual(['accountEmail', 'effectiveFrom', 'note', 'perMinute']);
    const org = checkLimitDraft({ ...emptyDraft('2024-08-20T10:00'), scope: 'organization', perMinute: '10' });
    expect(org.ok ? [] : Object.keys(org.errors)).toEqual(['organization']);
  });

  it('turns a good draft into the body, with only its scope\'s fields', () => {
    const checked = checkLimitDraft({ ...emptyDraft('2024-08-20T10:00'), accountEmail: ' demo@example.com ', organization: 'left over', perMinute: '120', effectiveUntil: '2024-09-01T00:00' });
    expect(checked).toEqual({ ok: true, body: { scope: 'user', accountEmail: 'demo@example.com', perMinute: 120, effectiveFrom: '2024-08-20T10:00:00+03:00', effectiveUntil: '2024-09-01T00:00:00+03:00', note: null } });
  });

  it('wants the end after the start', () => {
    expect(checkPeriod('2024-08-20T10:00', '2024-08-20T09:00')).toEqual({ ok: false, errors: { effectiveUntil: { key: 'serviceLimits.badOrder' } } });
    expect(checkPeriod('2024-08-20T10:00', '')).toEqual({ ok: true, from: '2024-08-20T10:00:00+03:00', until: null });
  });
});
