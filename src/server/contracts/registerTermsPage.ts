// The public page of the terms in force (/auth/terms), in the identity pages' frame: linked from the membership
// form and from the app's settings and banner. Its body is the version's safe HTML (cleaned when it was written).
import type { FastifyInstance } from 'fastify';
import { istanbulTime } from '../audit/auditLog';
import { pageContext } from '../identity/pages/pageContext';
import { escapeHtml } from '../identity/pages/renderPage';
import type { Store } from '../store/store';
import { currentVersion } from './contractVersions';
import { contractsWord } from './contractsText';

export const TERMS_PAGE_URL = '/auth/terms';

export function registerTermsPage(app: FastifyInstance, { store, now }: { store: Store; now: () => Date }): void {
  app.get(TERMS_PAGE_URL, async (request, reply) => {
    const ctx = pageContext(request, reply);
    const current = await currentVersion(store, now().getTime());
    const title = contractsWord(ctx.locale, 'termsTitle');
    if (!current) return ctx.send(404, title, `<p class="id-intro">${escapeHtml(contractsWord(ctx.locale, 'noTerms'))}</p>`);
    const body = ctx.locale === 'tr' ? current.bodyTr : current.bodyEn;
    return ctx.send(200, title, `<p class="id-hint">${escapeHtml(contractsWord(ctx.locale, 'termsVersion', { label: current.label, effective: istanbulTime(current.effectiveAt).slice(0, 16).replace('T', ' ') }))}</p>
<div class="id-terms">${body}</div>`, { wide: true });
  });
}
