// The administration settings' routes, one registration per setting section (README.md lists them). The
// blocked-address guard is registered separately, before identity (app.ts), so that it runs first.
import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/store';
import type { BlockedAddresses } from './blockedAddresses';
import type { PlatformConfiguration } from './platformFacts';
import { registerPlatformFactsRoute } from './registerPlatformFactsRoute';
import { registerBlockedAddressRoutes } from './registerBlockedAddressRoutes';
import { registerSystemAccessRoutes } from './registerSystemAccessRoutes';
import type { PlatformSettings } from './platformSettings';
import { registerPlatformSettingsRoutes, type MailTransport } from './registerPlatformSettingsRoutes';
import type { Mailer } from '../identity/mailer';

export interface AdminSettingsOptions {
  store: Store; now: () => Date; blocked: BlockedAddresses; configuration: PlatformConfiguration;
  platformSettings: PlatformSettings; mailer: Mailer; mailTransport: MailTransport;
}

export function registerAdminSettings(app: FastifyInstance, options: AdminSettingsOptions): void {
  registerBlockedAddressRoutes(app, options);
  registerSystemAccessRoutes(app, options);
  registerPlatformFactsRoute(app, options.configuration, options.platformSettings);
  registerPlatformSettingsRoutes(app, { settings: options.platformSettings, now: options.now, mailer: options.mailer, mailTransport: options.mailTransport });
}
