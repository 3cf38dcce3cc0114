// /app-api/member/alerts: a signed-in member's alert rules (list, create, edit, delete) and what they raised
// (firings, newest first: the app shows them among its notifications). Another member's rule is 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/apiError';
import { pathId } from '../http/pathId';
import { requestLocale } from '../http/requestLocale';
import { istanbulIso } from '../deliveries/deliveryAnswers';
import type { OrderableReports } from '../deliveries/reportBody';
import { accountIdOf } from '../deliveries/registerOrderRoutes';
import type { Store } from '../store/store';
import { parseAlertInput } from './alertInput';
import { createRule, deleteRule, listFirings, listRules, MAX_RULES, readRule, updateRule, type StoredAlertRule } from './alertRules';

export const ALERTS_PATH = '/app-api/member/alerts';
const member = { config: { access: 'member' as const } };
const RULE_ID = { tr: 'Kural numarası pozitif bir tam sayı olmalı.', en: 'The rule id must be a positive whole number.' };

const toAnswer = (rule: StoredAlertRule) => ({
  id: rule.id, name: rule.name, reportId: rule.reportId, column: rule.column, aggregate: rule.aggregate, comparator: rule.comparator,
  threshold: rule.threshold, filters: rule.filters, paused: rule.paused,
});

export function registerAlertRoutes(app: FastifyInstance, { store, reports, now }: { store: Store; reports: OrderableReports; now: () => Date }): void {
  async function ownRule(request: FastifyRequest<{ Params: { id: string } }>): Promise<StoredAlertRule> {
    const rule = await readRule(store, pathId(request, RULE_ID));
    if (!rule || rule.accountId !== accountIdOf(request)) {
      const tr = requestLocale(request) === 'tr';
      throw new ApiError(404, [{ errorCode: 'ALERT_NOT_FOUND', errorMessage: tr ? 'Böyle bir uyarı kuralınız yok.' : 'You have no such alert rule.' }]);
    }
    return rule;
  }

  app.get(ALERTS_PATH, member, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { items: (await listRules(store, accountIdOf(request))).map(toAnswer) };
  });

  app.post(ALERTS_PATH, member, async (request, reply) => {
    const locale = requestLocale(request);
    const input = parseAlertInput(request.body, reports, locale, now());
    const accountId = accountIdOf(request);
    if ((await listRules(store, accountId)).length >= MAX_RULES) {
      throw new ApiError(400, [{ errorCode: 'TOO_MANY_ALERTS', errorMessage: locale === 'tr' ? `En çok ${MAX_RULES} kural tutulabilir; önce birini silin.` : `At most ${MAX_RULES} rules can be kept; delete one first.` }]);
    }
    return reply.code(201).send(toAnswer(await createRule(store, accountId, input, now().getTime())));
  });

  app.put<{ Params: { id: string } }>(`${ALERTS_PATH}/:id`, member, async (request) => {
    const rule = await ownRule(request);
    const input = parseAlertInput(request.body, reports, requestLocale(request), now());
    return toAnswer(await updateRule(store, rule.id, input, now().getTime()));
  });

  app.delete<{ Params: { id: string } }>(`${ALERTS_PATH}/:id`, member, async (request, reply) => {
    await deleteRule(store, (await ownRule(request)).id);
    return reply.code(204).send();
  });

  app.get(`${ALERTS_PATH}/firings`, member, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const firings = await listFirings(store, accountIdOf(request));
    return { items: firings.map((f) => ({ ...f, firedAt: istanbulIso(f.firedAt) })) };
  });
}
