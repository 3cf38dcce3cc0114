// Words of the administration area's entry pages.
import type { FeatureText } from './featureTexts';

export const adminText = {
  tr: {
    signInTitle: 'Yönetim alanı',
    signInIntro: 'Bu alan yalnızca yönetici oturumuyla açılır. Üye oturumu yönetim ekranlarına erişim vermez.',
    signIn: 'Yönetici olarak oturum aç',
  },
  en: {
    signInTitle: 'Administration area',
    signInIntro: 'This area opens only with an administrator session. A member session gives no access to the administration screens.',
    signIn: 'Sign in as an administrator',
  },
} satisfies FeatureText;
