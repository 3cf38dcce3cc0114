// The membership request form (/auth/membership-request): every field checked on the server, each problem
// shown beside its field, the request stored only when all of it is right.
import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store';
import { MEMBERSHIP_MAX_LENGTH, membershipProblems, type MembershipField, type MembershipForm } from '../membershipForm';
import { submitMembershipRequest } from '../membershipRequests';
import { FORM_BODY, alert, field, form, hidden } from './formParts';
import { csrfValid, pageContext, posted, type PageContext } from './pageContext';
import { escapeHtml } from './renderPage';
import { CONSENT_FIELD, consentBox, consentProblem, recordFormConsent, termsToAccept } from '../../contracts/termsConsent';
import type { ContractVersion } from '../../contracts/contractVersions';

const EMPTY: MembershipForm = { name: '', surname: '', nationalId: '', email: '', organization: '', purpose: '' };

/** The terms in force the form asks to accept (contracts/termsConsent.ts), whether the box is ticked, its problem. */
interface Consent { terms: ContractVersion | undefined; checked: boolean; problem?: string | undefined }

function requestForm(ctx: PageContext, values: MembershipForm, problems: Partial<Record<MembershipField, string>>, banner: string | undefined, status: number, consent: Consent) {
  const f = (name: MembershipField, label: Parameters<PageContext['w']>[0], extra: Partial<Parameters<typeof field>[0]> = {}) =>
    field({ name, label: ctx.w(label), value: values[name], error: problems[name], required: true, requiredText: ctx.w('required'), maxLength: MEMBERSHIP_MAX_LENGTH[name], ...extra });
  const inner = `${hidden('return', ctx.returnTo)}
${f('name', 'name', { autocomplete: 'given-name' })}
${f('surname', 'surname', { autocomplete: 'family-name' })}
${f('nationalId', 'nationalId', { hint: ctx.w('nationalIdHint'), inputMode: 'numeric' })}
${f('email', 'email', { type: 'email', autocomplete: 'email' })}
${f('organization', 'organization', { autocomplete: 'organization' })}
${f('purpose', 'purpose', { type: 'textarea', hint: ctx.w('purposeHint') })}
${consentBox(consent.terms, ctx.link('/auth/terms', { lang: ctx.locale }), consent.checked, consent.problem, ctx.locale)}`;
  const body = `<p class="id-intro">${escapeHtml(ctx.w('membershipIntro'))}</p>
${banner ? alert(banner) : ''}
${form('/auth/membership-request', ctx.csrf, inner, ctx.w('submitRequest'))}
<div class="id-links"><a href="${escapeHtml(ctx.link('/auth/sign-in'))}">${escapeHtml(ctx.w('memberLink'))}</a></div>`;
  return ctx.send(status, ctx.w('membershipTitle'), body, { wide: true });
}

export function registerMembershipPage(app: FastifyInstance, { store, now }: { store: Store; now: () => Date }): void {
  app.get('/auth/membership-request', async (request, reply) => requestForm(pageContext(request, reply), EMPTY, {}, undefined, 200, { terms: await termsToAccept(store, now().getTime()), checked: false }));

  app.post('/auth/membership-request', FORM_BODY, async (request, reply) => {
    const ctx = pageContext(request, reply);
    const values: MembershipForm = {
      name: posted(request, 'name'), surname: posted(request, 'surname'), nationalId: posted(request, 'nationalId').replace(/\s/g, ''),
      email: posted(request, 'email'), organization: posted(request, 'organization'), purpose: posted(request, 'purpose'),
    };
    const terms = await termsToAccept(store, now().getTime());
    const accepted = posted(request, CONSENT_FIELD);
    const consent: Consent = { terms, checked: terms !== undefined && accepted === String(terms.id), problem: consentProblem(terms, accepted, ctx.locale) };
    if (!csrfValid(request)) return requestForm(ctx, values, {}, ctx.w('formExpired'), 403, consent);
    const problems = membershipProblems(values, ctx.locale);
    if (Object.keys(problems).length > 0 || consent.problem) return requestForm(ctx, values, problems, ctx.w('fixErrors'), 400, consent);
    const outcome = await submitMembershipRequest(store, values, now().getTime());
    if (!outcome.ok) return requestForm(ctx, values, { email: ctx.w(outcome.reason) }, ctx.w('fixErrors'), 400, consent);
    await recordFormConsent(store, terms, values.email, now().getTime());
    return ctx.send(200, ctx.w('requestReceivedTitle'), `${alert(ctx.w('requestReceived', { email: values.email.toLocaleLowerCase('en-US') }), 'ok')}
<p><a class="id-button" href="${escapeHtml(ctx.returnTo)}">${escapeHtml(ctx.w('backToPlatform'))}</a></p>`);
  });
}
