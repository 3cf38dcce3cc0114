// Where a dashboard is kept: on the server for a signed-in member (GET/PUT /app-api/dashboard), in this browser's
// localStorage for a visitor. Both hold the same `{ schemaVersion, layout }` document, read through the engine's
// migration so an older one opens in the current version.
import { DASHBOARD_SCHEMA_VERSION, type DashboardDocument, type DashboardLayout } from '../../engine/dashboard/dashboardLayout';
import { migrateDashboard } from '../../engine/dashboard/migrateDashboard';
import { ApiError, readErrorEnvelope } from '../api/ApiError';
import { apiFetch } from '../api/apiFetch';
import { requestHeaders } from '../api/request/requestHeaders';

export const DASHBOARD_PATH = '/app-api/dashboard';
export const LOCAL_DASHBOARD_KEY = 'seffaflik.dashboard';

export type DashboardOwner = 'member' | 'visitor';

/** The saved dashboard's query, shared by the page and the report page's "add to my dashboard". */
export function dashboardQueryKey(owner: DashboardOwner) {
  return ['dashboard', owner] as const;
}

function fromDocument(document: { schemaVersion: number | null; layout: unknown } | null): DashboardLayout | null {
  if (!document || document.schemaVersion === null || !document.layout) return null;
  const current = migrateDashboard({ schemaVersion: document.schemaVersion, layout: document.layout });
  const layout = current.layout as DashboardLayout | null;
  return current.schemaVersion === DASHBOARD_SCHEMA_VERSION && layout && typeof layout === 'object' && layout.root ? layout : null;
}

function readLocal(): DashboardLayout | null {
  try {
    const text = localStorage.getItem(LOCAL_DASHBOARD_KEY);
    return text ? fromDocument(JSON.parse(text) as DashboardDocument) : null;
  } catch {
    return null;
  }
}

/** The saved dashboard, or null when there is none yet. */
export async function loadDashboard(owner: DashboardOwner, signal?: AbortSignal): Promise<DashboardLayout | null> {
  if (owner === 'visitor') return readLocal();
  return fromDocument(await apiFetch<DashboardDocument>(DASHBOARD_PATH, signal ? { signal } : {}));
}

/**
 * Saves the whole dashboard. The request core speaks only GET and POST (the operator's verbs), so this PUT is
 * sent here; its failure comes back as an ApiError for the page's own message.
 */
export async function storeDashboard(owner: DashboardOwner, layout: DashboardLayout): Promise<void> {
  const document: DashboardDocument = { schemaVersion: DASHBOARD_SCHEMA_VERSION, layout };
  if (owner === 'visitor') {
    try {
      localStorage.setItem(LOCAL_DASHBOARD_KEY, JSON.stringify(document));
    } catch {
      throw new ApiError(0, [{ errorCode: 'STORAGE_UNAVAILABLE', errorMessage: 'localStorage' }]);
    }
    return;
  }
  let response: Response;
  try {
    response = await fetch(DASHBOARD_PATH, { method: 'PUT', credentials: 'include', headers: requestHeaders('application/json', 'application/json'), body: JSON.stringify(document) });
  } catch {
    throw new ApiError(0, []);
  }
  if (response.ok) return;
  const envelope = readErrorEnvelope(await response.json().catch(() => null));
  throw new ApiError(response.status, envelope?.errors ?? [], envelope?.correlationId);
}

/** A new read-only link to the member's saved dashboard (the path of the shared page). */
export async function shareDashboardLink(): Promise<string> {
  const answer = await apiFetch<{ path: string }>(`${DASHBOARD_PATH}/share`, { method: 'POST', body: {} });
  return answer.path;
}

export async function loadSharedDashboard(token: string, signal?: AbortSignal): Promise<DashboardLayout | null> {
  return fromDocument(await apiFetch<DashboardDocument>(`${DASHBOARD_PATH}/shared/${encodeURIComponent(token)}`, { suppressErrorModal: true, ...(signal ? { signal } : {}) }));
}
