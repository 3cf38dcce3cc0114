// Setting section 9017, contract management: the versioned terms of use. Administrators write drafts, publish
// them (then never changed) and see who accepted what; everyone reads the version in force; a signed-in member
// learns whether they must accept it and accepts it. Writes are checked whole and audited in their transaction.
// Shapes: ../API.md, "Terms of use".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CurrentTerms, MyTermsStanding } from '../../engine/app-api/contracts';
import type { Locale } from '../../engine/locale/locale';
import { auditActor, istanbulTime, recordAudit } from '../audit/auditLog';
import { ApiError } from '../errors/apiError';
import { pathId } from '../http/pathId';
import { requestLocale } from '../http/requestLocale';
import type { Store } from '../store/store';
import { parseVersionDraft } from './contractInput';
import {
  acceptancesOf, currentVersion, ensureFirstTerms, findVersion, insertDraft, latestPublishedEffective, listVersions, newestAccepted,
  publishDraft, recordAcceptance, removeDraft, updateDraft, type ContractVersion,
} from './contractVersions';
import { contractsWord } from './contractsText';

export const ADMIN_CONTRACTS_URL = '/app-api/admin/contracts';
export const CURRENT_TERMS_URL = '/app-api/terms/current';
export const MY_TERMS_URL = '/app-api/terms/mine';
export const ACCEPT_TERMS_URL = '/app-api/terms/accept';

const admin = { config: { access: 'admin' as const } };
const member = { config: { access: 'member' as const } };

const notFound = (locale: Locale) => new ApiError(404, [{ errorCode: 'NOT_FOUND', errorMessage: contractsWord(locale, 'noSuchVersion') }]);
const published = (locale: Locale) => new ApiError(409, [{ errorCode: 'PUBLISHED', errorMessage: contractsWord(locale, 'published') }]);

function adminVersion(version: ContractVersion, inForce: number | undefined) {
  return {
    id: version.id, label: version.label, bodyTr: version.bodyTr, bodyEn: version.bodyEn, effectiveAt: istanbulTime(version.effectiveAt),
    status: version.publishedAt === null ? 'draft' : version.id === inForce ? 'inForce' : 'published',
    createdAt: istanbulTime(version.createdAt), createdBy: version.createdBy, updatedAt: istanbulTime(version.updatedAt),
    publishedAt: version.publishedAt === null ? null : istanbulTime(version.publishedAt), publishedBy: version.publishedBy,
  };
}

const auditState = (v: ContractVersion) => ({ label: v.label, effectiveAt: istanbulTime(v.effectiveAt), published: v.publishedAt !== null, bodyTr: v.bodyTr, bodyEn: v.bodyEn });

export function currentTermsAnswer(version: ContractVersion): CurrentTerms {
  return { id: version.id, label: version.label, bodyTr: version.bodyTr, bodyEn: version.bodyEn, effectiveAt: istanbulTime(version.effectiveAt) };
}

async function standing(store: Store, who: { accountId: number; email: string }, now: number): Promise<MyTermsStanding> {
  const [current, accepted] = await Promise.all([currentVersion(store, now), newestAccepted(store, who)]);
  const mustAccept = !!current && (!accepted || (accepted.version.id !== current.id && accepted.version.effectiveAt <= current.effectiveAt));
  return {
    current: current ? { id: current.id, label: current.label, effectiveAt: istanbulTime(current.effectiveAt) } : null,
    accepted: accepted ? { id: accepted.version.id, label: accepted.version.label, acceptedAt: istanbulTime(accepted.acceptedAt) } : null,
    mustAccept,
  };
}

function signedIn(request: FastifyRequest): { accountId: number; email: string } {
  if (request.principal.kind !== 'account') throw new Error('access control let a visitor through to a member route');
  return { accountId: request.principal.account.id, email: request.principal.account.email };
}

