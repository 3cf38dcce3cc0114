// Versioned schema of the store. Dataset tables come from the dataset registry; the rest is platform state.
// Each migration runs once, in order, and is recorded in schema_migrations; tables of datasets added since are
// created on every start.
import { datasets } from '../datasets/datasets';
import { buildOrganizationShares } from '../seed/buildOrganizationShares';
import { createPlantGenerationView } from '../seed/buildPlantShares';
import { buildGenerationPlanShares } from '../seed/buildGenerationPlanShares';
import { buildYekdemPlantView } from '../seed/buildYekdemPlantView';
import { buildMultipleFactorView } from '../seed/buildMultipleFactorView';
import { columnType } from './sqlDialect';
import type { Store } from './store';

interface Migration { version: number; name: string; sql: (store: Store) => string[] }

function datasetTables(store: Store): string[] {
  return datasets.flatMap((d) => {
    // A view over another dataset's rows (seed/build*View.ts) is built after the tables, below.
    if (d.viewOf) return [];
    const columns = [...(d.grain === 'none' ? [] : ['ts TIMESTAMP NOT NULL']), ...[...d.dimensions, ...d.fields].map((f) => `"${f.name}" ${columnType(f.type, store)}`)];
    // A rolled-up dataset stores the rollup; its per-member relation is derived from it (seed/buildPlantShares.ts).
    const tables = d.rollupTable ? [] : [`CREATE TABLE IF NOT EXISTS ${d.table} (${columns.join(', ')})`];
    if (d.rollupTable) {
      const rollupColumns = ['ts TIMESTAMP NOT NULL', ...d.fields.map((f) => `"${f.name}" ${columnType(f.type, store)}`)];
      tables.push(`CREATE TABLE IF NOT EXISTS ${d.rollupTable} (${rollupColumns.join(', ')})`);
    }
    // PostgreSQL finds a date range through an index on ts; DuckDB's zone maps do that without one.
    if (store.dialect === 'postgres' && d.grain !== 'none') tables.push(`CREATE INDEX IF NOT EXISTS ${d.rollupTable ?? d.table}_ts ON ${d.rollupTable ?? d.table} (ts)`);
    return tables;
  });
}

