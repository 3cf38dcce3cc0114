// Words of the administration area's entry pages.
import type { FeatureText } from './featureTexts';

export const adminText = {
  tr: {
    homeTitle: 'Yönetim',
    homeIntro: 'Yönetici oturumu açık. Aşağıdaki ekranlar menüde de yer alır; henüz ekranı olmayan işlemler yönetim servisleriyle (API) yapılabilir.',
    apiNote: 'Yönetim servislerinin listesi: src/server/API.md (ör. üyelik başvurularını onaylama: POST /app-api/admin/membership-requests/{id}/approve).',
    signInTitle: 'Yönetim alanı',
    signInIntro: 'Bu alan yalnızca yönetici oturumuyla açılır. Üye oturumu yönetim ekranlarına erişim vermez.',
    signIn: 'Yönetici olarak oturum aç',
  },
  en: {
    homeTitle: 'Administration',
    homeIntro: 'You are signed in as an administrator. The screens below are also in the menu; what has no screen yet is done through the administration services (API).',
    apiNote: 'The administration services are listed in src/server/API.md (e.g. approving a membership request: POST /app-api/admin/membership-requests/{id}/approve).',
    signInTitle: 'Administration area',
    signInIntro: 'This area opens only with an administrator session. A member session gives no access to the administration screens.',
    signIn: 'Sign in as an administrator',
  },
} satisfies FeatureText;
