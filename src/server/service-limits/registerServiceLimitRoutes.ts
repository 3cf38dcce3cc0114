// The web-service limit calls: the administration's and the members' own. The limits themselves are opened
// before identity (app.ts) because the rate limiter reads them on every data call.
import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/store';
import { registerLimitAdminRoutes } from './registerLimitAdminRoutes';
import { registerMemberLimitRoutes } from './registerMemberLimitRoutes';
import type { ServiceLimits } from './serviceLimits';

export function registerServiceLimitRoutes(app: FastifyInstance, options: { store: Store; limits: ServiceLimits; now: () => Date }): void {
  registerLimitAdminRoutes(app, options);
  registerMemberLimitRoutes(app, options);
  app.addHook('onClose', async () => options.limits.close());
}
