// The screen settings in force: one row of screen_settings (migration 24), kept in memory. A write goes through
// `save` (one transaction with its audit record and the counter), then this process reloads at once; other
// processes on PostgreSQL see the counter move within about a second. No row yet: the built-in defaults.
import { BUILT_IN_SCREEN_SETTINGS, SCREEN_SETTINGS_FIELDS, type ScreenSettings } from '../../engine/app-api/screenSettings';
import { bumpSettingsVersion, readSettingsVersion, watchSettingsVersion, type SettingsName, type SettingsWatch } from '../page-settings/settingsVersion';
import type { Store, StoreTransaction } from '../store/store';

/** Our row of settings_versions (migration 24); settingsVersion.ts's SettingsName lists only its own names. */
export const SCREEN_SETTINGS_COUNTER = 'screen_settings' as SettingsName;

export interface ScreenSettingsRecord { settings: ScreenSettings; updatedAt: number | null; updatedBy: string | null }

/** A stored row read back: a field it lacks (a setting added later) takes its built-in default. */
function fromJson(json: string): ScreenSettings {
  const stored = JSON.parse(json) as Partial<ScreenSettings>;
  const settings = { ...BUILT_IN_SCREEN_SETTINGS };
  for (const name of SCREEN_SETTINGS_FIELDS) if (stored[name] !== undefined) Object.assign(settings, { [name]: stored[name] });
  return settings;
}

export class ScreenSettingsState {
  private record: ScreenSettingsRecord = { settings: BUILT_IN_SCREEN_SETTINGS, updatedAt: null, updatedBy: null };
  private watch: SettingsWatch | undefined;

  private constructor(private readonly store: Store) {}

  static async open(store: Store, options: { onError?: (error: Error) => void } = {}): Promise<ScreenSettingsState> {
    const state = new ScreenSettingsState(store);
    const seen = await readSettingsVersion(store, SCREEN_SETTINGS_COUNTER);
    await state.reload();
    state.watch = watchSettingsVersion(store, SCREEN_SETTINGS_COUNTER, seen, () => state.reload(), options);
    return state;
  }

  async reload(): Promise<void> {
    const [row] = await this.store.query('SELECT * FROM screen_settings WHERE id = 1');
    this.record = row
      ? { settings: fromJson(String(row.settings_json)), updatedAt: Number(row.updated_at), updatedBy: String(row.updated_by) }
      : { settings: BUILT_IN_SCREEN_SETTINGS, updatedAt: null, updatedBy: null };
  }

  current(): ScreenSettingsRecord {
    return this.record;
  }

  /** Writes the settings with whatever else the transaction must hold (the audit record); reloads before answering. */
  async save(settings: ScreenSettings, by: string, now: number, alsoInTransaction: (tx: StoreTransaction, before: ScreenSettings) => Promise<void>): Promise<ScreenSettingsRecord> {
    await this.store.transaction(async (tx) => {
      const [row] = await tx.query('SELECT settings_json FROM screen_settings WHERE id = 1');
      const before = row ? fromJson(String(row.settings_json)) : BUILT_IN_SCREEN_SETTINGS;
      if (row) await tx.query('UPDATE screen_settings SET settings_json = $1, updated_at = $2, updated_by = $3 WHERE id = 1', [JSON.stringify(settings), now, by]);
      else await tx.query('INSERT INTO screen_settings (id, settings_json, updated_at, updated_by) VALUES (1, $1, $2, $3)', [JSON.stringify(settings), now, by]);
      await bumpSettingsVersion(tx, SCREEN_SETTINGS_COUNTER);
      await alsoInTransaction(tx, before);
    });
    await this.reload();
    return this.record;
  }

  close(): void {
    this.watch?.stop();
  }
}
