// Words of the Announcements page and the sticky announcement modal.
import type { FeatureText } from './featureTexts';

export const announcementsText = {
  tr: {
    title: 'Duyurular',
    lead: 'Platformla ilgili duyurular: yeni raporlar, bakım çalışmaları, yayın takvimindeki değişiklikler.',
    none: 'Şu anda yayında bir duyuru yok.',
    pinned: 'Öne çıkan',
    close: 'Duyuruyu kapat',
    understood: 'Anladım',
    all: 'Tüm duyurular',
  },
  en: {
    title: 'Announcements',
    lead: 'News about the platform: new reports, maintenance work, changes to the publication schedule.',
    none: 'There are no announcements at the moment.',
    pinned: 'Pinned',
    close: 'Close the announcement',
    understood: 'Got it',
    all: 'All announcements',
  },
} satisfies FeatureText;
