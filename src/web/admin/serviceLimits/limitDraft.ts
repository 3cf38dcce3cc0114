// The limit form's text as typed, checked before sending (every fault at once, beside its field) and turned
// into the save-limit body. Pure, so the checks are tested without a screen.
import { checkPerMinute, checkText, collect, type FieldErrors } from '../../shell/settings/limits/limitFieldErrors';
import { fromLocalInput, toLocalInput } from '../../shell/settings/limits/limitTexts';
import type { LimitItem, LimitScope } from '../../shell/settings/limits/limitTypes';
import type { LimitBody } from './serviceLimitsApi';

export interface LimitDraft {
  id: number | null; scope: LimitScope; organization: string; accountEmail: string; perMinute: string;
  effectiveFrom: string; effectiveUntil: string; note: string;
}

export function emptyDraft(nowLocal: string): LimitDraft {
  return { id: null, scope: 'user', organization: '', accountEmail: '', perMinute: '', effectiveFrom: nowLocal, effectiveUntil: '', note: '' };
}

export function draftOf(limit: LimitItem): LimitDraft {
  return {
    id: limit.id, scope: limit.scope, organization: limit.organization ?? '', accountEmail: limit.accountEmail ?? '', perMinute: String(limit.perMinute),
    effectiveFrom: toLocalInput(limit.effectiveFrom), effectiveUntil: limit.effectiveUntil ? toLocalInput(limit.effectiveUntil) : '', note: limit.note ?? '',
  };
}

export type CheckedPeriod = { ok: true; from: string; until: string | null } | { ok: false; errors: FieldErrors };

/** A start and an optional end from datetime-local inputs. */
export function checkPeriod(fromText: string, untilText: string): CheckedPeriod {
  const from = fromLocalInput(fromText);
  const until = untilText === '' ? null : fromLocalInput(untilText);
  const errors = collect({
    effectiveFrom: from === null ? { key: 'serviceLimits.badTime' } : undefined,
    effectiveUntil: untilText !== '' && until === null ? { key: 'serviceLimits.badTime' }
      : from !== null && until !== null && until <= from ? { key: 'serviceLimits.badOrder' } : undefined,
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, from: from!, until };
}

export function checkLimitDraft(draft: LimitDraft): { ok: true; body: LimitBody } | { ok: false; errors: FieldErrors } {
  const period = checkPeriod(draft.effectiveFrom, draft.effectiveUntil);
  const errors = collect({
    organization: draft.scope === 'organization' ? checkText(draft.organization, true, 200) : undefined,
    accountEmail: draft.scope === 'user' ? (checkText(draft.accountEmail, true, 254) ?? (/^[^\s@]+@[^\s@]+$/.test(draft.accountEmail.trim()) ? undefined : { key: 'serviceLimits.badEmail' })) : undefined,
    perMinute: checkPerMinute(draft.perMinute),
    note: checkText(draft.note, false),
    ...(period.ok ? {} : period.errors),
  });
  if (Object.keys(errors).length > 0 || !period.ok) return { ok: false, errors };
  return {
    ok: true,
    body: {
      ...(draft.id !== null ? { id: draft.id } : {}), scope: draft.scope,
      ...(draft.scope === 'organization' ? { organization: draft.organization.trim() } : {}),
      ...(draft.scope === 'user' ? { accountEmail: draft.accountEmail.trim() } : {}),
      perMinute: Number(draft.perMinute), effectiveFrom: period.from, effectiveUntil: period.until,
      note: draft.note.trim() === '' ? null : draft.note.trim(),
    },
  };
}
