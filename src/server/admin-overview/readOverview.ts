// What the administrator's home page shows at a glance, read in one go: membership requests waiting for a
// decision, today's web-service use (Istanbul day), the newest revisions and audit records, and what each
// publication has made public so far.
import { istanbulDay } from '../../engine/format/istanbulDay';
import { istanbulTime, listAuditEntries } from '../audit/auditLog';
import { pendingMembershipRequests } from '../identity/membershipRequests';
import { listRevisions } from '../publication/listRevisions';
import { PUBLICATION_TOPICS } from '../publication/stream/publicationTopics';
import { toPublicationEvent } from '../publication/stream/publicationState';
import { dayBounds } from '../statistics/usageQuery';
import { readTotals, type UsageTotals } from '../statistics/usageStatistics';
import type { Store } from '../store/store';

const NEWEST = 5;

export interface AdminOverview {
  generatedAt: string;
  membership: { pending: number; newest: { id: number; name: string; organization: string; email: string; createdAt: string }[] };
  usageToday: { day: string } & UsageTotals;
  revisions: { id: number; dataset: string; tsFrom: string; tsTo: string; reason: string; rows: number; revisedAt: string }[];
  audit: { id: number; at: string; email: string; action: string; target: string }[];
  publication: { topic: string; datasets: readonly string[]; publishedAt: string }[];
}

export async function readOverview(store: Store, now: Date): Promise<AdminOverview> {
  const day = istanbulDay(now);
  const { fromMs, toMs } = dayBounds(day, day);
  const [pending, usage, revisions, audit] = await Promise.all([
    pendingMembershipRequests(store, NEWEST), readTotals(store, fromMs, toMs), listRevisions(store, { limit: NEWEST }), listAuditEntries(store, { limit: NEWEST, offset: 0 }),
  ]);
  return {
    generatedAt: istanbulTime(now.getTime()),
    membership: {
      pending: pending.count,
      newest: pending.newest.map((r) => ({ id: r.id, name: `${r.name} ${r.surname}`, organization: r.organization, email: r.email, createdAt: istanbulTime(r.createdAt) })),
    },
    usageToday: { day, ...usage },
    revisions: revisions.map((r) => ({ id: r.id, dataset: r.dataset, tsFrom: r.tsFrom, tsTo: r.tsTo, reason: r.reason, rows: r.newValues.length, revisedAt: r.revisedAt })),
    audit: audit.items.map((e) => ({ id: e.id, at: e.at, email: e.email, action: e.action, target: e.target })),
    publication: PUBLICATION_TOPICS.map((topic) => toPublicationEvent(topic, now)),
  };
}
