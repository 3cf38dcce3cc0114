// The platform-wide display defaults an administrator sets (screen 9016) and every visitor's app reads
// (GET /app-api/screen-settings): what the app shows to a reader who has not chosen otherwise. A reader's own
// choice (the settings panel, a view in the address) always wins. Shared by the server's validator and the app.
import { REPORT_LAYOUTS, type ReportLayout } from '../url/reportView';

export type DefaultTheme = 'light' | 'dark' | 'system';

export interface ScreenSettings {
  /** The theme of a visitor who has not picked one; 'system' follows the device's light or dark setting. */
  theme: DefaultTheme;
  /** How a report page opens: chart and table, the table alone, or the chart alone. */
  reportLayout: ReportLayout;
  /** Dense report tables (20 px rows) for readers who have not switched them on or off themselves. */
  compactTables: boolean;
  /** Announcements on one page of the home page's announcements card. */
  homeAnnouncementsPerPage: number;
}

export const DEFAULT_THEMES: readonly DefaultTheme[] = ['system', 'light', 'dark'];
export const DEFAULT_LAYOUTS: readonly ReportLayout[] = REPORT_LAYOUTS;
export const HOME_ANNOUNCEMENTS_PER_PAGE: readonly number[] = [3, 4, 5, 6, 8, 10];

/** What the app did before this setting existed, and what a fresh platform starts with. */
export const BUILT_IN_SCREEN_SETTINGS: ScreenSettings = { theme: 'system', reportLayout: 'split', compactTables: false, homeAnnouncementsPerPage: 4 };

export const SCREEN_SETTINGS_FIELDS = ['theme', 'reportLayout', 'compactTables', 'homeAnnouncementsPerPage'] as const satisfies readonly (keyof ScreenSettings)[];
