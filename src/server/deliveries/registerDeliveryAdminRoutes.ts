// /administration-service/v1/deliveries/…: every outgoing delivery (member, order, when, target, status,
// attempts, response code), a retry of one, and pausing or resuming a member's deliveries. Administrator
// sessions only; every write checked whole first and recorded in the audit log in its transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditActor, recordAudit } from '../audit/auditLog';
import { ApiError } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import type { StoreValue } from '../store/store';
import { attemptDelivery, DELIVERY_STATUSES, readDelivery, toDelivery, type DeliveryContext } from './deliveryAttempts';
import { istanbulIso, toDeliveryAnswer } from './deliveryAnswers';
import { FieldErrors, isPlainObject, unknownFields } from './inputErrors';

export const DELIVERIES_ADMIN_PATH = '/administration-service/v1/deliveries';
const admin = { config: { access: 'admin' as const } };
const MAX_LIST = 500;

function body(request: FastifyRequest, fields: string[]): { b: Record<string, unknown>; errors: FieldErrors } {
  const errors = new FieldErrors(requestLocale(request));
  // A form body parses to an object too; these calls read JSON only.
  const json = (request.headers['content-type'] ?? 'application/json').split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
  if (!json || !isPlainObject(request.body)) {
    errors.add('body', { tr: 'Gövde bir JSON nesnesi olmalı.', en: 'The body must be a JSON object.' });
    errors.throwIfAny();
  }
  const b = request.body as Record<string, unknown>;
  unknownFields(b, fields, errors);
  return { b, errors };
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const ID_TEXT = { tr: 'Pozitif bir tam sayı olmalı.', en: 'Must be a positive whole number.' };

export function registerDeliveryAdminRoutes(app: FastifyInstance, context: DeliveryContext, now: () => Date): void {
  const { store } = context;

  app.post(`${DELIVERIES_ADMIN_PATH}/get-deliveries`, admin, async (request) => {
    const { b, errors } = body(request, ['status', 'accountId']);
    if (b.status !== undefined && !(DELIVERY_STATUSES as readonly unknown[]).includes(b.status)) errors.add('status', { tr: `Durum şunlardan biri olmalı: ${DELIVERY_STATUSES.join(', ')}.`, en: `The status must be one of: ${DELIVERY_STATUSES.join(', ')}.` });
    if (b.accountId !== undefined && !isId(b.accountId)) errors.add('accountId', ID_TEXT);
    errors.throwIfAny();
    const where: string[] = [];
    const params: StoreValue[] = [];
    if (b.status !== undefined) { params.push(b.status as string); where.push(`d.status = $${params.length}`); }
    if (b.accountId !== undefined) { params.push(b.accountId as number); where.push(`d.account_id = $${params.length}`); }
    params.push(MAX_LIST);
    const rows = await store.query(
      `SELECT d.*, a.email, o.order_json, p.account_id AS paused_account FROM deliveries AS d
       LEFT JOIN accounts AS a ON a.id = d.account_id LEFT JOIN delivery_orders AS o ON o.id = d.order_id
       LEFT JOIN delivery_paused_members AS p ON p.account_id = d.account_id
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY d.created_at DESC, d.id DESC LIMIT $${params.length}`,
      params,
    );
    return {
      items: rows.map((row) => ({
        ...toDeliveryAnswer(toDelivery(row)),
        memberEmail: row.email === null ? null : String(row.email),
        orderName: row.order_json === null ? null : String((JSON.parse(String(row.order_json)) as { name: string }).name),
        memberPaused: row.paused_account !== null,
      })),
    };
  });

  // Tries it again now, from its first attempt: for a delivery that failed, waits for its next try, or was held.
  app.post(`${DELIVERIES_ADMIN_PATH}/retry-delivery`, admin, async (request) => {
    const { b, errors } = body(request, ['id']);
    if (!isId(b.id)) errors.add('id', ID_TEXT);
    errors.throwIfAny();
    const delivery = await readDelivery(store, b.id as number);
    const tr = requestLocale(request) === 'tr';
    if (!delivery) throw new ApiError(404, [{ errorCode: 'DELIVERY_NOT_FOUND', errorMessage: tr ? 'Böyle bir gönderim yok.' : 'There is no such delivery.' }]);
    if (delivery.status === 'delivered') throw new ApiError(400, [{ errorCode: 'ALREADY_DELIVERED', errorMessage: tr ? 'Bu gönderim zaten ulaştı.' : 'This delivery has already arrived.' }]);
    const at = now();
    await store.transaction(async (tx) => {
      await tx.query("UPDATE deliveries SET status = 'retrying', attempts = 0, next_attempt_at = $2 WHERE id = $1", [delivery.id, at.getTime()]);
      await recordAudit(tx, auditActor(request), at.getTime(), [{ action: 'retry-delivery', target: `delivery:${delivery.id}`, before: { status: delivery.status, attempts: delivery.attempts }, after: { status: 'retrying', attempts: 0 } }]);
    });
    return toDeliveryAnswer(await attemptDelivery(context, { ...delivery, status: 'retrying', attempts: 0 }, at));
  });

  app.post(`${DELIVERIES_ADMIN_PATH}/get-paused-members`, admin, async (request) => {
    body(request, []).errors.throwIfAny();
    const rows = await store.query('SELECT p.account_id, p.paused_at, a.email FROM delivery_paused_members AS p LEFT JOIN accounts AS a ON a.id = p.account_id ORDER BY p.paused_at DESC');
    return { items: rows.map((r) => ({ accountId: Number(r.account_id), email: r.email === null ? null : String(r.email), pausedAt: istanbulIso(Number(r.paused_at)) })) };
  });

  // While paused, the member's orders still come due, but each delivery is 'held', not sent.
  app.post(`${DELIVERIES_ADMIN_PATH}/pause-member`, admin, async (request) => {
    const { b, errors } = body(request, ['accountId', 'paused']);
    if (!isId(b.accountId)) errors.add('accountId', ID_TEXT);
    if (typeof b.paused !== 'boolean') errors.add('paused', { tr: 'true ya da false olmalı.', en: 'Must be true or false.' });
    errors.throwIfAny();
    const accountId = b.accountId as number;
    const [account] = await store.query('SELECT email FROM accounts WHERE id = $1', [accountId]);
    const tr = requestLocale(request) === 'tr';
    if (!account) throw new ApiError(404, [{ errorCode: 'ACCOUNT_NOT_FOUND', errorMessage: tr ? 'Böyle bir üye yok.' : 'There is no such member.' }]);
    const at = now().getTime();
    await store.transaction(async (tx) => {
      const before = (await tx.query('SELECT 1 AS x FROM delivery_paused_members WHERE account_id = $1', [accountId])).length > 0;
      await tx.query('DELETE FROM delivery_paused_members WHERE account_id = $1', [accountId]);
      if (b.paused) await tx.query('INSERT INTO delivery_paused_members (account_id, paused_at) VALUES ($1, $2)', [accountId, at]);
      await recordAudit(tx, auditActor(request), at, [{ action: 'pause-member-deliveries', target: `account:${accountId}`, before: { paused: before }, after: { paused: b.paused } }]);
    });
    return { accountId, email: String(account.email), paused: b.paused };
  });
}
