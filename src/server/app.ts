// Builds the Fastify application: report routes from descriptors, lookups, page settings, the app API
// and the browser app, all on one port. Everything it needs is passed in, so tests build it in memory.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import type { ReportDescriptor } from '../../schemas/report.schema';
import { registerAnnouncementRoutes } from './announcements/registerAnnouncementRoutes';
import { registerContentPageRoutes } from './content-pages/registerContentPageRoutes';
import { BlockedAddresses } from './admin-settings/blockedAddresses';
import { registerAddressGuard } from './admin-settings/registerAddressGuard';
import { registerAdminSettings } from './admin-settings/registerAdminSettings';
import { PlatformSettings } from './admin-settings/platformSettings';
import { templatedMailer } from './admin-settings/templatedMailer';
import { registerMediaRoutes } from './media/registerMediaRoutes';
import { registerPageDataRoutes } from './administration/registerPageDataRoutes';
import { registerUploadRoutes } from './administration/uploads/registerUploadRoutes';
import { registerAdminMenuRoutes } from './administration/menu/registerAdminMenuRoutes';
import { registerScreenSettingsRoutes } from './screen-settings/registerScreenSettingsRoutes';
import { registerContracts } from './contracts/registerContracts';
import { registerAuditLogRoutes } from './audit/registerAuditLogRoutes';
import { registerOpenApiRoutes } from './openapi/registerOpenApiRoutes';
import { registerBulletins } from './bulletins/publication/registerBulletinRoutes';
import { createBulletinRenderer } from './bulletins/content/renderBulletin';
import { registerMemberParameterRoutes } from './member-parameters/registerMemberParameterRoutes';
import { registerServiceLimitRoutes } from './service-limits/registerServiceLimitRoutes';
import { ServiceLimits } from './service-limits/serviceLimits';
import { registerStatisticsRoutes } from './statistics/registerStatisticsRoutes';
import { registerOverviewRoute } from './admin-overview/registerOverviewRoute';
import { readSiteLinks, registerAppApiRoutes, type DataFacts, type SiteLinks } from './app-api/registerAppApiRoutes';
import { registerDashboardRoutes } from './dashboard/registerDashboardRoutes';
import { registerDeliveries } from './deliveries/registerDeliveries';
import { frameworkErrorHandler } from './errors/frameworkErrorHandler';
import { registerErrorHandler } from './errors/registerErrorHandler';
import { createAnswerCache } from './cache/answerCache';
import { registerAnswerCache } from './cache/registerAnswerCache';
import { createRenderPool, type RenderPool } from './exports/renderPool';
import { createMailer, DEFAULT_MAIL_FROM, type Mailer } from './identity/mailer';
import { registerIdentity } from './identity/registerIdentity';
import { createUsageRecorder } from './identity/usageRecorder';
import { notFoundError } from './http/notFoundError';
import { redactUrl } from './http/redactUrl';
import { registerHttpGuards } from './http/registerHttpGuards';
import { securityHeaders, shellScriptHashes } from './http/securityHeaders';
import { registerRobotsTxt } from './http/registerRobotsTxt';
import { createShellRenderer } from './http/shellBoot';
import { sourceMapsServed } from './http/sourceMaps';
import { registerLookupRoutes } from './lookups/registerLookupRoutes';
import { registerMenuRoutes } from './menu/registerMenuRoutes';
import { PageOverlays } from './page-settings/pageOverlays';
import { registerPageSettingsRoutes } from './page-settings/registerPageSettingsRoutes';
import { registerPublicationRoutes } from './publication/registerPublicationRoutes';
import { registerPublicationStream } from './publication/stream/registerPublicationStream';
import { registerNoticeRoutes } from './notices/registerNoticeRoutes';
import { registerReportRoutes } from './reports/registerReportRoutes';
import type { SqlDialect } from './store/sqlDialect';
import type { Store } from './store/store';

