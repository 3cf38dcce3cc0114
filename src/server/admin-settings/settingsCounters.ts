// The counter of this folder's in-memory copy (the blocked addresses), a row of settings_versions added by
// migration 19. It works exactly like the page overlays' (page-settings/settingsVersion.ts: moved in the writing
// transaction, watched once a second on PostgreSQL); that file's SettingsName lists only its own names, hence
// the one cast here.
import type { SettingsName } from '../page-settings/settingsVersion';

export const BLOCKED_ADDRESSES_COUNTER = 'blocked_addresses' as SettingsName;

/** The platform settings (process and configuration parameters, mail templates): migration 26. */
export const PLATFORM_SETTINGS_COUNTER = 'platform_settings' as SettingsName;
