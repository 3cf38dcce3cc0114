// Setting section 9013, blocked IP addresses: list, add and remove the blocks the address guard enforces
// (registerAddressGuard.ts). Administrator sessions only; every write is checked whole and audited in its
// transaction. Shapes: src/server/API.md, "Administration settings".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditActor, istanbulTime, recordAudit } from '../audit/auditLog';
import { ApiError } from '../errors/apiError';
import { pathId } from '../http/pathId';
import { requestLocale } from '../http/requestLocale';
import { parseNewBlock } from './blockedAddressInput';
import type { BlockedAddresses, BlockRow } from './blockedAddresses';

export const BLOCKED_ADDRESSES_URL = '/app-api/admin/settings/blocked-addresses';

export interface BlockAnswer { id: number; range: string; reason: string; expiresAt: string | null; expired: boolean; createdAt: string; createdBy: string }

function toAnswer(row: BlockRow, now: number): BlockAnswer {
  return {
    id: row.id, range: row.range, reason: row.reason,
    expiresAt: row.expiresAt === null ? null : istanbulTime(row.expiresAt), expired: row.expiresAt !== null && row.expiresAt <= now,
    createdAt: istanbulTime(row.createdAt), createdBy: row.createdBy,
  };
}

const auditState = (row: BlockRow) => ({ range: row.range, reason: row.reason, expiresAt: row.expiresAt === null ? null : istanbulTime(row.expiresAt) });

export function registerBlockedAddressRoutes(app: FastifyInstance, { blocked, now }: { blocked: BlockedAddresses; now: () => Date }): void {
  app.get(BLOCKED_ADDRESSES_URL, async (request) => {
    const at = now().getTime();
    // The caller's own address, as the guard sees it: the screen shows it, so nobody guesses which range is theirs.
    return { yourAddress: request.ip, items: blocked.list().map((row) => toAnswer(row, at)) };
  });

  app.post(BLOCKED_ADDRESSES_URL, async (request: FastifyRequest, reply) => {
    const at = now().getTime();
    const block = parseNewBlock(request.body, { locale: requestLocale(request), clientAddress: request.ip, now: at, existing: blocked.list().map((b) => b.range) });
    const actor = auditActor(request);
    const row = await blocked.add(block, actor.email, at, (tx, added) => recordAudit(tx, actor, at, [{ action: `POST ${BLOCKED_ADDRESSES_URL}`, target: `blocked-address:${added.id}`, before: null, after: auditState(added) }]));
    return reply.code(201).send(toAnswer(row, at));
  });

  app.post<{ Params: { id: string } }>(`${BLOCKED_ADDRESSES_URL}/:id/remove`, async (request) => {
    const id = pathId(request, { tr: 'Engel numarası bir tam sayı olmalı.', en: 'The block id must be a whole number.' });
    const at = now().getTime();
    const actor = auditActor(request);
    const removed = await blocked.remove(id, (tx, gone) => recordAudit(tx, actor, at, [{ action: `POST ${BLOCKED_ADDRESSES_URL}/:id/remove`, target: `blocked-address:${gone.id}`, before: auditState(gone), after: null }]));
    if (!removed) throw new ApiError(404, [{ errorCode: 'NOT_FOUND', errorMessage: requestLocale(request) === 'tr' ? 'Böyle bir engel yok.' : 'No such block.' }]);
    return { id: removed.id, range: removed.range };
  });
}
