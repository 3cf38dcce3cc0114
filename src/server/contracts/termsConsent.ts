// The membership form's consent box: the version in force named in it (its value is the version id, so a form
// shown before a newer version took effect is refused and shown again with the new one), a link to read the
// terms, the problem beside it; and the acceptance recorded once the request is stored.
import type { Locale } from '../../engine/locale/locale';
import { escapeHtml } from '../identity/pages/renderPage';
import type { Store } from '../store/store';
import { currentVersion, recordAcceptance, type ContractVersion } from './contractVersions';
import { contractsWord } from './contractsText';

export const CONSENT_FIELD = 'acceptTerms';

/** The version a request must accept now, if any is in force. */
export function termsToAccept(store: Store, now: number): Promise<ContractVersion | undefined> {
  return currentVersion(store, now);
}

/** The problem of a posted form's consent, in the reader's language; undefined when it accepts `version`. */
export function consentProblem(version: ContractVersion | undefined, posted: string, locale: Locale): string | undefined {
  return version && posted !== String(version.id) ? contractsWord(locale, 'mustAccept') : undefined;
}

export function consentBox(version: ContractVersion | undefined, termsHref: string, checked: boolean, problem: string | undefined, locale: Locale): string {
  if (!version) return '';
  const id = `f-${CONSENT_FIELD}`;
  return `<p class="id-consent">
<input type="checkbox" id="${id}" name="${CONSENT_FIELD}" value="${version.id}" required${checked ? ' checked' : ''}${problem ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
<label for="${id}">${escapeHtml(contractsWord(locale, 'acceptLabel', { label: version.label }))}</label><br>
<a href="${escapeHtml(termsHref)}" target="_blank" rel="noopener">${escapeHtml(contractsWord(locale, 'readTerms'))}</a>
${problem ? `<span class="id-error" id="${id}-error">${escapeHtml(problem)}</span>` : ''}
</p>`;
}

export async function recordFormConsent(store: Store, version: ContractVersion | undefined, email: string, now: number): Promise<void> {
  if (version) await recordAcceptance(store, version.id, { accountId: null, email }, now, 'membership-form');
}
