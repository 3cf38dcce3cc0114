// Interface text of self-contained features, each in its own file (`<feature>Text.ts` exporting `{ tr, en }` with
// the same keys), merged into the one translation resource under the feature's name. A feature the first page
// (shell, home, a report) reads is added here; one that only other screens read goes to a group of textGroups.ts
// (groups/), fetched with those screens. Keys of the main files (tr.ts, en.ts) stay there.
import { notificationsText } from './notificationsText';
import { pagesText } from './pagesText';
import { requestText } from './requestText';
import { settingsText } from './settingsText';
import { sidebarText } from './sidebarText';
import { breadcrumbText } from './breadcrumbText';
import { announcementsText } from './announcementsText';
import { shellText } from './shellText';
import { chartPanelText } from './chartPanelText';
import { exportPanelText } from './exportPanelText';
import { noticesText } from './noticesText';
import { marketNoticesText } from './marketNoticesText';
import { publicationPushText } from './publicationPushText';
import { dashboardButtonText } from './dashboardButtonText';
import { workshopsText } from './workshopsText';
import { apiReferenceText } from './apiReferenceText';
import { termsBannerText } from './termsBannerText';
import { dictionaryText } from './dictionaryText';
import { pageBundleText } from './pageBundleText';

export interface FeatureText {
  tr: Record<string, unknown>;
  en: Record<string, unknown>;
}

/** The texts of the first page (shell, home, reports); others travel with their screens (textGroups.ts). */
export const featureTexts: Record<string, FeatureText> = {
  request: requestText,
  pages: pagesText,
  notifications: notificationsText,
  settings: settingsText,
  sidebar: sidebarText,
  breadcrumb: breadcrumbText,
  termsBanner: termsBannerText,
  shell: shellText,
  announcements: announcementsText,
  chartPanel: chartPanelText,
  exportPanel: exportPanelText,
  notices: noticesText,
  marketNotices: marketNoticesText,
  publicationPush: publicationPushText,
  dashboardButton: dashboardButtonText,
  workshops: workshopsText,
  apiReference: apiReferenceText,
  dictionary: dictionaryText,
  pageBundle: pageBundleText,
};
