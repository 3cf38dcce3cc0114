// Component tests render screens without the router, which would fetch their text groups first: every group is
// merged here at once (imported by renderWithApp).
import { adminTexts } from '../i18n/groups/adminTexts';
import { dashboardTexts } from '../i18n/groups/dashboardTexts';
import { documentTexts } from '../i18n/groups/documentTexts';
import { memberSettingsTexts } from '../i18n/groups/memberSettingsTexts';
import { addFeatureTexts } from '../i18n/textGroups';

addFeatureTexts(adminTexts);
addFeatureTexts(documentTexts);
addFeatureTexts(memberSettingsTexts);
addFeatureTexts(dashboardTexts);
