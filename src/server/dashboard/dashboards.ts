// Members' dashboards in the store: one row per account (the layout as JSON text, its schema version, when it
// was saved) and, once shared, the hash of the link's token. Each write is one statement.
import type { DashboardDocument } from '../../engine/dashboard/dashboardLayout';
import { migrateDashboard } from '../../engine/dashboard/migrateDashboard';
import { hashToken, randomToken } from '../identity/secretToken';
import type { Store, StoreRow } from '../store/store';

function toDocument(row: StoreRow | undefined): DashboardDocument | null {
  if (!row) return null;
  const layout = JSON.parse(String(row.layout_json)) as unknown;
  // Older rows are read in the current version; they are written back in it at the member's next save.
  return migrateDashboard({ schemaVersion: Number(row.schema_version), layout }) as DashboardDocument;
}

export async function readDashboard(store: Store, accountId: number): Promise<DashboardDocument | null> {
  const [row] = await store.query('SELECT layout_json, schema_version FROM dashboards WHERE account_id = $1', [accountId]);
  return toDocument(row);
}

export async function saveDashboard(store: Store, accountId: number, document: DashboardDocument, now: number): Promise<void> {
  await store.query(
    `INSERT INTO dashboards (account_id, layout_json, schema_version, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (account_id) DO UPDATE SET layout_json = excluded.layout_json, schema_version = excluded.schema_version, updated_at = excluded.updated_at
     RETURNING account_id`,
    [accountId, JSON.stringify(document.layout), document.schemaVersion, now],
  );
}

/**
 * A new read-only link to the member's saved dashboard: the token goes to the member once, the store keeps
 * only its hash, and a new link replaces the old one. Null when the member has saved nothing yet.
 */
export async function shareDashboard(store: Store, accountId: number): Promise<string | null> {
  const token = randomToken();
  const rows = await store.query('UPDATE dashboards SET share_token_hash = $2 WHERE account_id = $1 RETURNING account_id', [accountId, hashToken(token)]);
  return rows.length > 0 ? token : null;
}

export async function readSharedDashboard(store: Store, token: string): Promise<DashboardDocument | null> {
  const [row] = await store.query('SELECT layout_json, schema_version FROM dashboards WHERE share_token_hash = $1', [hashToken(token)]);
  return toDocument(row);
}
