// A member's settings beyond the first tabs (scheduled exports, alert rules, report defaults, web-service limits)
// and the administration screens that answer them, fetched with the settings dialog or those screens
// (../textGroups.ts).
import { deliveriesText } from '../deliveriesText';
import { serviceLimitsText } from '../serviceLimitsText';
import type { FeatureText } from '../featureTexts';

export const memberSettingsTexts: Record<string, FeatureText> = {
  deliveries: deliveriesText,
  serviceLimits: serviceLimitsText,
};
