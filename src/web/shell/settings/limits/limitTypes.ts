// The shapes of the web-service limit calls (src/server/API.md, "Web-service limits"), shared by the member's
// "Limits" tab and the administration screen.
export type LimitScope = 'default' | 'organization' | 'user';
export type LimitStatus = 'effective' | 'pending-to-confirm' | 'will-effective' | 'status-expired';

export interface LimitItem {
  id: number; scope: LimitScope; organization: string | null; accountId: number | null; accountEmail: string | null;
  perMinute: number; effectiveFrom: string; effectiveUntil: string | null; note: string | null; demandId: number | null;
  status: Exclude<LimitStatus, 'pending-to-confirm'>;
}

export interface DemandItem {
  id: number; accountId: number; accountEmail: string | null; organization: string | null; kind: 'new' | 'update'; limitId: number | null;
  perMinute: number; reason: string; requestedAt: string; decision: 'approved' | 'refused' | null; decidedAt: string | null;
  refusalReason: string | null; grantedLimitId: number | null; effectiveFrom: string | null; effectiveUntil: string | null; status: LimitStatus;
}

export interface LimitInForce { perMinute: number; source: LimitScope | 'server'; limitId: number | null }

/** The largest limit the server takes (service-limits/limitInput.ts). */
export const PER_MINUTE_MAX = 100_000;
export const REASON_MAX = 500;
