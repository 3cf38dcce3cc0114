// The administrator's overview in one call (GET /administration-service/v1/overview; src/server/API.md).
import { apiFetch } from '../../api/apiFetch';

export interface AdminOverview {
  generatedAt: string;
  membership: { pending: number; newest: { id: number; name: string; organization: string; email: string; createdAt: string }[] };
  usageToday: { day: string; calls: number; users: number; visitorCalls: number; success: number; clientError: number; refused: number; serverError: number; rows: number; bytes: number };
  revisions: { id: number; dataset: string; tsFrom: string; tsTo: string; reason: string; rows: number; revisedAt: string }[];
  audit: { id: number; at: string; email: string; action: string; target: string }[];
  publication: { topic: string; datasets: string[]; publishedAt: string }[];
}

export function fetchOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return apiFetch<AdminOverview>('/administration-service/v1/overview', signal ? { signal } : {});
}
