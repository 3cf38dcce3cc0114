// Every sentence a bulletin says on its own, in Turkish and English (the templates hold the section texts, the
// report descriptors the column names and units).
import type { BulletinLanguage } from '../bulletinKinds';

export const bulletinTexts = {
  istanbulTime: {
    tr: 'Tüm tarih ve saatler İstanbul saatidir (UTC+3).',
    en: 'All dates and times are Istanbul time (UTC+3).',
  },
  simulated: {
    tr: 'Simüle veri: bu bülten Şeffaflık\'ın piyasa benzetiminden üretilmiştir; gerçek piyasa verisi değildir.',
    en: 'Simulated data: this bulletin is built from Şeffaflık\'s market simulation, not from real market data.',
  },
  real: {
    tr: 'Piyasa işletmecisinin yayımladığı kesinleşmiş veriden üretilmiştir.',
    en: 'Built from the final data published by the market operator.',
  },
  sources: { tr: 'Rakamların kaynağı şu rapor sayfalarıdır', en: 'The figures come from these report pages' },
  sourcesEnd: {
    tr: 'Her rakam, aynı dönem için o sayfanın gösterdiği değerdir.',
    en: 'Each figure is the value that page shows for the same period.',
  },
  generated: { tr: 'Oluşturulma', en: 'Generated' },
  noData: {
    tr: 'Bu dönem için yayımlanmış veri yok',
    en: 'No data has been published for this period',
  },
  noDataIn: { tr: 'kaynak', en: 'source' },
  at: { tr: 'saat', en: 'at' },
  on: { tr: '', en: 'on' },
  hours: { tr: 'saat', en: 'hours' },
  hour: { tr: 'saat', en: 'hour' },
  days: { tr: 'gün', en: 'days' },
  day: { tr: 'gün', en: 'day' },
  share: { tr: 'Pay', en: 'Share' },
  source: { tr: 'Kaynak', en: 'Source' },
  total: { tr: 'Toplam', en: 'Total' },
  page: { tr: 'Sayfa', en: 'Page' },
  of: { tr: '/', en: 'of' },
  producer: { tr: 'Şeffaflık piyasa bülteni', en: 'Şeffaflık market bulletin' },
} as const;

export type BulletinTextKey = keyof typeof bulletinTexts;

export function bulletinText(key: BulletinTextKey, language: BulletinLanguage): string {
  return bulletinTexts[key][language];
}

/** "Sayfa 2 / 3" / "Page 2 of 3" */
export function pageText(page: number, pages: number, language: BulletinLanguage): string {
  return `${bulletinTexts.page[language]} ${page} ${bulletinTexts.of[language]} ${pages}`;
}
