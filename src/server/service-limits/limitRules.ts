// Which limit holds for a member at a moment, and what state a limit or a demand is in. Pure: the rows and the
// clock come in, so the rate limiter, the screens and the tests all read the same rules.
//
// A member's limit is their own (scope 'user') if one holds, else their organisation's, else the default set by
// an administrator, else the server's configured one. Within a scope, of the rows that hold at the moment, the
// one that started last wins: approving a new limit from next Monday needs no change to the current one.

export const LIMIT_SCOPES = ['default', 'organization', 'user'] as const;
export type LimitScope = (typeof LIMIT_SCOPES)[number];

/** The states a demand (and a limit) is shown in, exactly as the operator's screens name them. */
export const DEMAND_STATUSES = ['effective', 'pending-to-confirm', 'will-effective', 'status-expired'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];

export interface LimitRow {
  id: number;
  scope: LimitScope;
  /** The organisation's name as members type it in their profile (matched without case or outer spaces). */
  organization: string | null;
  accountId: number | null;
  perMinute: number;
  effectiveFrom: number;
  effectiveUntil: number | null;
  note: string | null;
  demandId: number | null;
}

export interface DemandRow {
  id: number;
  accountId: number;
  kind: 'new' | 'update';
  /** The limit an update demand asks to change. */
  limitId: number | null;
  perMinute: number;
  reason: string;
  requestedAt: number;
  decision: 'approved' | 'refused' | null;
  decidedAt: number | null;
  refusalReason: string | null;
  grantedLimitId: number | null;
}

/** Keys already worked out: the limiter compares every limit's organization on every call (a Turkish lower-casing each). */
const organizationKeys = new Map<string, string>();

export function organizationKey(name: string): string {
  let key = organizationKeys.get(name);
  if (key === undefined) {
    key = name.trim().toLocaleLowerCase('tr');
    if (organizationKeys.size < 10_000) organizationKeys.set(name, key);
  }
  return key;
}

const holds = (limit: LimitRow, now: number) => limit.effectiveFrom <= now && (limit.effectiveUntil === null || limit.effectiveUntil > now);

const sameTarget = (a: LimitRow, b: LimitRow) => a.scope === b.scope
  && (a.scope === 'default'
    || (a.scope === 'user' ? a.accountId === b.accountId : organizationKey(a.organization ?? '') === organizationKey(b.organization ?? '')));

/** The row of one target that holds now: of those in their period, the one that started last. */
export function holdingLimit(rows: readonly LimitRow[], now: number): LimitRow | undefined {
  let best: LimitRow | undefined;
  for (const row of rows) {
    if (holds(row, now) && (!best || row.effectiveFrom > best.effectiveFrom || (row.effectiveFrom === best.effectiveFrom && row.id > best.id))) best = row;
  }
  return best;
}

/**
 * A limit is 'will-effective' before it starts, 'effective' while it holds and no later one of the same target
 * has taken over, and 'status-expired' once it ended or was taken over.
 */
export function limitStatus(limit: LimitRow, all: readonly LimitRow[], now: number): Exclude<DemandStatus, 'pending-to-confirm'> {
  if (limit.effectiveFrom > now) return 'will-effective';
  if (!holds(limit, now)) return 'status-expired';
  return holdingLimit(all.filter((other) => sameTarget(other, limit)), now)?.id === limit.id ? 'effective' : 'status-expired';
}

/**
 * A demand waits ('pending-to-confirm') until an administrator decides; an approved one then follows the limit
 * it granted; a refused one is over ('status-expired', with the administrator's reason beside it).
 */
export function demandStatus(demand: DemandRow, limits: readonly LimitRow[], now: number): DemandStatus {
  if (demand.decision === null) return 'pending-to-confirm';
  if (demand.decision === 'refused') return 'status-expired';
  const granted = limits.find((l) => l.id === demand.grantedLimitId);
  return granted ? limitStatus(granted, limits, now) : 'status-expired';
}

export interface LimitInForce { perMinute: number; source: LimitScope | 'server'; limitId: number | null }

/** The limit the rate limiter enforces for a member of `organization` (null: a visitor's address) at `now`. */
export function limitInForce(
  rows: readonly LimitRow[], accountId: number | null, organization: string | null, serverPerMinute: number, now: number,
): LimitInForce {
  const org = organization === null ? null : organizationKey(organization);
  const candidates: [LimitScope, (row: LimitRow) => boolean][] = [
    ['user', (row) => accountId !== null && row.accountId === accountId],
    ['organization', (row) => org !== null && org !== '' && organizationKey(row.organization ?? '') === org],
    ['default', () => true],
  ];
  for (const [scope, mine] of candidates) {
    const holding = holdingLimit(rows.filter((row) => row.scope === scope && mine(row)), now);
    if (holding) return { perMinute: holding.perMinute, source: scope, limitId: holding.id };
  }
  return { perMinute: serverPerMinute, source: 'server', limitId: null };
}
