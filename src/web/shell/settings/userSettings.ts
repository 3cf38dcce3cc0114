// The on/off preferences of the settings dialog. Readers outside the dialog take them from here.
import { createBooleanSetting } from './booleanSetting';
import { screenDefaults } from '../../screenDefaults/screenDefaultsStore';

/** Notify when tomorrow's day-ahead prices are published (the bell's ptf notification). */
export const ptfNotificationSetting = createBooleanSetting('seffaflik.settings.notifications.ptf', true);

// Which other publications the bell tells of (the server's publication stream; ptfNotificationSetting above is
// the interim price at 13:00, as before the stream).
/** The final day-ahead prices at 14:00 (the bell's ptf notification, like the interim price). */
export const dayAheadPriceNotificationSetting = createBooleanSetting('seffaflik.settings.notifications.dayAheadPrice', true);
/** Each new hour of real-time generation and consumption: off unless asked for, it comes every hour. */
export const realtimeNotificationSetting = createBooleanSetting('seffaflik.settings.notifications.realtime', false);
/** The natural gas day-ahead reference price, at the start of the gas day. */
export const gasReferencePriceNotificationSetting = createBooleanSetting('seffaflik.settings.notifications.gasReferencePrice', false);

/** Open the app on the page visited last. */
export const rememberLastPageSetting = createBooleanSetting('seffaflik.settings.rememberLastPage', true);

/** Compact tables: 20 px rows in 11 px type (the operator's dense layout), instead of the comfortable 32 px. */
/** Until the reader switches it, the platform's default (admin screen 9016). */
export const compactTablesSetting = createBooleanSetting('seffaflik.settings.compactTables', { get: () => screenDefaults.get().compactTables, subscribe: screenDefaults.subscribe });
