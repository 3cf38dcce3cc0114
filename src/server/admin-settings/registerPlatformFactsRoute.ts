// GET /administration-service/v1/settings/platform-facts: the values the read-only setting sections show
// (process parameters, configuration parameters, summer/winter time, SMS and e-mail). Administrators only.
import type { FastifyInstance } from 'fastify';
import { platformFacts, type PlatformConfiguration } from './platformFacts';
import type { PlatformSettings } from './platformSettings';

export const PLATFORM_FACTS_PATH = '/administration-service/v1/settings/platform-facts';

/** The publication times and the links and public access are the administrator's, read at each call (9010, 9011). */
export function registerPlatformFactsRoute(app: FastifyInstance, configuration: PlatformConfiguration, settings: PlatformSettings): void {
  app.get(PLATFORM_FACTS_PATH, { config: { access: 'admin' } }, async () => {
    const { helpDesk, social, publicData } = settings.configuration();
    return platformFacts({ ...configuration, links: { helpDesk, social }, publicData });
  });
}
