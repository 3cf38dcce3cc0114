// Interface text of self-contained shell features, each in its own file (`<feature>Text.ts` exporting
// `{ tr, en }` with the same keys), merged into the one translation resource under the feature's name.
// Add a feature here; keys of the main files (tr.ts, en.ts) stay there.
import { notificationsText } from './notificationsText';
import { pagesText } from './pagesText';
import { requestText } from './requestText';
import { settingsText } from './settingsText';
import { sidebarText } from './sidebarText';
import { breadcrumbText } from './breadcrumbText';
import { adminText } from './adminText';
import { adminPagesText } from './adminPagesText';
import { adminSettingsText } from './adminSettingsText';
import { adminUploadsText } from './adminUploadsText';
import { announcementsText } from './announcementsText';
import { shellText } from './shellText';
import { chartPanelText } from './chartPanelText';
import { exportPanelText } from './exportPanelText';
import { noticesText } from './noticesText';
import { marketNoticesText } from './marketNoticesText';
import { publicationPushText } from './publicationPushText';
import { dashboardText } from './dashboardText';
import { workshopsText } from './workshopsText';
import { platformFactsText } from './platformFactsText';
import { adminContentText } from './adminContentText';
import { adminMenuText } from './adminMenuText';
import { deliveriesText } from './deliveriesText';
import { apiReferenceText } from './apiReferenceText';
import { adminOversightText } from './adminOversightText';
import { serviceLimitsText } from './serviceLimitsText';

export interface FeatureText {
  tr: Record<string, unknown>;
  en: Record<string, unknown>;
}

export const featureTexts: Record<string, FeatureText> = {
  request: requestText,
  pages: pagesText,
  notifications: notificationsText,
  settings: settingsText,
  sidebar: sidebarText,
  breadcrumb: breadcrumbText,
  admin: adminText,
  adminPages: adminPagesText,
  adminSettings: adminSettingsText,
  adminUploads: adminUploadsText,
  shell: shellText,
  announcements: announcementsText,
  chartPanel: chartPanelText,
  exportPanel: exportPanelText,
  notices: noticesText,
  marketNotices: marketNoticesText,
  publicationPush: publicationPushText,
  dashboard: dashboardText,
  workshops: workshopsText,
  platformFacts: platformFactsText,
  adminContent: adminContentText,
  adminMenu: adminMenuText,
  deliveries: deliveriesText,
  apiReference: apiReferenceText,
  adminOversight: adminOversightText,
  serviceLimits: serviceLimitsText,
};