export interface AppOptions {
  store: Store;
  dialect: SqlDialect;
  reports: readonly ReportDescriptor[];
  facts: DataFacts;
  /** The built browser app (dist/web); omitted in API-only tests. */
  webDir?: string;
  now?: () => Date;
  logger?: boolean;
  /** PUBLIC_DATA=true: visitors read reports without signing in (default: members only). */
  publicData?: boolean;
  /** Data calls per member per minute; 0 = no limit. */
  rateLimitPerMinute?: number;
  /** Sign-in and ticket attempts per client address per minute. */
  signInAttemptsPerMinute?: number;
  mailer?: Mailer;
  publicUrl?: string;
  /** Help-desk and social links shown by the app (config: HELP_DESK_URL, SOCIAL_LINKS). */
  links?: SiteLinks;
  /** Behind a reverse proxy (TRUST_PROXY): address, scheme and host from X-Forwarded-* (default: the environment). */
  trustProxy?: boolean;
  /** Where the log goes (default stdout); the security tests read it to prove no secret is written. */
  logStream?: NodeJS.WritableStream;
  /** Renders large exports off the event loop (default: sized to the machine); closed with the app. */
  renderPool?: RenderPool;
  /** Served over HTTPS: send Strict-Transport-Security (default: COOKIE_SECURE=true, as the cookies read it). */
  hsts?: boolean;
  /** Serve the app's source maps (default: outside NODE_ENV=production, or with SOURCE_MAPS=true). */
  sourceMaps?: boolean;
  /** Bytes of report answers kept in memory (ANSWER_CACHE_MB; default 64 MiB; 0 turns the cache off). */
  answerCacheBytes?: number;
}

