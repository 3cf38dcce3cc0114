// The administration service's limit calls (/administration-service/v1/limits/…): the limit list, setting the
// default, an organisation's or a member's limit, and deciding members' demands. Every write is checked whole
// first (limitInput.ts), then written with its audit record and the settings counter in one transaction, and
// this process reloads at once (the others within about a second). Administrator sessions only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditActor, recordAudit } from '../audit/auditLog';
import { ApiError } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import { findAccountByEmail } from '../identity/accounts';
import { bumpSettingsVersion } from '../page-settings/settingsVersion';
import type { Store, StoreTransaction } from '../store/store';
import { toDemandItem, toLimitItem } from './limitAnswers';
import { checkEmptyBody, parseApproval, parseIdInput, parseLimitInput, parseRefusal } from './limitInput';
import { limitInForce, type LimitRow } from './limitRules';
import { decideDemand, deleteDemand, deleteLimit, endLimit, insertLimit, readAccountsBrief, readDemand, readDemands, readLimits, updateLimit } from './limitRows';
import type { ServiceLimits } from './serviceLimits';

export const ADMINISTRATION_LIMITS = '/administration-service/v1/limits';

interface Options { store: Store; limits: ServiceLimits; now: () => Date }

const admin = { config: { access: 'admin' as const } };

function notFound(request: FastifyRequest, what: 'limit' | 'demand'): ApiError {
  const tr = requestLocale(request) === 'tr';
  const message = what === 'limit' ? (tr ? 'Böyle bir sınır yok.' : 'There is no such limit.') : (tr ? 'Böyle bir sınır talebi yok.' : 'There is no such limit demand.');
  return new ApiError(404, [{ errorCode: what === 'limit' ? 'LIMIT_NOT_FOUND' : 'DEMAND_NOT_FOUND', errorMessage: message }]);
}

function alreadyDecided(request: FastifyRequest): ApiError {
  const tr = requestLocale(request) === 'tr';
  return new ApiError(409, [{ errorCode: 'DEMAND_DECIDED', errorMessage: tr ? 'Bu talep için zaten karar verilmiş.' : 'This demand has already been decided.' }]);
}

