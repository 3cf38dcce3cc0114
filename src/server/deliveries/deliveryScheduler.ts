// The scheduler of deliveries and alerts, in the server process. Each tick (every TICK_MS on a timer, or called
// by a test with the app's injected clock) runs, under the lease (schedulerLease.ts), what is due at `now`:
// 1. the publications since the last tick (the same schedule the report queries and the publication stream use:
//    publication/stream/publicationState.ts): each advanced topic evaluates its alert rules (alerts/) and runs
//    the follows of its reports ('onPublication' orders); the first tick only notes the state;
// 2. orders whose time has come (their next run moved on first, so a failing order never runs twice);
// 3. deliveries whose next attempt is due.
// A store with no order, rule or retry is left alone (no lease, no state written). Ticks never overlap in one
// process.
import { randomUUID } from 'node:crypto';
import { resolvePreset } from '../../engine/request/resolvePreset';
import { activeRules } from '../alerts/alertRules';
import { evaluateAlerts } from '../alerts/evaluateAlerts';
import { advancedTopics, toPublicationState, type PublicationState } from '../publication/stream/publicationState';
import { PUBLICATION_TOPICS, publicationTopics, type PublicationTopic } from '../publication/stream/publicationTopics';
import type { Store } from '../store/store';
import { attemptDelivery, deliverOrder, dueRetries, type DeliveryContext } from './deliveryAttempts';
import { dueOrders, followOrders, moveNextRun } from './orders';
import { releaseLease, takeLease } from './schedulerLease';

export const TICK_MS = 30_000;

export interface TickReport { ran: boolean; published: PublicationTopic[]; orders: number; retries: number; alerts: number }

export interface DeliveryScheduler {
  /** Runs what is due now; `ran: false` when another process holds the lease. */
  tick(): Promise<TickReport>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createDeliveryScheduler(context: DeliveryContext, now: () => Date, onError: (error: unknown) => void): DeliveryScheduler {
  const holder = randomUUID();
  let running: Promise<TickReport> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function runTick(): Promise<TickReport> {
    const at = now();
    const report: TickReport = { ran: false, published: [], orders: 0, retries: 0, alerts: 0 };
    // Nobody ordered or watches anything: nothing to do, and nothing written (not even the lease).
    if (!(await hasWork(context.store))) return report;
    if (!(await takeLease(context.store, holder, at.getTime()))) return report;
    report.ran = true;
    const before = await readState(context.store);
    const after = toPublicationState(at);
    if (before) {
      report.published = advancedTopics(before, after);
      for (const topic of report.published) {
        const period = { publication: publicationTopics[topic].publication, from: before[topic], to: after[topic] };
        report.alerts += (await evaluateAlerts(context, await activeRules(context.store), period, at)).length;
        for (const order of await followOrders(context.store)) {
          if (context.reports.get(order.reportId)?.publication !== period.publication) continue;
          await deliverOrder(context, order, resolvePreset(order.range, at), 'publication', at);
          report.orders += 1;
        }
      }
    }
    if (!before || report.published.length) await writeState(context.store, after);
    for (const order of await dueOrders(context.store, at.getTime())) {
      await moveNextRun(context.store, order, at.getTime());
      await deliverOrder(context, order, resolvePreset(order.range, at), 'schedule', at);
      report.orders += 1;
    }
    for (const delivery of await dueRetries(context.store, at.getTime())) {
      await attemptDelivery(context, delivery, at);
      report.retries += 1;
    }
    return report;
  }

  const tick = () => {
    const next = (running ?? Promise.resolve()).catch(() => undefined).then(runTick);
    running = next;
    return next;
  };

  return {
    tick,
    start(intervalMs = TICK_MS) {
      timer = setInterval(() => { tick().catch(onError); }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
      await releaseLease(context.store, holder).catch(() => undefined);
    },
  };
}

async function hasWork(store: Store): Promise<boolean> {
  const [row] = await store.query(
    "SELECT (SELECT COUNT(*) FROM delivery_orders) + (SELECT COUNT(*) FROM alert_rules) + (SELECT COUNT(*) FROM deliveries WHERE status = 'retrying') AS n",
  );
  return Number(row?.n ?? 0) > 0;
}

async function readState(store: Store): Promise<PublicationState | undefined> {
  const rows = await store.query('SELECT topic, published_before FROM delivery_publication_state');
  const known = new Map(rows.map((r) => [String(r.topic), Number(r.published_before)]));
  if (!PUBLICATION_TOPICS.every((t) => known.has(t))) return undefined;
  return Object.fromEntries(PUBLICATION_TOPICS.map((t) => [t, known.get(t)!])) as PublicationState;
}

async function writeState(store: Store, state: PublicationState): Promise<void> {
  await store.transaction(async (tx) => {
    await tx.query('DELETE FROM delivery_publication_state');
    for (const topic of PUBLICATION_TOPICS) await tx.query('INSERT INTO delivery_publication_state (topic, published_before) VALUES ($1, $2)', [topic, state[topic]]);
  });
}
