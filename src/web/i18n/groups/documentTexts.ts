// The content pages' and bulletins' texts, fetched with those pages and the administration (../textGroups.ts).
import { contentPagesText } from '../contentPagesText';
import { bulletinsText } from '../bulletinsText';
import type { FeatureText } from '../featureTexts';

export const documentTexts: Record<string, FeatureText> = {
  contentPages: contentPagesText,
  bulletins: bulletinsText,
};
