// Words of the upcoming transparency workshops: the home page's card and the workshops on the Announcements page.
import type { FeatureText } from './featureTexts';

export const workshopsText = {
  tr: {
    title: 'Yaklaşan şeffaflık çalıştayları',
    none: 'Şu an planlanmış bir çalıştay yok. Yeni bir çalıştay duyurulduğunda burada yer alacak.',
    kind: 'Çalıştay',
    when: 'Zaman',
    where: 'Yer',
    online: 'Çevrim içi',
    register: 'Kayıt ol',
    registerFor: '{{title}} çalıştayına kayıt ol (yeni sekmede açılır)',
    ended: 'Sona erdi',
    timeZone: 'Saatler İstanbul saatidir (UTC+3).',
    all: 'Tüm duyurular',
    list: 'Yaklaşan çalıştaylar',
  },
  en: {
    title: 'Upcoming transparency workshops',
    none: 'No workshop is planned at the moment. New ones will be listed here once they are announced.',
    kind: 'Workshop',
    when: 'When',
    where: 'Where',
    online: 'Online',
    register: 'Register',
    registerFor: 'Register for {{title}} (opens in a new tab)',
    ended: 'Ended',
    timeZone: 'Times are Istanbul time (UTC+3).',
    all: 'All announcements',
    list: 'Upcoming workshops',
  },
} satisfies FeatureText;
