// GET /administration-service/v1/settings/platform-facts: the values the read-only setting sections show
// (process parameters, configuration parameters, summer/winter time, SMS and e-mail). Administrators only.
import type { FastifyInstance } from 'fastify';
import { platformFacts, type PlatformConfiguration } from './platformFacts';

export const PLATFORM_FACTS_PATH = '/administration-service/v1/settings/platform-facts';

export function registerPlatformFactsRoute(app: FastifyInstance, configuration: PlatformConfiguration): void {
  const answer = platformFacts(configuration);
  app.get(PLATFORM_FACTS_PATH, { config: { access: 'admin' } }, async () => answer);
}
