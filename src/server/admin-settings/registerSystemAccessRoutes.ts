// Setting section 9012, system access operations: the accounts, searchable and filtered by role and status, and
// four changes to one account (role, disable, enable, end its sessions and tickets). Administrator sessions
// only; refusals in the error envelope (systemAccess.ts says which and why). Shapes: src/server/API.md.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '../../engine/locale/locale';
import { auditActor, istanbulTime } from '../audit/auditLog';
import { ApiError, type ApiErrorItem } from '../errors/apiError';
import { pathId } from '../http/pathId';
import { requestLocale } from '../http/requestLocale';
import type { Role } from '../identity/accounts';
import { unusableCharacters } from '../identity/formText';
import type { Store } from '../store/store';
import { fieldError, NOT_AN_OBJECT, objectBody, unknownFields, type Said } from './adminSettingsText';
import { changeAccount, listAccounts, type AccountChange, type AccountListItem, type AccountStatus, type ChangeRefusal } from './systemAccess';

export const ACCOUNTS_URL = '/app-api/admin/settings/accounts';

const ROLES: readonly Role[] = ['member', 'admin'];
const STATUSES: readonly AccountStatus[] = ['active', 'disabled'];
export const MAX_ACCOUNTS_LISTED = 200;

const REFUSALS: Record<ChangeRefusal, { status: number; code: string; said: Said }> = {
  notFound: { status: 404, code: 'NOT_FOUND', said: { tr: 'Böyle bir hesap yok.', en: 'No such account.' } },
  self: { status: 409, code: 'OWN_ACCOUNT', said: { tr: 'Kendi hesabınızı buradan değiştiremezsiniz; bunu başka bir yöneticiden isteyin.', en: 'You cannot change your own account here; ask another administrator.' } },
  lastAdmin: { status: 409, code: 'LAST_ADMIN', said: { tr: 'Bu, oturum açabilen son yönetici: önce başka bir hesabı yönetici yapın.', en: 'This is the last administrator who can sign in: make another account an administrator first.' } },
  unchanged: { status: 409, code: 'UNCHANGED', said: { tr: 'Hesap zaten bu durumda.', en: 'The account is already so.' } },
};

function parseListQuery(request: FastifyRequest, locale: Locale) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const errors: ApiErrorItem[] = unknownFields(locale, query, ['search', 'role', 'status']);
  // A parameter given twice arrives as a list: refused, not read as either value.
  for (const name of ['search', 'role', 'status']) {
    if (query[name] !== undefined && typeof query[name] !== 'string') errors.push(fieldError(locale, name, { tr: 'Bir kez verilmeli.', en: 'Must be given once.' }));
  }
  const one = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
  const search = (one('search') ?? '').trim();
  if (search.length > 200) errors.push(fieldError(locale, 'search', { tr: 'En çok 200 karakter olabilir.', en: 'At most 200 characters.' }));
  else if (unusableCharacters(search)) errors.push(fieldError(locale, 'search', { tr: 'Denetim karakteri içeremez.', en: 'May not hold control characters.' }));
  const role = one('role') || null;
  if (role !== null && !ROLES.includes(role as Role)) errors.push(fieldError(locale, 'role', { tr: 'member ya da admin olmalı.', en: 'Must be member or admin.' }));
  const status = one('status') || null;
  if (status !== null && !STATUSES.includes(status as AccountStatus)) errors.push(fieldError(locale, 'status', { tr: 'active ya da disabled olmalı.', en: 'Must be active or disabled.' }));
  if (errors.length > 0) throw new ApiError(400, errors);
  return { search, role: role as Role | null, status: status as AccountStatus | null, limit: MAX_ACCOUNTS_LISTED };
}

const toAnswer = (item: AccountListItem) => ({
  ...item, createdAt: istanbulTime(item.createdAt), disabledAt: item.disabledAt === null ? null : istanbulTime(item.disabledAt),
});

function parseRole(body: unknown, locale: Locale): Role {
  const object = objectBody(body);
  if (!object) throw new ApiError(400, [{ errorCode: 'INVALID_FIELD', errorMessage: NOT_AN_OBJECT[locale] }]);
  const errors = unknownFields(locale, object, ['role']);
  if (!ROLES.includes(object.role as Role)) errors.push(fieldError(locale, 'role', { tr: 'member ya da admin olmalı.', en: 'Must be member or admin.' }));
  if (errors.length > 0) throw new ApiError(400, errors);
  return object.role as Role;
}

export function registerSystemAccessRoutes(app: FastifyInstance, { store, now }: { store: Store; now: () => Date }): void {
  app.get(ACCOUNTS_URL, async (request) => {
    const query = parseListQuery(request, requestLocale(request));
    const { total, items } = await listAccounts(store, query, now().getTime());
    return { total, limit: MAX_ACCOUNTS_LISTED, items: items.map(toAnswer) };
  });

  const change = async (request: FastifyRequest<{ Params: { id: string } }>, kind: AccountChange, role?: Role) => {
    const locale = requestLocale(request);
    const accountId = pathId(request, { tr: 'Hesap numarası bir tam sayı olmalı.', en: 'The account id must be a whole number.' });
    const result = await changeAccount(store, { change: kind, accountId, ...(role ? { role } : {}), actor: auditActor(request), now: now().getTime() });
    if (!result.ok) {
      const refusal = REFUSALS[result.refusal];
      throw new ApiError(refusal.status, [{ errorCode: refusal.code, errorMessage: refusal.said[locale] }]);
    }
    const { items } = await listAccounts(store, { search: '', role: null, status: null, limit: 1, id: result.state.id }, now().getTime());
    return toAnswer(items[0]!);
  };

  app.post<{ Params: { id: string } }>(`${ACCOUNTS_URL}/:id/role`, async (request) => {
    pathId(request, { tr: 'Hesap numarası bir tam sayı olmalı.', en: 'The account id must be a whole number.' });
    return change(request, 'role', parseRole(request.body, requestLocale(request)));
  });
  app.post<{ Params: { id: string } }>(`${ACCOUNTS_URL}/:id/disable`, async (request) => change(request, 'disable'));
  app.post<{ Params: { id: string } }>(`${ACCOUNTS_URL}/:id/enable`, async (request) => change(request, 'enable'));
  app.post<{ Params: { id: string } }>(`${ACCOUNTS_URL}/:id/revoke-sessions`, async (request) => change(request, 'revoke'));
}
