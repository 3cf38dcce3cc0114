// Refuses the API to a blocked client address, before anything else looks at the request (registered before
// identity in app.ts, so not even a session or ticket is read): the data services, the app API (administration
// included), the ticket service and the administration service answer 403 with the error envelope. The identity
// pages and the app's own files stay reachable, so a blocked visitor can read why. The check is the in-memory
// matcher (blockedAddressMatcher.ts): no query per request.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/apiError';
import { requestLocale } from '../http/requestLocale';
import type { BlockedAddresses } from './blockedAddresses';

export const GUARDED_PREFIXES = ['/electricity-service/', '/natural-gas-service/', '/reporting-service/', '/app-api/', '/cas/', '/administration-service/'];

export function registerAddressGuard(app: FastifyInstance, blocked: BlockedAddresses, now: () => Date): void {
  app.addHook('onRequest', async (request) => {
    if (!GUARDED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    const block = blocked.match(request.ip, now().getTime());
    if (!block) return;
    const tr = requestLocale(request) === 'tr';
    throw new ApiError(403, [{
      errorCode: 'ADDRESS_BLOCKED',
      errorMessage: tr
        ? `Bu adresten (${request.ip}) gelen istekler yönetici kararıyla engellendi. Bir yanlışlık olduğunu düşünüyorsanız yardım masasına yazın.`
        : `Requests from this address (${request.ip}) are blocked by the administrators. If you think this is a mistake, write to the help desk.`,
    }]);
  });
}
