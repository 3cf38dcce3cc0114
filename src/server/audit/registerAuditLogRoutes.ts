// The audit log for administrators: GET /app-api/admin/audit-log?limit&offset&action&account (newest first) and
// GET /app-api/admin/audit-log/export?action&account (CSV of every matching record, up to EXPORT_LIMIT). `account`
// finds the records whose account e-mail, account number or target holds the text.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import type { Store } from '../store/store';
import { PLAIN_CSV_TYPE, plainCsv } from '../administration/plainCsv';
import { listAuditEntries } from './auditLog';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 500;
const EXPORT_LIMIT = 100_000;
const ACTION = /^[A-Za-z0-9 /:_.-]{1,120}$/;

interface AuditQueryString { limit?: string; offset?: string; action?: string; account?: string }

function wholeNumber(raw: string | undefined, fallback: number, max: number, name: string, request: FastifyRequest): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || value > max) {
    const tr = requestLocale(request) === 'tr';
    throw new ApiError(400, [{ errorCode: 'INVALID_REQUEST', errorMessage: tr ? `${name} 0 ile ${max} arasında bir tam sayı olmalı.` : `${name} must be a whole number from 0 to ${max}.` }]);
  }
  return value;
}

function actionOf(request: FastifyRequest<{ Querystring: AuditQueryString }>): string | undefined {
  const action = request.query.action;
  if (action === undefined || action === '') return undefined;
  if (!ACTION.test(action)) {
    const tr = requestLocale(request) === 'tr';
    throw new ApiError(400, [{ errorCode: 'INVALID_REQUEST', errorMessage: tr ? 'action bir işlem adı olmalı (harf, rakam, boşluk, / : _ . -; en çok 120 karakter).' : 'action must be a call name (letters, digits, space, / : _ . -; at most 120 characters).' }]);
  }
  return action;
}

/** Printable text of at most 120 characters (no control characters, which no e-mail or target holds). */
function accountOf(request: FastifyRequest<{ Querystring: AuditQueryString }>): string | undefined {
  const raw: unknown = request.query.account;
  if (raw === undefined) return undefined;
  const account = typeof raw === 'string' ? raw.trim() : undefined;
  if (account === '') return undefined;
  if (account === undefined || account.length > 120 || [...account].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) {
    const tr = requestLocale(request) === 'tr';
    throw new ApiError(400, [{ errorCode: 'INVALID_REQUEST', errorMessage: tr ? 'account en çok 120 karakterlik, denetim karakteri içermeyen tek bir metin olmalı.' : 'account must be one text of at most 120 characters without control characters.' }]);
  }
  return account;
}

const filtersOf = (request: FastifyRequest<{ Querystring: AuditQueryString }>) => {
  const action = actionOf(request);
  const account = accountOf(request);
  return { ...(action ? { action } : {}), ...(account ? { account } : {}) };
};

export function registerAuditLogRoutes(app: FastifyInstance, { store }: { store: Store }): void {
  app.get<{ Querystring: AuditQueryString }>('/app-api/admin/audit-log', async (request) => {
    const limit = wholeNumber(request.query.limit, DEFAULT_LIMIT, MAX_LIMIT, 'limit', request);
    const offset = wholeNumber(request.query.offset, 0, 1_000_000_000, 'offset', request);
    return { limit, offset, ...(await listAuditEntries(store, { limit, offset, ...filtersOf(request) })) };
  });

  app.get<{ Querystring: AuditQueryString }>('/app-api/admin/audit-log/export', async (request, reply) => {
    const locale = requestLocale(request);
    const { items } = await listAuditEntries(store, { limit: EXPORT_LIMIT, offset: 0, ...filtersOf(request) });
    const header = locale === 'tr'
      ? ['Kayıt', 'Zaman', 'Hesap', 'E-posta', 'İşlem', 'Hedef', 'Önceki', 'Sonraki']
      : ['Record', 'Time', 'Account', 'E-mail', 'Call', 'Target', 'Before', 'After'];
    const rows = items.map((e) => [e.id, e.at, e.accountId, e.email, e.action, e.target, JSON.stringify(e.before), JSON.stringify(e.after)]);
    return reply.header('content-type', PLAIN_CSV_TYPE).header('content-disposition', 'attachment; filename="audit-log.csv"').send(plainCsv(header, rows, locale));
  });
}
