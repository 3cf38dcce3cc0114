// A signed-in member's standing towards the terms of use in force, and the acceptance (src/server/contracts).
import { bootCalls } from '../../engine/app-api/bootCalls';
import type { MyTermsStanding } from '../../engine/app-api/contracts';
import { apiFetch } from '../api/apiFetch';

/** The first HTML carries the answer under this key (bootCalls.ts): the banner needs no call of its own at start. */
export const MY_TERMS_KEY = bootCalls.myTerms().key;
export const TERMS_PAGE = '/auth/terms';

export const fetchMyTerms = (signal?: AbortSignal) => apiFetch<MyTermsStanding>(bootCalls.myTerms().path, { signal, suppressErrorModal: true, background: true });

export const acceptTerms = (versionId: number) => apiFetch<MyTermsStanding>('/app-api/terms/accept', { method: 'POST', body: { versionId } });

/** A "later" lasts for this browser tab and this version only: the banner comes back for the next one. */
const LATER_KEY = 'seffaflik.terms.later';

export function laterChosenFor(versionId: number): boolean {
  try {
    return sessionStorage.getItem(LATER_KEY) === String(versionId);
  } catch {
    return false;
  }
}

export function chooseLater(versionId: number): void {
  try {
    sessionStorage.setItem(LATER_KEY, String(versionId));
  } catch {
    // Storage off: the banner simply stays.
  }
}
