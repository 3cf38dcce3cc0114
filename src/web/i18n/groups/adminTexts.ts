// The administration screens' texts (the contract management screen's too), fetched with the first administration
// screen (../textGroups.ts).
import { adminText } from '../adminText';
import { adminPagesText } from '../adminPagesText';
import { adminSettingsText } from '../adminSettingsText';
import { adminUploadsText } from '../adminUploadsText';
import { platformFactsText } from '../platformFactsText';
import { adminContentText } from '../adminContentText';
import { adminMenuText } from '../adminMenuText';
import { adminOversightText } from '../adminOversightText';
import { screenSettingsText } from '../screenSettingsText';
import { contractsText } from '../contractsText';
import type { FeatureText } from '../featureTexts';

export const adminTexts: Record<string, FeatureText> = {
  admin: adminText,
  adminPages: adminPagesText,
  adminSettings: adminSettingsText,
  adminUploads: adminUploadsText,
  platformFacts: platformFactsText,
  adminContent: adminContentText,
  adminMenu: adminMenuText,
  adminOversight: adminOversightText,
  screenSettings: screenSettingsText,
  contracts: contractsText,
};
