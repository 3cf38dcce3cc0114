// The on/off preferences of the settings dialog. Readers outside the dialog take them from here.
import { createBooleanSetting } from './booleanSetting';

/** Notify when tomorrow's day-ahead prices are published (the bell's ptf notification). */
export const ptfNotificationSetting = createBooleanSetting('seffaflik.settings.notifications.ptf', true);

/** Open the app on the page visited last. */
export const rememberLastPageSetting = createBooleanSetting('seffaflik.settings.rememberLastPage', true);

/** Compact tables: 20 px rows in 11 px type (the operator's dense layout), instead of the comfortable 32 px. */
export const compactTablesSetting = createBooleanSetting('seffaflik.settings.compactTables', false);
