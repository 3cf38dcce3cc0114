// The two operator services the publication notification needs (src/server/API.md).
import { apiFetch } from '../../api/apiFetch';

export const DATE_INIT_PATH = '/electricity-service/v1/main/date-init';
export const PUBLISHED_STATUS_PATH = '/electricity-service/v1/markets/dam/data/interim-mcp-published-status';

/** date-init's serverTime: Istanbul wall clock with +03:00. */
export async function fetchServerTime(signal?: AbortSignal): Promise<string> {
  const answer = await apiFetch<{ serverTime?: unknown }>(DATE_INIT_PATH, { signal, background: true });
  if (typeof answer.serverTime !== 'string') throw new Error('date-init has no serverTime');
  return answer.serverTime;
}

/** Whether tomorrow's interim MCP is published (RestResponse body.content.completed). */
export async function fetchInterimMcpPublished(signal?: AbortSignal): Promise<boolean> {
  const answer = await apiFetch<{ body?: { content?: { completed?: unknown } } }>(PUBLISHED_STATUS_PATH, { signal, background: true });
  return answer.body?.content?.completed === true;
}
