// The personal dashboard's texts, fetched with its pages (../textGroups.ts); its link and the report page's
// "add" button are first-page texts (../dashboardButtonText.ts).
import { dashboardText } from '../dashboardText';
import type { FeatureText } from '../featureTexts';

export const dashboardTexts: Record<string, FeatureText> = {
  dashboard: dashboardText,
};
