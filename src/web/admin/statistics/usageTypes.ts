// The shapes of the usage statistics answer (src/server/API.md, "Usage statistics"), without any code that
// talks to the server, so pure stages (the chart option, the range check) import them alone.
export type UsagePeriod = 'day' | 'week' | 'month';
export const OUTCOMES = ['success', 'clientError', 'refused', 'serverError'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export type UsageTable = 'periods' | 'users' | 'services';

export interface OutcomeCounts { calls: number; success: number; clientError: number; refused: number; serverError: number }
export interface UsageStatistics {
  startDate: string; endDate: string; period: UsagePeriod;
  total: OutcomeCounts & { users: number; visitorCalls: number; rows: number; bytes: number };
  periods: (OutcomeCounts & { period: string })[];
  users: (OutcomeCounts & { accountId: number | null; email: string | null; name: string | null; rows: number; bytes: number })[];
  services: (OutcomeCounts & { service: string; rows: number; averageMs: number })[];
}

export interface UsageRequest { startDate: string; endDate: string; period: UsagePeriod }
