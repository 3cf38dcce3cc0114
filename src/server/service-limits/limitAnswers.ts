// Limits and demands as the calls answer them: times in Istanbul time, the state of each at the moment asked,
// the member's e-mail and organisation beside their id.
import { istanbulTime } from '../audit/auditLog';
import { demandStatus, limitStatus, type DemandRow, type DemandStatus, type LimitRow } from './limitRules';

export interface AccountBrief { email: string; organization: string }

export interface LimitItem {
  id: number; scope: LimitRow['scope']; organization: string | null; accountId: number | null; accountEmail: string | null;
  perMinute: number; effectiveFrom: string; effectiveUntil: string | null; note: string | null; demandId: number | null;
  status: Exclude<DemandStatus, 'pending-to-confirm'>;
}

export interface DemandItem {
  id: number; accountId: number; accountEmail: string | null; organization: string | null; kind: DemandRow['kind']; limitId: number | null;
  perMinute: number; reason: string; requestedAt: string; decision: DemandRow['decision']; decidedAt: string | null;
  refusalReason: string | null; grantedLimitId: number | null; effectiveFrom: string | null; effectiveUntil: string | null; status: DemandStatus;
}

const time = (ms: number | null) => (ms === null ? null : istanbulTime(ms));

export function toLimitItem(limit: LimitRow, all: readonly LimitRow[], accounts: ReadonlyMap<number, AccountBrief>, now: number): LimitItem {
  return {
    id: limit.id, scope: limit.scope, organization: limit.organization, accountId: limit.accountId,
    accountEmail: limit.accountId === null ? null : accounts.get(limit.accountId)?.email ?? null,
    perMinute: limit.perMinute, effectiveFrom: istanbulTime(limit.effectiveFrom), effectiveUntil: time(limit.effectiveUntil),
    note: limit.note, demandId: limit.demandId, status: limitStatus(limit, all, now),
  };
}

export function toDemandItem(demand: DemandRow, limits: readonly LimitRow[], accounts: ReadonlyMap<number, AccountBrief>, now: number): DemandItem {
  const granted = limits.find((l) => l.id === demand.grantedLimitId);
  const account = accounts.get(demand.accountId);
  return {
    id: demand.id, accountId: demand.accountId, accountEmail: account?.email ?? null, organization: account?.organization ?? null,
    kind: demand.kind, limitId: demand.limitId, perMinute: demand.perMinute, reason: demand.reason, requestedAt: istanbulTime(demand.requestedAt),
    decision: demand.decision, decidedAt: time(demand.decidedAt), refusalReason: demand.refusalReason, grantedLimitId: demand.grantedLimitId,
    effectiveFrom: granted ? istanbulTime(granted.effectiveFrom) : null, effectiveUntil: time(granted?.effectiveUntil ?? null),
    status: demandStatus(demand, limits, now),
  };
}
