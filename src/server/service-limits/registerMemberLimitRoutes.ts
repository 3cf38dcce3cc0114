// A signed-in member's own limits (/app-api/member/limits/…): what holds for them now and why, the limits that
// apply to them (their own, their organisation's, the default) with their states, their demands, and a new
// demand (a higher limit, or a change to one of their own limits) with a reason. Members only, by session or
// ticket; no one sees another member's limits.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import type { Store } from '../store/store';
import { toDemandItem, toLimitItem } from './limitAnswers';
import { parseDemandInput } from './limitInput';
import { organizationKey } from './limitRules';
import { insertDemand, readAccountsBrief, readDemand, readDemands, readLimits } from './limitRows';
import type { ServiceLimits } from './serviceLimits';

export const MEMBER_LIMITS = '/app-api/member/limits';

interface Options { store: Store; limits: ServiceLimits; now: () => Date }

/** Demands a member may have waiting at once: enough to correct one, not enough to flood the administrators. */
const PENDING_MAX = 3;

function memberOf(request: FastifyRequest) {
  if (request.principal.kind !== 'account') throw new Error('access control let a visitor through to a member route');
  return request.principal.account;
}

export function registerMemberLimitRoutes(app: FastifyInstance, { store, limits, now }: Options): void {
  const member = { config: { access: 'member' as const } };

  app.get(MEMBER_LIMITS, member, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const account = memberOf(request);
    const at = now().getTime();
    const [rows, accounts] = await Promise.all([readLimits(store), readAccountsBrief(store)]);
    const org = organizationKey(account.organization);
    const mine = rows.filter((row) => row.scope === 'default' || (row.scope === 'user' && row.accountId === account.id)
      || (row.scope === 'organization' && org !== '' && organizationKey(row.organization ?? '') === org));
    return { inForce: limits.inForce(account.id, at), serverPerMinute: limits.serverPerMinute, items: mine.map((row) => toLimitItem(row, rows, accounts, at)) };
  });

  app.get(`${MEMBER_LIMITS}/demands`, member, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const account = memberOf(request);
    const at = now().getTime();
    const [demands, rows, accounts] = await Promise.all([readDemands(store, account.id), readLimits(store), readAccountsBrief(store)]);
    return { items: demands.map((d) => toDemandItem(d, rows, accounts, at)) };
  });

  app.post(`${MEMBER_LIMITS}/demands`, member, async (request, reply) => {
    const locale = requestLocale(request);
    const input = parseDemandInput(request.body, locale);
    const account = memberOf(request);
    if (input.limitId !== null && !(await readLimits(store)).some((l) => l.id === input.limitId && l.scope === 'user' && l.accountId === account.id)) {
      throw new ApiError(400, [{ errorCode: 'INVALID_FIELD', errorMessage: locale === 'tr' ? 'limitId: Size verilmiş böyle bir sınır yok.' : 'limitId: You have no such limit of your own.' }]);
    }
    const pending = (await readDemands(store, account.id)).filter((d) => d.decision === null).length;
    if (pending >= PENDING_MAX) {
      throw new ApiError(409, [{ errorCode: 'TOO_MANY_PENDING_DEMANDS', errorMessage: locale === 'tr'
        ? `Yanıt bekleyen ${PENDING_MAX} talebiniz var; yenisini bunlardan biri yanıtlanınca gönderebilirsiniz.`
        : `You have ${PENDING_MAX} demands waiting for an answer; you can send another once one of them is answered.` }]);
    }
    const id = await insertDemand(store, { accountId: account.id, ...input }, now().getTime());
    const [demand, rows, accounts] = await Promise.all([readDemand(store, id), readLimits(store), readAccountsBrief(store)]);
    reply.code(201);
    return { item: toDemandItem(demand!, rows, accounts, now().getTime()) };
  });
}
