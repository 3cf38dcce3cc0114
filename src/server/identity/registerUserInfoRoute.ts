// What the app needs to know about its caller: the name of a signed-in member (null = anonymous), whether the
// session is an administrator session, whether reports are open to visitors, and the CSRF token its sign-out
// form posts back.
import type { FastifyInstance } from 'fastify';
import type { UserInfo } from '../../engine/app-api/appApiTypes';
import { CSRF_COOKIE, setCsrfCookie } from './cookies';
import { isAdminSession } from './principal';
import { randomToken } from './secretToken';

export function registerUserInfoRoute(app: FastifyInstance, { publicData }: { publicData: () => boolean }): void {
  app.get('/app-api/user-info', async (request, reply): Promise<UserInfo> => {
    let csrfToken = request.cookies[CSRF_COOKIE];
    if (!csrfToken || csrfToken.length < 20) {
      csrfToken = randomToken();
      setCsrfCookie(request, reply, csrfToken);
    }
    reply.header('cache-control', 'no-store');
    const principal = request.principal;
    const account = principal.kind === 'account' && principal.via === 'session' ? principal.account : undefined;
    return {
      name: account?.name ?? null,
      surname: account?.surname ?? null,
      role: account?.role ?? 'visitor',
      adminSession: isAdminSession(principal),
      publicData: publicData(),
      csrfToken,
    };
  });
}
