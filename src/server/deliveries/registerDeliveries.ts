// Everything of scheduled exports, deliveries and alerts, registered with one call from app.ts: the members'
// order and alert routes, the administration routes and the scheduler (started with the app, stopped with it).
// WEBHOOK_ALLOW_PRIVATE=true (tests only) lets webhooks reach 127.0.0.1 over plain http; DELIVERY_SCHEDULER=off
// leaves the timer off (a test drives the scheduler itself through deliverySchedulerOf).
import type { FastifyInstance } from 'fastify';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { registerAlertRoutes } from '../alerts/registerAlertRoutes';
import type { Mailer } from '../identity/mailer';
import type { SqlDialect } from '../store/sqlDialect';
import type { Store } from '../store/store';
import { createDeliveryScheduler, type DeliveryScheduler } from './deliveryScheduler';
import { registerDeliveryAdminRoutes } from './registerDeliveryAdminRoutes';
import { registerOrderRoutes } from './registerOrderRoutes';
import { OrderableReports } from './reportBody';

export interface DeliveriesOptions {
  store: Store; dialect: SqlDialect; reports: readonly ReportDescriptor[]; now: () => Date; mailer: Mailer; simulated: boolean;
  publicUrl?: string; env?: NodeJS.ProcessEnv;
}

const schedulers = new WeakMap<FastifyInstance, DeliveryScheduler>();

/** The app's scheduler, for tests that move the clock and tick it. */
export function deliverySchedulerOf(app: FastifyInstance): DeliveryScheduler {
  const scheduler = schedulers.get(app);
  if (!scheduler) throw new Error('no delivery scheduler registered on this app');
  return scheduler;
}

export function registerDeliveries(app: FastifyInstance, options: DeliveriesOptions): void {
  const env = options.env ?? process.env;
  const reports = new OrderableReports(options.reports);
  const context = {
    store: options.store, dialect: options.dialect, reports, simulated: options.simulated, mailer: options.mailer,
    allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE === 'true', ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
  };
  registerOrderRoutes(app, context, options.now);
  registerAlertRoutes(app, { store: options.store, reports, now: options.now });
  registerDeliveryAdminRoutes(app, context, options.now);
  const scheduler = createDeliveryScheduler(context, options.now, (error) => app.log.error({ err: error }, 'the delivery scheduler failed a tick'));
  schedulers.set(app, scheduler);
  if (env.DELIVERY_SCHEDULER !== 'off') app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
}