export async function registerContractRoutes(app: FastifyInstance, { store, now }: { store: Store; now: () => Date }): Promise<void> {
  await ensureFirstTerms(store, now().getTime());

  app.get(ADMIN_CONTRACTS_URL, admin, async () => {
    const at = now().getTime();
    const [versions, current] = await Promise.all([listVersions(store), currentVersion(store, at)]);
    return { currentId: current?.id ?? null, items: versions.map((v) => ({ ...adminVersion(v, current?.id), acceptances: v.acceptances })) };
  });

  app.post(ADMIN_CONTRACTS_URL, admin, async (request, reply) => {
    const draft = parseVersionDraft(request.body, requestLocale(request));
    const actor = auditActor(request);
    const at = now().getTime();
    const created = await store.transaction(async (tx) => {
      const row = await insertDraft(tx, draft, actor.email, at);
      await recordAudit(tx, actor, at, [{ action: `POST ${ADMIN_CONTRACTS_URL}`, target: `contract-version:${row.id}`, before: null, after: auditState(row) }]);
      return row;
    });
    return reply.code(201).send({ ...adminVersion(created, undefined), acceptances: 0 });
  });

  app.put<{ Params: { id: string } }>(`${ADMIN_CONTRACTS_URL}/:id`, admin, async (request) => {
    const locale = requestLocale(request);
    const id = pathId(request, { tr: contractsWord('tr', 'versionId'), en: contractsWord('en', 'versionId') });
    const draft = parseVersionDraft(request.body, locale);
    const actor = auditActor(request);
    const at = now().getTime();
    const outcome = await store.transaction(async (tx) => {
      const before = await findVersion(tx, id);
      if (!before) return 'unknown' as const;
      if (before.publishedAt !== null) return 'published' as const;
      const after = (await updateDraft(tx, id, draft, at))!;
      await recordAudit(tx, actor, at, [{ action: `PUT ${ADMIN_CONTRACTS_URL}/:id`, target: `contract-version:${id}`, before: auditState(before), after: auditState(after) }]);
      return after;
    });
    if (outcome === 'unknown') throw notFound(locale);
    if (outcome === 'published') throw published(locale);
    return { ...adminVersion(outcome, undefined), acceptances: 0 };
  });

  app.post<{ Params: { id: string } }>(`${ADMIN_CONTRACTS_URL}/:id/publish`, admin, async (request) => {
    const locale = requestLocale(request);
    const id = pathId(request, { tr: contractsWord('tr', 'versionId'), en: contractsWord('en', 'versionId') });
    const actor = auditActor(request);
    const at = now().getTime();
    const outcome = await store.transaction(async (tx) => {
      const before = await findVersion(tx, id);
      if (!before) return 'unknown' as const;
      if (before.publishedAt !== null) return 'published' as const;
      const latest = await latestPublishedEffective(tx);
      if (latest !== undefined && Math.max(before.effectiveAt, at) < latest) return { tooEarly: latest };
      const after = (await publishDraft(tx, id, actor.email, at))!;
      await recordAudit(tx, actor, at, [{ action: `POST ${ADMIN_CONTRACTS_URL}/:id/publish`, target: `contract-version:${id}`, before: auditState(before), after: auditState(after) }]);
      return after;
    });
    if (outcome === 'unknown') throw notFound(locale);
    if (outcome === 'published') throw published(locale);
    if ('tooEarly' in outcome) throw new ApiError(400, [{ errorCode: 'INVALID_FIELD', errorMessage: contractsWord(locale, 'effectiveTooEarly', { latest: istanbulTime(outcome.tooEarly) }) }]);
    const current = await currentVersion(store, now().getTime());
    return { ...adminVersion(outcome, current?.id), acceptances: 0 };
  });

  app.post<{ Params: { id: string } }>(`${ADMIN_CONTRACTS_URL}/:id/remove`, admin, async (request) => {
    const locale = requestLocale(request);
    const id = pathId(request, { tr: contractsWord('tr', 'versionId'), en: contractsWord('en', 'versionId') });
    const actor = auditActor(request);
    const at = now().getTime();
    const outcome = await store.transaction(async (tx) => {
      const before = await findVersion(tx, id);
      if (!before) return 'unknown' as const;
      if (before.publishedAt !== null) return 'published' as const;
      await removeDraft(tx, id);
      await recordAudit(tx, actor, at, [{ action: `POST ${ADMIN_CONTRACTS_URL}/:id/remove`, target: `contract-version:${id}`, before: auditState(before), after: null }]);
      return before;
    });
    if (outcome === 'unknown') throw notFound(locale);
    if (outcome === 'published') throw published(locale);
    return { id: outcome.id, label: outcome.label };
  });

  app.get<{ Params: { id: string } }>(`${ADMIN_CONTRACTS_URL}/:id/acceptances`, admin, async (request) => {
    const id = pathId(request, { tr: contractsWord('tr', 'versionId'), en: contractsWord('en', 'versionId') });
    if (!(await findVersion(store, id))) throw notFound(requestLocale(request));
    const items = await acceptancesOf(store, id);
    return { items: items.map((a) => ({ email: a.email, accountId: a.accountId, acceptedAt: istanbulTime(a.acceptedAt), via: a.via })) };
  });

  app.get(CURRENT_TERMS_URL, { config: { access: 'public' } }, async (request, reply) => {
    const current = await currentVersion(store, now().getTime());
    if (!current) throw new ApiError(404, [{ errorCode: 'NOT_FOUND', errorMessage: contractsWord(requestLocale(request), 'noTerms') }]);
    reply.header('cache-control', 'public, max-age=60');
    return currentTermsAnswer(current);
  });

  app.get(MY_TERMS_URL, member, async (request) => standing(store, signedIn(request), now().getTime()));

  app.post(ACCEPT_TERMS_URL, member, async (request) => {
    const locale = requestLocale(request);
    const body = request.body as Record<string, unknown> | null;
    const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : undefined;
    const at = now().getTime();
    const current = await currentVersion(store, at);
    const extra = fields ? Object.keys(fields).filter((k) => k !== 'versionId') : [];
    if (!fields || extra.length > 0 || !Number.isInteger(fields.versionId) || !current || fields.versionId !== current.id) {
      const message = !current ? contractsWord(locale, 'noTerms') : contractsWord(locale, 'notCurrent', { current: current.id });
      throw new ApiError(400, [{ errorCode: 'INVALID_FIELD', errorMessage: extra.length > 0 ? `${extra[0]}: ${locale === 'tr' ? 'Bu alan tanınmıyor.' : 'This field is not known.'}` : message }]);
    }
    const who = signedIn(request);
    await recordAcceptance(store, current.id, who, at, 'app');
    return standing(store, who, at);
  });
}
