// A signed-in member's report defaults (/app-api/member/parameters): read them (GET), and save them whole (POST).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLocale } from '../http/requestLocale';
import type { Store } from '../store/store';
import { parseMemberParameters, readMemberParameters, saveMemberParameters } from './memberParameters';

export const MEMBER_PARAMETERS = '/app-api/member/parameters';

function accountIdOf(request: FastifyRequest): number {
  if (request.principal.kind !== 'account') throw new Error('access control let a visitor through to a member route');
  return request.principal.account.id;
}

export function registerMemberParameterRoutes(app: FastifyInstance, { store, now }: { store: Store; now: () => Date }): void {
  const member = { config: { access: 'member' as const } };

  app.get(MEMBER_PARAMETERS, member, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return readMemberParameters(store, accountIdOf(request));
  });

  app.post(MEMBER_PARAMETERS, member, async (request) => {
    const parameters = parseMemberParameters(request.body, requestLocale(request));
    await saveMemberParameters(store, accountIdOf(request), parameters, now().getTime());
    return parameters;
  });
}