const API_PREFIXES = ['/electricity-service/', '/natural-gas-service/', '/reporting-service/', '/app-api/', '/administration-service/', '/cas/', '/auth/', '/media/'];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const webDir = options.webDir && existsSync(options.webDir) ? options.webDir : undefined;
  const headers = securityHeaders({ hsts: options.hsts ?? process.env.COOKIE_SECURE === 'true', scriptHashes: shellScriptHashes(webDir) });
  const app = Fastify({
    // Unexpected errors and warnings (sign-in lock-outs, failed mails) are always logged; every request only when
    // asked for. Credentials never are.
    logger: {
      level: options.logger ? 'info' : 'warn',
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: ['req.headers.tgt', 'req.headers.cookie', 'req.headers.authorization'],
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
      },
    },
    // Behind a reverse proxy (TRUST_PROXY=true) the client address for throttling comes from X-Forwarded-For,
    // and the scheme and host of absolute links (publicBase.ts) from X-Forwarded-Proto and X-Forwarded-Host.
    trustProxy: options.trustProxy ?? process.env.TRUST_PROXY === 'true',
    bodyLimit: 1_048_576,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: frameworkErrorHandler(headers),
  });
  registerErrorHandler(app);
  registerHttpGuards(app, { headers, sourceMaps: options.sourceMaps ?? sourceMapsServed() });
  // Blocked client addresses are refused before identity reads a session or ticket (admin-settings/).
  const blocked = await BlockedAddresses.open(options.store, { onError: (error) => app.log.warn({ err: error }, 'blocked addresses could not be reloaded') });
  app.addHook('onClose', async () => blocked.close());
  registerAddressGuard(app, blocked, now);
  // Each member's web-service limit, read by the rate limiter on every data call (service-limits/).
  const serviceLimits = await ServiceLimits.open(options.store, options.rateLimitPerMinute ?? 600, (error) => app.log.warn({ err: error }, 'web-service limits could not be reloaded'));
  // Process, configuration and mail settings an administrator may change while the server runs (admin-settings/).
  const platformSettings = await PlatformSettings.open(options.store, { ...(options.links ?? readSiteLinks({})), publicData: options.publicData ?? false }, { onError: (error) => app.log.warn({ err: error }, 'platform settings could not be reloaded') });
  app.addHook('onClose', async () => platformSettings.close());
  const mailer = templatedMailer(options.mailer ?? createMailer(), platformSettings);
  // First, so that access control sees every route registered after it.
  await registerIdentity(app, {
    store: options.store, now, publicData: () => platformSettings.configuration().publicData,
    rateLimitPerMinute: serviceLimits.perMinuteOf, signInAttemptsPerMinute: options.signInAttemptsPerMinute ?? 20,
    usage: createUsageRecorder(options.store, { onError: (error) => app.log.error({ err: error }, 'usage records could not be written') }),
    mailer, ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    log: (line) => app.log.warn(line),
  });
  const overlays = await PageOverlays.open(options.store, { onError: (error) => app.log.warn({ err: error }, 'page settings could not be reloaded') });
  const answerCacheBytes = options.answerCacheBytes ?? 64 * 1_048_576;
  if (answerCacheBytes > 0) {
    registerAnswerCache(app, { reports: options.reports, store: options.store, overlays, now, cache: createAnswerCache(answerCacheBytes) });
  }
  const renderPool = options.renderPool ?? createRenderPool();
  app.addHook('onClose', () => renderPool.close());
  registerReportRoutes(app, { reports: options.reports, store: options.store, dialect: options.dialect, overlays, now, simulated: options.facts.simulated, renderPool });
  registerLookupRoutes(app, options.store, now);
  registerPageSettingsRoutes(app, { reports: options.reports, overlays, now, dataStart: options.facts.dataStart, simulated: options.facts.simulated });
  registerAppApiRoutes(app, options.reports, options.facts, now, () => platformSettings.configuration());
  registerPublicationRoutes(app, { store: options.store, now });
  registerPublicationStream(app, { now });
  registerNoticeRoutes(app, { reports: options.reports, store: options.store, now });
  registerAnnouncementRoutes(app, { store: options.store, now });
  registerContentPageRoutes(app, { store: options.store, reports: options.reports, now });
  await registerMediaRoutes(app, { store: options.store, now });
  registerDashboardRoutes(app, { store: options.store, reports: options.reports, now });
  const menuTree = await registerMenuRoutes(app, { store: options.store, reports: options.reports });
  registerPageDataRoutes(app, { reports: options.reports, overlays, menu: () => menuTree.answer().items, now });
  registerAuditLogRoutes(app, { store: options.store });
  registerUploadRoutes(app, { reports: options.reports, store: options.store, now });
  registerOpenApiRoutes(app, { reports: options.reports });
  registerBulletins(app, { store: options.store, now, range: options.facts, render: createBulletinRenderer({ renderPool }) });
  registerDeliveries(app, { store: options.store, dialect: options.dialect, reports: options.reports, now, mailer, simulated: options.facts.simulated, ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}) });
  registerServiceLimitRoutes(app, { store: options.store, limits: serviceLimits, now });
  registerMemberParameterRoutes(app, { store: options.store, now });
  registerAdminSettings(app, {
    store: options.store, now, blocked, platformSettings, mailer,
    mailTransport: { configured: !!options.mailer || !!process.env.SMTP_URL, from: process.env.MAIL_FROM ?? DEFAULT_MAIL_FROM },
    configuration: {
      links: options.links ?? readSiteLinks({}), publicData: options.publicData ?? false, rateLimitPerMinute: options.rateLimitPerMinute ?? 600,
      mail: { smtp: !!process.env.SMTP_URL, from: process.env.MAIL_FROM ?? DEFAULT_MAIL_FROM },
    },
  });
  registerStatisticsRoutes(app, { store: options.store, now });
  registerOverviewRoute(app, { store: options.store, now });
  registerAdminMenuRoutes(app, { store: options.store, tree: menuTree, now });
  await registerScreenSettingsRoutes(app, { store: options.store, now });
  await registerContracts(app, { store: options.store, now });

  const shell = webDir ? createShellRenderer(app, webDir, { reports: options.reports, now }) : undefined;
  if (webDir) {
    registerRobotsTxt(app);
    await app.register(fastifyStatic, {
      root: webDir,
      // The shell is never served as a plain file: '/' and '/index.html' too get it with its boot answers (shellBoot.ts).
      allowedPath: (path) => path !== '/' && path !== '/index.html',
      // Built assets have .br and .gz forms beside them (scripts/vite/precompressAssets.ts).
      preCompressed: true,
      cacheControl: false,
      // Built chunks carry a content hash, so they never change; the shell must always be revalidated.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // Client-side routes: any other GET that is not an API call gets the app shell, with the reader's boot answers.
    // A missing chunk must be a 404, not the shell: the browser would refuse HTML as a script.
    if (shell && request.method === 'GET' && !request.url.startsWith('/assets/') && !API_PREFIXES.some((p) => request.url.startsWith(p))) {
      return shell.send(request, reply);
    }
    const { statusCode, errors } = notFoundError(request);
    return reply.code(statusCode).send({ errors, correlationId: request.id });
  });
  return app;
}