export const migrations: readonly Migration[] = [
  { version: 1, name: 'dataset tables', sql: (store) => datasetTables(store) },
  {
    version: 2,
    name: 'page overlays and world state',
    sql: () => [
      `CREATE TABLE IF NOT EXISTS page_overlays (
         page_id BIGINT PRIMARY KEY, description_tr VARCHAR, description_en VARCHAR,
         range_type VARCHAR, range_max_value INTEGER, keywords_tr VARCHAR, keywords_en VARCHAR,
         update_time VARCHAR, changed_at TIMESTAMP NOT NULL)`,
      `CREATE TABLE IF NOT EXISTS world_state (key VARCHAR PRIMARY KEY, value VARCHAR NOT NULL)`,
    ],
  },
  {
    version: 3,
    name: 'revisions of published rows',
    // The record of every change to a published row (src/server/publication/reviseRows.ts); values as JSON text.
    sql: () => [
      'CREATE SEQUENCE IF NOT EXISTS revision_ids START 1',
      `CREATE TABLE IF NOT EXISTS revisions (
         id BIGINT PRIMARY KEY DEFAULT nextval('revision_ids'), dataset VARCHAR NOT NULL,
         ts_from TIMESTAMP NOT NULL, ts_to TIMESTAMP NOT NULL, reason VARCHAR NOT NULL,
         old_values VARCHAR NOT NULL, new_values VARCHAR NOT NULL, revised_at TIMESTAMP NOT NULL)`,
    ],
  },
  {
    version: 4,
    name: 'menu nodes',
    // The menu tree (src/server/menu/README.md): synced from the files at start, except rows an administrator changed.
    sql: () => [
      `CREATE TABLE IF NOT EXISTS menu_nodes (
         id BIGINT PRIMARY KEY, parent_id BIGINT, kind VARCHAR NOT NULL, label_tr VARCHAR NOT NULL,
         label_en VARCHAR NOT NULL, menu_order INTEGER NOT NULL, nofav BOOLEAN NOT NULL, external_self BOOLEAN NOT NULL,
         url_tr VARCHAR, url_en VARCHAR, changed_by_admin BOOLEAN NOT NULL DEFAULT false, changed_at TIMESTAMP)`,
    ],
  },
  {
    version: 5,
    name: 'accounts, sessions, tickets, membership requests, usage records',
    // Identity (src/server/identity/README.md). Times are epoch milliseconds; secrets (session ids, tickets,
    // password links) are stored only as SHA-256 hashes, so a copy of the database signs nobody in.
    sql: () => [
      'CREATE SEQUENCE IF NOT EXISTS account_ids START 1',
      `CREATE TABLE IF NOT EXISTS accounts (
         id BIGINT PRIMARY KEY DEFAULT nextval('account_ids'), email VARCHAR NOT NULL UNIQUE, name VARCHAR NOT NULL,
         surname VARCHAR NOT NULL, organization VARCHAR NOT NULL, role VARCHAR NOT NULL, password_hash VARCHAR,
         failed_sign_ins INTEGER NOT NULL DEFAULT 0, locked_until BIGINT, created_at BIGINT NOT NULL)`,
      `CREATE TABLE IF NOT EXISTS sessions (
         token_hash VARCHAR PRIMARY KEY, account_id BIGINT NOT NULL, kind VARCHAR NOT NULL,
         created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL)`,
      `CREATE TABLE IF NOT EXISTS tickets (
         ticket_hash VARCHAR PRIMARY KEY, account_id BIGINT NOT NULL, created_at BIGINT NOT NULL,
         expires_at BIGINT NOT NULL)`,
      'CREATE SEQUENCE IF NOT EXISTS membership_request_ids START 1',
      `CREATE TABLE IF NOT EXISTS membership_requests (
         id BIGINT PRIMARY KEY DEFAULT nextval('membership_request_ids'), name VARCHAR NOT NULL, surname VARCHAR NOT NULL,
         national_id VARCHAR NOT NULL, email VARCHAR NOT NULL, organization VARCHAR NOT NULL, purpose VARCHAR NOT NULL,
         status VARCHAR NOT NULL, created_at BIGINT NOT NULL, decided_at BIGINT, decided_by BIGINT, account_id BIGINT)`,
      `CREATE TABLE IF NOT EXISTS password_links (
         token_hash VARCHAR PRIMARY KEY, account_id BIGINT NOT NULL, expires_at BIGINT NOT NULL, used_at BIGINT)`,
      'CREATE SEQUENCE IF NOT EXISTS usage_record_ids START 1',
      `CREATE TABLE IF NOT EXISTS usage_records (
         id BIGINT PRIMARY KEY DEFAULT nextval('usage_record_ids'), account_id BIGINT, via VARCHAR NOT NULL,
         service VARCHAR NOT NULL, called_at BIGINT NOT NULL, status INTEGER NOT NULL, row_count INTEGER,
         bytes BIGINT NOT NULL, duration_ms DOUBLE PRECISION NOT NULL)`,
    ],
  },
  {
    version: 6,
    name: 'announcements',
    // The platform's announcements (src/server/announcements). Times are epoch milliseconds.
    sql: () => [
      'CREATE SEQUENCE IF NOT EXISTS announcement_ids START 1',
      `CREATE TABLE IF NOT EXISTS announcements (
         id BIGINT PRIMARY KEY DEFAULT nextval('announcement_ids'), title_tr VARCHAR NOT NULL, title_en VARCHAR NOT NULL,
         body_tr VARCHAR NOT NULL, body_en VARCHAR NOT NULL, sticky BOOLEAN NOT NULL, published_at BIGINT NOT NULL,
         visible_until BIGINT, updated_at BIGINT NOT NULL, updated_by BIGINT NOT NULL)`,
    ],
  },
  {
    version: 7,
    name: 'sign-in failures per e-mail and client address',
    // The lock-out of src/server/identity/signInLockout.ts, shared by every server process; the e-mail as typed
    // (normalized), so an unknown address is counted like a known one. The accounts' own failed_sign_ins and
    // locked_until (version 5) are no longer used. Lock notices: when an account's owner was last mailed.
    sql: () => [
      `CREATE TABLE IF NOT EXISTS sign_in_failures (
         email VARCHAR NOT NULL, client VARCHAR NOT NULL, failures INTEGER NOT NULL, first_failed_at BIGINT NOT NULL,
         blocked_until BIGINT NOT NULL, PRIMARY KEY (email, client))`,
      'CREATE TABLE IF NOT EXISTS sign_in_lock_notices (email VARCHAR PRIMARY KEY, noticed_at BIGINT NOT NULL)',
    ],
  },
  {
    version: 8,
    name: 'data version',
    // One counter every writer of published data moves in its own transaction (store/dataVersion.ts), so a cached
    // answer (cache/) knows, in every server process, whether the rows behind it may have changed.
    sql: () => [
      'CREATE TABLE IF NOT EXISTS data_version (id INTEGER PRIMARY KEY, version BIGINT NOT NULL)',
      'INSERT INTO data_version VALUES (1, 0)',
    ],
  },
  {
    version: 9,
    name: 'dam records and operating levels, provinces of generation units',
    // New fields of dams.daily-volume (the dam pages' id, minKot, maxKot) and registry.generation-units
    // (provinceId), filled in from what the store already holds, exactly as the simulator writes them
    // (simulator/dams.ts damDayId; a unit lies in its power plant's province). A new store has them from version 1.
    sql: () => [
      'ALTER TABLE dams_daily_volume ADD COLUMN IF NOT EXISTS "minKot" DOUBLE PRECISION',
      'ALTER TABLE dams_daily_volume ADD COLUMN IF NOT EXISTS "maxKot" DOUBLE PRECISION',
      'ALTER TABLE dams_daily_volume ADD COLUMN IF NOT EXISTS "id" BIGINT',
      `UPDATE dams_daily_volume SET "minKot" = d."minKot", "maxKot" = d."maxKot",
         "id" = dams_daily_volume."damId" * 100000 + CAST(FLOOR(EXTRACT(EPOCH FROM dams_daily_volume.ts) / 86400) AS BIGINT)
       FROM registry_dams AS d WHERE d.id = dams_daily_volume."damId" AND dams_daily_volume."id" IS NULL`,
      'ALTER TABLE registry_generation_units ADD COLUMN IF NOT EXISTS "provinceId" INTEGER',
      `UPDATE registry_generation_units SET "provinceId" = p.id
       FROM registry_power_plants AS pp, registry_provinces AS p
       WHERE pp.id = registry_generation_units."powerPlantId" AND p.name = pp.city AND registry_generation_units."provinceId" IS NULL`,
    ],
  },
  {
    version: 10,
    name: 'rate-limit usage and settings versions shared by server processes',
    // Several server processes on one PostgreSQL: each adds the calls it let through, per caller and second, and
    // reads the others' (identity/sharedRateLimiter.ts); a writer of page overlays or menu nodes moves its
    // counter, which every process watches to reload them (page-settings/settingsVersion.ts).
    sql: () => [
      `CREATE TABLE IF NOT EXISTS rate_limit_usage (
         limiter VARCHAR NOT NULL, process_id VARCHAR NOT NULL, key VARCHAR NOT NULL, second BIGINT NOT NULL,
         units INTEGER NOT NULL, PRIMARY KEY (limiter, process_id, key, second))`,
      'CREATE INDEX IF NOT EXISTS rate_limit_usage_second ON rate_limit_usage (limiter, second)',
      'CREATE TABLE IF NOT EXISTS settings_versions (name VARCHAR PRIMARY KEY, version BIGINT NOT NULL)',
      "INSERT INTO settings_versions VALUES ('page_overlays', 0), ('menu_nodes', 0)",
    ],
  },
  {
    version: 11,
    name: 'announcement importance and view counts',
    // An announcement is 'normal' or 'important' (shown first and marked); view_count counts the readers who
    // opened it (announcements/announcements.ts). Older rows (NULL) read as normal and unseen.
    sql: () => [
      'ALTER TABLE announcements ADD COLUMN IF NOT EXISTS importance VARCHAR',
      'ALTER TABLE announcements ADD COLUMN IF NOT EXISTS view_count BIGINT',
    ],
  },
  {
    version: 12,
    name: 'personal dashboards',
    // One dashboard per member: its layout as JSON text in its schema version (dashboard/dashboards.ts), and
    // the hash of its read-only link's token once shared.
    sql: () => [
      `CREATE TABLE IF NOT EXISTS dashboards (
         account_id BIGINT PRIMARY KEY, layout_json VARCHAR NOT NULL, schema_version INTEGER NOT NULL,
         updated_at BIGINT NOT NULL, share_token_hash VARCHAR)`,
    ],
  },
  {
    version: 13,
    name: 'audit log of administrative writes',
    // Who (account id and e-mail as it was), when (epoch ms), what (the call and its target) and the state before
    // and after as JSON text, written in the same transaction as the change (audit/auditLog.ts).
    sql: () => [
      'CREATE SEQUENCE IF NOT EXISTS audit_log_ids START 1',
      `CREATE TABLE IF NOT EXISTS audit_log (
         id BIGINT PRIMARY KEY DEFAULT nextval('audit_log_ids'), recorded_at BIGINT NOT NULL, account_id BIGINT NOT NULL,
         account_email VARCHAR NOT NULL, action VARCHAR NOT NULL, target VARCHAR NOT NULL,
         before_json VARCHAR, after_json VARCHAR)`,
      'CREATE INDEX IF NOT EXISTS audit_log_recorded_at ON audit_log (recorded_at)',
    ],
  },
  {
    version: 14,
    name: 'announcement kinds and workshop events',
    // An announcement is a 'notice' or a 'workshop' (announcements/workshopInput.ts); a workshop's start and end
    // (epoch ms), its place in both languages or online, and its https registration link. Existing rows are notices.
    sql: () => [
      'ALTER TABLE announcements ADD COLUMN IF NOT EXISTS kind VARCHAR',
      'ALTER TABLE announcements ADD COLUMN IF NOT EXISTS starts_at BIGINT',
      'ALTER TABLE announcements ADD COLUMN IF NOT EXISTS ends_at BIGINT',
      'ALTER TABLE announcements ADD COLUMN IF NOT EXISTS place_tr VARCHAR',
      'ALTER TABLE announcements ADD COLUMN IF NOT EXISTS place_en VARCHAR',
      'ALTER TABLE announcements ADD COLUMN IF NOT EXISTS online BOOLEAN',
      'ALTER TABLE announcements ADD COLUMN IF NOT EXISTS registration_url VARCHAR',
      "UPDATE announcements SET kind = 'notice' WHERE kind IS NULL",
    ],
  },
  {
    version: 15,
    name: 'menu nodes removed by an administrator',
    // A node of the files an administrator removed stays as a marked row (also changed_by_admin), so the start-up
    // sync neither re-inserts nor shows it (src/server/menu/README.md). NULL on older rows reads as not removed.
    sql: () => ['ALTER TABLE menu_nodes ADD COLUMN IF NOT EXISTS removed_by_admin BOOLEAN DEFAULT false'],
  },
  {
    version: 16,
    name: 'upload history of the administration lists',
    // Each upload of a list (participants, licensed plant investments, a year's YEKDEM participants): who, when,
    // which list and year, the file name and the counts (src/server/administration/uploads/uploadHistory.ts).
    sql: () => [
      'CREATE SEQUENCE IF NOT EXISTS upload_history_ids START 1',
      `CREATE TABLE IF NOT EXISTS upload_history (
         id BIGINT PRIMARY KEY DEFAULT nextval('upload_history_ids'), uploaded_at BIGINT NOT NULL, account_id BIGINT NOT NULL,
         account_email VARCHAR NOT NULL, list_id VARCHAR NOT NULL, list_year INTEGER, file_name VARCHAR NOT NULL,
         added INTEGER NOT NULL, changed INTEGER NOT NULL, removed INTEGER NOT NULL, unchanged INTEGER NOT NULL, total_rows INTEGER NOT NULL)`,
      'CREATE INDEX IF NOT EXISTS upload_history_list ON upload_history (list_id, uploaded_at)',
    ],
  },
  {
    version: 17,
    name: 'reason of a rejected membership request',
    // The administrator's reason for turning a membership request down (identity/membershipRequests.ts).
    sql: () => ['ALTER TABLE membership_requests ADD COLUMN IF NOT EXISTS decision_reason VARCHAR'],
  },
  {
    version: 18,
    name: 'media library and announcement drafts',
    // Images administrators upload (media/README.md): the name as uploaded, the slug of its public address, the type
    // told by its bytes, size and pixel size, who (account id) and when (epoch ms), and the bytes themselves as
    // base64 text, so the library lives in the store on DuckDB and PostgreSQL alike and survives restarts.
    sql: () => [
      'CREATE SEQUENCE IF NOT EXISTS media_ids START 1',
      `CREATE TABLE IF NOT EXISTS media (
         id BIGINT PRIMARY KEY DEFAULT nextval('media_ids'), file_name VARCHAR NOT NULL, slug VARCHAR NOT NULL,
         content_type VARCHAR NOT NULL, extension VARCHAR NOT NULL, size_bytes BIGINT NOT NULL, width BIGINT, height BIGINT,
         uploaded_by BIGINT NOT NULL, uploaded_at BIGINT NOT NULL, content_base64 VARCHAR NOT NULL)`,
      // An announcement kept as a draft (announcements/announcements.ts) is seen by administrators only; NULL: not a draft.
      'ALTER TABLE announcements ADD COLUMN IF NOT EXISTS draft BOOLEAN',
    ],
  },
  {
    version: 19,
    name: 'blocked addresses and disabled accounts',
    // Administration settings (admin-settings/README.md): client addresses and ranges the API refuses, with a
    // reason and maybe an expiry (epoch ms), and a counter in settings_versions so every server process reloads
    // them; accounts an administrator disabled (no sign-in, session or ticket works for them).
    sql: () => [
      'CREATE SEQUENCE IF NOT EXISTS blocked_address_ids START 1',
      `CREATE TABLE IF NOT EXISTS blocked_addresses (
         id BIGINT PRIMARY KEY DEFAULT nextval('blocked_address_ids'), address_range VARCHAR NOT NULL UNIQUE,
         reason VARCHAR NOT NULL, expires_at BIGINT, created_at BIGINT NOT NULL, created_by VARCHAR NOT NULL)`,
      'CREATE TABLE IF NOT EXISTS disabled_accounts (account_id BIGINT PRIMARY KEY, disabled_at BIGINT NOT NULL, disabled_by VARCHAR NOT NULL)',
      "INSERT INTO settings_versions VALUES ('blocked_addresses', 0) ON CONFLICT DO NOTHING",
    ],
  },
  {
    version: 20,
    name: 'web-service limits, limit demands and member parameters',
    // Limits on members' web-service use in cost units per minute (service-limits/): the default, per organisation
    // and per member, each from a moment and maybe until one; members' demands for a limit and the administrator's
    // decision; a counter in settings_versions so every server process reloads them. And each member's defaults
    // for report pages (region, date range, units) as JSON.
    sql: () => [
      'CREATE SEQUENCE IF NOT EXISTS service_limit_ids START 1',
      `CREATE TABLE IF NOT EXISTS service_limits (
         id BIGINT PRIMARY KEY DEFAULT nextval('service_limit_ids'), scope VARCHAR NOT NULL, organization VARCHAR,
         account_id BIGINT, per_minute INTEGER NOT NULL, effective_from BIGINT NOT NULL, effective_until BIGINT,
         note VARCHAR, demand_id BIGINT, created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL)`,
      'CREATE SEQUENCE IF NOT EXISTS service_limit_demand_ids START 1',
      `CREATE TABLE IF NOT EXISTS service_limit_demands (
         id BIGINT PRIMARY KEY DEFAULT nextval('service_limit_demand_ids'), account_id BIGINT NOT NULL, kind VARCHAR NOT NULL,
         limit_id BIGINT, per_minute INTEGER NOT NULL, reason VARCHAR NOT NULL, requested_at BIGINT NOT NULL,
         decision VARCHAR, decided_at BIGINT, decided_by BIGINT, refusal_reason VARCHAR, granted_limit_id BIGINT)`,
      'CREATE INDEX IF NOT EXISTS service_limit_demands_account ON service_limit_demands (account_id)',
      "INSERT INTO settings_versions VALUES ('service_limits', 0) ON CONFLICT DO NOTHING",
      'CREATE TABLE IF NOT EXISTS member_parameters (account_id BIGINT PRIMARY KEY, parameters_json VARCHAR NOT NULL, updated_at BIGINT NOT NULL)',
    ],
  },
  {
    version: 21,
    name: 'scheduled exports, deliveries and alert rules',
    // A member's orders (deliveries/README.md): a report's export on a schedule, by mail or webhook; every attempt
    // to deliver one; the member's webhook secret (HMAC key, kept as written: it signs, it does not sign in);
    // members whose deliveries an administrator paused; the scheduler's lease (one process at a time) and the
    // publication state it last saw. Alert rules and their firings, one per rule and published period (alerts/).
    sql: () => [
      'CREATE SEQUENCE IF NOT EXISTS delivery_order_ids START 1',
      `CREATE TABLE IF NOT EXISTS delivery_orders (
         id BIGINT PRIMARY KEY DEFAULT nextval('delivery_order_ids'), account_id BIGINT NOT NULL, order_json VARCHAR NOT NULL,
         paused BOOLEAN NOT NULL, next_run_at BIGINT, created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL)`,
      'CREATE SEQUENCE IF NOT EXISTS delivery_ids START 1',
      `CREATE TABLE IF NOT EXISTS deliveries (
         id BIGINT PRIMARY KEY DEFAULT nextval('delivery_ids'), order_id BIGINT NOT NULL, account_id BIGINT NOT NULL,
         created_at BIGINT NOT NULL, reason VARCHAR NOT NULL, channel VARCHAR NOT NULL, target VARCHAR NOT NULL,
         status VARCHAR NOT NULL, attempts INTEGER NOT NULL, next_attempt_at BIGINT, last_attempt_at BIGINT,
         response_code INTEGER, error VARCHAR, file_name VARCHAR, period_start VARCHAR, period_end VARCHAR)`,
      'CREATE INDEX IF NOT EXISTS deliveries_order ON deliveries (order_id, created_at)',
      'CREATE TABLE IF NOT EXISTS delivery_secrets (account_id BIGINT PRIMARY KEY, secret VARCHAR NOT NULL, created_at BIGINT NOT NULL)',
      'CREATE TABLE IF NOT EXISTS delivery_paused_members (account_id BIGINT PRIMARY KEY, paused_at BIGINT NOT NULL)',
      'CREATE TABLE IF NOT EXISTS delivery_scheduler_lease (id INTEGER PRIMARY KEY, holder VARCHAR NOT NULL, until BIGINT NOT NULL)',
      'CREATE TABLE IF NOT EXISTS delivery_publication_state (topic VARCHAR PRIMARY KEY, published_before BIGINT NOT NULL)',
      'CREATE SEQUENCE IF NOT EXISTS alert_rule_ids START 1',
      `CREATE TABLE IF NOT EXISTS alert_rules (
         id BIGINT PRIMARY KEY DEFAULT nextval('alert_rule_ids'), account_id BIGINT NOT NULL, rule_json VARCHAR NOT NULL,
         paused BOOLEAN NOT NULL, created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL)`,
      'CREATE SEQUENCE IF NOT EXISTS alert_firing_ids START 1',
      `CREATE TABLE IF NOT EXISTS alert_firings (
         id BIGINT PRIMARY KEY DEFAULT nextval('alert_firing_ids'), rule_id BIGINT NOT NULL, account_id BIGINT NOT NULL,
         period_key VARCHAR NOT NULL, period_start VARCHAR NOT NULL, period_end VARCHAR NOT NULL, value DOUBLE PRECISION,
         fired_at BIGINT NOT NULL, UNIQUE (rule_id, period_key))`,
    ],
  },
  {
    version: 22,
    name: 'bulletin archive',
    // Published market bulletins (bulletins/publication/README.md): one row per market, period kind, period key and
    // language; the title, the HTML, the PDF as base64 text (as the media library keeps bytes), when it was made
    // (epoch ms) and from which data (data version, newest revision of the period). The key makes a second copy
    // impossible when several processes make the same bulletin.
    sql: () => [
      `CREATE TABLE IF NOT EXISTS bulletin_archive (
         market VARCHAR NOT NULL, period VARCHAR NOT NULL, period_key VARCHAR NOT NULL, language VARCHAR NOT NULL,
         title VARCHAR NOT NULL, html VARCHAR NOT NULL, pdf_base64 VARCHAR NOT NULL, pdf_size BIGINT NOT NULL,
         generated_at BIGINT NOT NULL, data_version BIGINT NOT NULL, data_revision BIGINT NOT NULL,
         PRIMARY KEY (market, period, period_key, language))`,
    ],
  },
  {
    version: 23,
    name: 'content documents',
    // The platform's own pages an administrator edits (content-pages/README.md): the current version of each
    // document (no row while the seeded text is unchanged) and the last saved versions, restorable.
    sql: () => [
      'CREATE TABLE IF NOT EXISTS content_documents (doc_key VARCHAR PRIMARY KEY, body_json VARCHAR NOT NULL, updated_at BIGINT NOT NULL, updated_by VARCHAR)',
      'CREATE SEQUENCE IF NOT EXISTS content_revision_ids START 1',
      `CREATE TABLE IF NOT EXISTS content_revisions (
         id BIGINT PRIMARY KEY DEFAULT nextval('content_revision_ids'), doc_key VARCHAR NOT NULL, body_json VARCHAR NOT NULL,
         saved_at BIGINT NOT NULL, saved_by VARCHAR)`,
      'CREATE INDEX IF NOT EXISTS content_revisions_key ON content_revisions (doc_key, id)',
    ],
  },
  {
    version: 24,
    name: 'screen settings',
    // The platform-wide display defaults (screen-settings/README.md): one row of JSON, and a counter in
    // settings_versions so every server process reloads it.
    sql: () => [
      'CREATE TABLE IF NOT EXISTS screen_settings (id INTEGER PRIMARY KEY, settings_json VARCHAR NOT NULL, updated_at BIGINT NOT NULL, updated_by VARCHAR NOT NULL)',
      "INSERT INTO settings_versions VALUES ('screen_settings', 0) ON CONFLICT DO NOTHING",
    ],
  },
  {
    version: 25,
    name: 'terms of use versions and acceptances',
    // The terms of use members accept (contracts/README.md): versions (a draft until published, then never
    // changed; version 1 is written at start from contracts/firstTerms.ts) and who accepted which version when.
    // An acceptance made on the membership form has no account yet: it is found again by its e-mail.
    sql: () => [
      'CREATE SEQUENCE IF NOT EXISTS contract_version_ids START 2',
      `CREATE TABLE IF NOT EXISTS contract_versions (
         id BIGINT PRIMARY KEY DEFAULT nextval('contract_version_ids'), label VARCHAR NOT NULL, body_tr VARCHAR NOT NULL,
         body_en VARCHAR NOT NULL, effective_at BIGINT NOT NULL, created_at BIGINT NOT NULL, created_by VARCHAR NOT NULL,
         updated_at BIGINT NOT NULL, published_at BIGINT, published_by VARCHAR)`,
      'CREATE SEQUENCE IF NOT EXISTS contract_acceptance_ids START 1',
      `CREATE TABLE IF NOT EXISTS contract_acceptances (
         id BIGINT PRIMARY KEY DEFAULT nextval('contract_acceptance_ids'), version_id BIGINT NOT NULL, account_id BIGINT,
         email VARCHAR NOT NULL, accepted_at BIGINT NOT NULL, via VARCHAR NOT NULL, UNIQUE (version_id, email))`,
    ],
  },
  {
    version: 26,
    name: 'platform settings',
    // Admin setting sections 9010, 9011 and 9015 (admin-settings/platformSettings.ts): one row per section, its
    // value as JSON (checked whole by the section's parser before it is written); no row = the built-in value.
    // The counter lets every server process on PostgreSQL reload a change within about a second.
    sql: () => [
      'CREATE TABLE IF NOT EXISTS platform_settings (section VARCHAR PRIMARY KEY, value_json VARCHAR NOT NULL, updated_at BIGINT NOT NULL, updated_by VARCHAR NOT NULL)',
      "INSERT INTO settings_versions VALUES ('platform_settings', 0) ON CONFLICT DO NOTHING",
    ],
  },
];

