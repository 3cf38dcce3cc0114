// /app-api/member/orders: a signed-in member's scheduled exports: list, create, edit (pausing is an edit),
// delete, run now, the last runs, and a new webhook secret (shown once). Another member's order is 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolvePreset } from '../../engine/request/resolvePreset';
import { ApiError } from '../errors/apiError';
import { pathId } from '../http/pathId';
import { requestLocale } from '../http/requestLocale';
import { deliverOrder, orderDeliveries, type DeliveryContext } from './deliveryAttempts';
import { toDeliveryAnswer, toOrderAnswer } from './deliveryAnswers';
import { isPlainObject } from './inputErrors';
import { parseOrderInput } from './orderInput';
import { countOrders, createOrder, deleteOrder, listOrders, MAX_ORDERS, readOrder, updateOrder, type StoredOrder } from './orders';
import { ORDER_RANGES } from './reportBody';
import { readSecret, renewSecret } from './webhookSecrets';

export const ORDERS_PATH = '/app-api/member/orders';
const member = { config: { access: 'member' as const } };
const ORDER_ID = { tr: 'İstek numarası pozitif bir tam sayı olmalı.', en: 'The order id must be a positive whole number.' };

export function accountIdOf(request: FastifyRequest): number {
  if (request.principal.kind !== 'account') throw new Error('access control let a visitor through to a member route');
  return request.principal.account.id;
}

export function registerOrderRoutes(app: FastifyInstance, context: DeliveryContext, now: () => Date): void {
  async function ownOrder(request: FastifyRequest<{ Params: { id: string } }>): Promise<StoredOrder> {
    const order = await readOrder(context.store, pathId(request, ORDER_ID));
    if (!order || order.accountId !== accountIdOf(request)) {
      const tr = requestLocale(request) === 'tr';
      throw new ApiError(404, [{ errorCode: 'ORDER_NOT_FOUND', errorMessage: tr ? 'Böyle bir isteğiniz yok.' : 'You have no such order.' }]);
    }
    return order;
  }
  const parse = (request: FastifyRequest) => parseOrderInput(request.body, { reports: context.reports, locale: requestLocale(request), now: now(), allowPrivateTargets: context.allowPrivateTargets });

  app.get(ORDERS_PATH, member, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const accountId = accountIdOf(request);
    const orders = await listOrders(context.store, accountId);
    const items = await Promise.all(orders.map(async (o) => toOrderAnswer(o, (await orderDeliveries(context.store, o.id, 1))[0])));
    const secret = await readSecret(context.store, accountId);
    return { items, ranges: ORDER_RANGES, webhookSecretSet: secret !== undefined };
  });

  app.post(ORDERS_PATH, member, async (request, reply) => {
    const input = parse(request);
    const accountId = accountIdOf(request);
    if (await countOrders(context.store, accountId) >= MAX_ORDERS) {
      const tr = requestLocale(request) === 'tr';
      throw new ApiError(400, [{ errorCode: 'TOO_MANY_ORDERS', errorMessage: tr ? `En çok ${MAX_ORDERS} istek tutulabilir; önce birini silin.` : `At most ${MAX_ORDERS} orders can be kept; delete one first.` }]);
    }
    const order = await createOrder(context.store, accountId, input, now().getTime());
    return reply.code(201).send(toOrderAnswer(order, undefined));
  });

  app.put<{ Params: { id: string } }>(`${ORDERS_PATH}/:id`, member, async (request) => {
    const order = await ownOrder(request);
    const input = parse(request);
    return toOrderAnswer(await updateOrder(context.store, order.id, input, now().getTime()), (await orderDeliveries(context.store, order.id, 1))[0]);
  });

  app.delete<{ Params: { id: string } }>(`${ORDERS_PATH}/:id`, member, async (request, reply) => {
    const order = await ownOrder(request);
    await deleteOrder(context.store, order.id);
    return reply.code(204).send();
  });

  // Runs at once, for the order's range as of now, whatever its schedule or pause: the member asked.
  app.post<{ Params: { id: string } }>(`${ORDERS_PATH}/:id/run`, member, async (request) => {
    const order = await ownOrder(request);
    const at = now();
    return toDeliveryAnswer(await deliverOrder(context, order, resolvePreset(order.range, at), 'runNow', at));
  });

  app.get<{ Params: { id: string } }>(`${ORDERS_PATH}/:id/runs`, member, async (request, reply) => {
    const order = await ownOrder(request);
    reply.header('cache-control', 'no-store');
    return { items: (await orderDeliveries(context.store, order.id, 20)).map(toDeliveryAnswer) };
  });

  // The secret is in this answer only; asking again replaces it (the old one stops signing at once).
  app.post(`${ORDERS_PATH}/webhook-secret`, member, async (request, reply) => {
    if (!isPlainObject(request.body) || Object.keys(request.body).length > 0) {
      const tr = requestLocale(request) === 'tr';
      throw new ApiError(400, [{ errorCode: 'INVALID_FIELD', errorMessage: tr ? 'Bu çağrı parametre almaz; boş bir nesne ({}) gönderin.' : 'This call takes no parameters; send an empty object ({}).' }]);
    }
    reply.header('cache-control', 'no-store');
    return { secret: await renewSecret(context.store, accountIdOf(request), now().getTime()) };
  });
}
