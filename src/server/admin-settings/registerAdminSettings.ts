// The administration settings' routes, one registration per setting section (README.md lists them). The
// blocked-address guard is registered separately, before identity (app.ts), so that it runs first.
import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/store';
import type { BlockedAddresses } from './blockedAddresses';
import type { PlatformConfiguration } from './platformFacts';
import { registerPlatformFactsRoute } from './registerPlatformFactsRoute';
import { registerBlockedAddressRoutes } from './registerBlockedAddressRoutes';
import { registerSystemAccessRoutes } from './registerSystemAccessRoutes';

export interface AdminSettingsOptions { store: Store; now: () => Date; blocked: BlockedAddresses; configuration: PlatformConfiguration }

export function registerAdminSettings(app: FastifyInstance, options: AdminSettingsOptions): void {
  registerBlockedAddressRoutes(app, options);
  registerSystemAccessRoutes(app, options);
  registerPlatformFactsRoute(app, options.configuration);
}
