// Who is calling: a visitor, or an account reached through a browser session (cookie) or a web-service ticket
// (TGT header). Resolved once per request, before any access check.
import type { Account } from './accounts';
import type { Session } from './sessions';

export type Principal =
  | { kind: 'visitor'; rejectedTicket: boolean }
  | { kind: 'account'; account: Account; via: 'session'; session: Session }
  | { kind: 'account'; account: Account; via: 'ticket' };

export type Access = 'public' | 'data' | 'member' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal;
    /** Rows a data call answered, for its usage record; set by the data, lookup and export routes. */
    usageRows: number | null;
  }
  interface FastifyInstance {
    /** Every route with its access level, in registration order (for the security tests and the docs). */
    routeAccessList: { method: string; url: string; access: Access }[];
  }
  interface FastifyContextConfig {
    /** Who may call the route; derived from its path when not given (see routeAccess.ts). */
    access?: Access;
  }
}

export const VISITOR: Principal = { kind: 'visitor', rejectedTicket: false };

export function isAdminSession(principal: Principal): boolean {
  return principal.kind === 'account' && principal.via === 'session' && principal.session.kind === 'admin' && principal.account.role === 'admin';
}

/** The account behind an administration route; access control has already refused anyone else. */
export function adminAccountId(principal: Principal): number {
  if (principal.kind !== 'account') throw new Error('access control let a visitor through to an administration route');
  return principal.account.id;
}