export async function migrate(store: Store): Promise<void> {
  await underLock(store, () => store.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name VARCHAR NOT NULL, applied_at TIMESTAMP NOT NULL)'));
  await underLock(store, async () => {
    // Read under the lock: a process that waited for another one sees what that one applied.
    const applied = new Set((await store.query('SELECT version FROM schema_migrations')).map((r) => Number(r.version)));
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      for (const statement of m.sql(store)) await store.exec(statement);
      await store.exec('INSERT INTO schema_migrations VALUES ($1, $2, now())', [m.version, m.name]);
    }
    // A dataset added to the registry after a store was created gets its table on the next start (seedWorld then
    // fills it). Changing the columns of an existing dataset still needs a numbered migration above.
    for (const statement of datasetTables(store)) await store.exec(statement);
    // Views over market totals (no data of their own), rebuilt as their definition may have changed.
    await buildOrganizationShares(store);
    await createPlantGenerationView(store);
    await buildGenerationPlanShares(store);
    await buildYekdemPlantView(store);
    await buildMultipleFactorView(store);
  });
  // DuckDB cannot replay every schema change (ALTER TABLE ... ADD COLUMN) from its write-ahead log: a process
  // killed soon after a migration would leave a store that no longer opens. The schema goes into the file now.
  if (store.dialect === 'duckdb') await store.exec('CHECKPOINT');
}

/** Any number for pg_advisory_xact_lock, as long as nothing else in the database takes the same one. */
const MIGRATION_LOCK = 72_770_101;

/**
 * One transaction, and on PostgreSQL a lock held until it ends: server processes starting together on one
 * database migrate one after another instead of racing on CREATE TABLE; a failed migration leaves nothing.
 */
async function underLock(store: Store, work: () => Promise<void>): Promise<void> {
  await store.exec('BEGIN TRANSACTION');
  try {
    if (store.dialect === 'postgres') await store.exec(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await work();
  } catch (error) {
    await store.exec('ROLLBACK');
    throw error;
  }
  await store.exec('COMMIT');
}
