// Words of the breadcrumb above a page.
import type { FeatureText } from './featureTexts';

export const breadcrumbText = {
  tr: {
    label: 'Sayfa yolu',
    home: 'Ana sayfa',
  },
  en: {
    label: 'Breadcrumb',
    home: 'Home',
  },
} satisfies FeatureText;