export function registerLimitAdminRoutes(app: FastifyInstance, { store, limits, now }: Options): void {
  /** One write: the change, its audit record and the counter together; then this process reads the limits again. */
  async function write<T>(request: FastifyRequest, work: (tx: StoreTransaction, at: number) => Promise<{ result: T; action: string; target: string; before: unknown; after: unknown }>): Promise<T> {
    const at = now().getTime();
    const result = await store.transaction(async (tx) => {
      const change = await work(tx, at);
      await recordAudit(tx, auditActor(request), at, [{ action: change.action, target: change.target, before: change.before, after: change.after }]);
      await bumpSettingsVersion(tx, 'service_limits');
      return change.result;
    });
    await limits.reload();
    return result;
  }

  async function limitList(at: number) {
    const [rows, accounts] = await Promise.all([readLimits(store), readAccountsBrief(store)]);
    return { rows, accounts, items: rows.map((row) => toLimitItem(row, rows, accounts, at)) };
  }

  app.post(`${ADMINISTRATION_LIMITS}/get-limits`, admin, async (request) => {
    checkEmptyBody(request.body, requestLocale(request), request.headers['content-type']);
    const at = now().getTime();
    const { rows, items } = await limitList(at);
    // With no member and no organisation, what holds is the default: the administrator's, else the server's.
    const holdingDefault = limitInForce(rows, null, null, limits.serverPerMinute, at).perMinute;
    return { serverPerMinute: limits.serverPerMinute, defaultPerMinute: holdingDefault, items };
  });

  app.post(`${ADMINISTRATION_LIMITS}/save-limit`, admin, async (request) => {
    const locale = requestLocale(request);
    const input = parseLimitInput(request.body, locale);
    const accountId = input.accountEmail === null ? null : (await findAccountByEmail(store, input.accountEmail))?.id;
    if (accountId === undefined) {
      throw new ApiError(400, [{ errorCode: 'INVALID_FIELD', errorMessage: locale === 'tr' ? 'accountEmail: Bu adresle bir üye yok.' : 'accountEmail: No member has this address.' }]);
    }
    const before = input.id === null ? undefined : (await readLimits(store)).find((l) => l.id === input.id);
    if (input.id !== null && !before) throw notFound(request, 'limit');
    const id = await write(request, async (tx, at) => {
      const row: Omit<LimitRow, 'id'> = {
        scope: input.scope, organization: input.organization, accountId, perMinute: input.perMinute,
        effectiveFrom: input.effectiveFrom, effectiveUntil: input.effectiveUntil, note: input.note, demandId: before?.demandId ?? null,
      };
      const saved = before ? (await updateLimit(tx, { ...row, id: before.id }, at), before.id) : await insertLimit(tx, row, at);
      return { result: saved, action: 'save-service-limit', target: `limit:${saved}`, before: before ?? null, after: { ...row, id: saved } };
    });
    const { items } = await limitList(now().getTime());
    return { item: items.find((item) => item.id === id) };
  });

  app.post(`${ADMINISTRATION_LIMITS}/delete-limit`, admin, async (request) => {
    const id = parseIdInput(request.body, requestLocale(request));
    const before = (await readLimits(store)).find((l) => l.id === id);
    if (!before) throw notFound(request, 'limit');
    await write(request, async (tx) => {
      await deleteLimit(tx, id);
      return { result: id, action: 'delete-service-limit', target: `limit:${id}`, before, after: null };
    });
    return { id };
  });

  async function demandItem(id: number) {
    const [demand, rows, accounts] = await Promise.all([readDemand(store, id), readLimits(store), readAccountsBrief(store)]);
    return demand ? toDemandItem(demand, rows, accounts, now().getTime()) : undefined;
  }

  app.post(`${ADMINISTRATION_LIMITS}/get-demands`, admin, async (request) => {
    checkEmptyBody(request.body, requestLocale(request), request.headers['content-type']);
    const [demands, rows, accounts] = await Promise.all([readDemands(store), readLimits(store), readAccountsBrief(store)]);
    const at = now().getTime();
    return { items: demands.map((d) => toDemandItem(d, rows, accounts, at)) };
  });

  app.post(`${ADMINISTRATION_LIMITS}/approve-demand`, admin, async (request) => {
    const approval = parseApproval(request.body, requestLocale(request));
    const demand = await readDemand(store, approval.id);
    if (!demand) throw notFound(request, 'demand');
    if (demand.decision !== null) throw alreadyDecided(request);
    const actor = auditActor(request);
    await write(request, async (tx, at) => {
      // An update demand replaces the member's limit it names from the new start: the old one ends there.
      const replaced = demand.limitId === null ? undefined : (await readLimits(tx)).find((l) => l.id === demand.limitId && l.accountId === demand.accountId);
      if (replaced && replaced.effectiveFrom < approval.effectiveFrom && (replaced.effectiveUntil === null || replaced.effectiveUntil > approval.effectiveFrom)) {
        await endLimit(tx, replaced.id, approval.effectiveFrom, at);
      }
      const granted = await insertLimit(tx, {
        scope: 'user', organization: null, accountId: demand.accountId, perMinute: demand.perMinute,
        effectiveFrom: approval.effectiveFrom, effectiveUntil: approval.effectiveUntil, note: null, demandId: demand.id,
      }, at);
      if (!(await decideDemand(tx, demand.id, { decision: 'approved', by: actor.accountId, at, refusalReason: null, grantedLimitId: granted }))) throw alreadyDecided(request);
      return { result: granted, action: 'approve-service-limit-demand', target: `limit-demand:${demand.id}`, before: demand, after: { grantedLimitId: granted, ...approval } };
    });
    return { item: await demandItem(demand.id) };
  });

  app.post(`${ADMINISTRATION_LIMITS}/refuse-demand`, admin, async (request) => {
    const refusal = parseRefusal(request.body, requestLocale(request));
    const demand = await readDemand(store, refusal.id);
    if (!demand) throw notFound(request, 'demand');
    if (demand.decision !== null) throw alreadyDecided(request);
    const actor = auditActor(request);
    await write(request, async (tx, at) => {
      if (!(await decideDemand(tx, demand.id, { decision: 'refused', by: actor.accountId, at, refusalReason: refusal.reason, grantedLimitId: null }))) throw alreadyDecided(request);
      return { result: null, action: 'refuse-service-limit-demand', target: `limit-demand:${demand.id}`, before: demand, after: { refusalReason: refusal.reason } };
    });
    return { item: await demandItem(demand.id) };
  });

  app.post(`${ADMINISTRATION_LIMITS}/delete-demand`, admin, async (request) => {
    const id = parseIdInput(request.body, requestLocale(request));
    const demand = await readDemand(store, id);
    if (!demand) throw notFound(request, 'demand');
    await write(request, async (tx) => {
      // The limit it granted goes with it: a limit whose demand is gone would have no reason on record.
      if (demand.grantedLimitId !== null) await deleteLimit(tx, demand.grantedLimitId);
      await deleteDemand(tx, id);
      return { result: id, action: 'delete-service-limit-demand', target: `limit-demand:${id}`, before: demand, after: null };
    });
    return { id };
  });
}

