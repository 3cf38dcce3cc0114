// What the publication routes say, in Turkish and English (our own words): the error messages. The bulletins' own
// text, their titles in the archive list included, is the content's (../content/bulletinTitle.ts).
import type { BulletinLanguage, BulletinMarket, BulletinPeriod } from '../bulletinKinds';
import { PERIOD_KEY_FORMS } from '../periodKey';

export const bulletinText = {
  tr: {
    notPublished: 'Bu tarih için yayımlanmış bir bülten yok.',
    badKey: (period: BulletinPeriod, key: string) => `"${shorten(key)}" geçerli bir ${PERIOD_TR[period].toLocaleLowerCase('tr')} bülten tarihi değil: var olan bir tarihi ${PERIOD_KEY_FORMS[period]} biçiminde yazın.`,
    noSeries: 'Böyle bir bülten dizisi yok: piyasa electricity ya da natural-gas, dönem daily, weekly, monthly ya da yearly olmalı.',
    badLanguage: 'lang yalnızca tr ya da en olabilir.',
    badNumber: (name: string, max: number) => `${name}: 1 ile ${max} arasında bir tam sayı olmalı.`,
    busy: 'Bültenler şu anda hazırlanıyor; lütfen biraz sonra yeniden deneyin.',
  },
  en: {
    notPublished: 'Bulletin not published on this date.',
    badKey: (period: BulletinPeriod, key: string) => `"${shorten(key)}" is not a valid ${period} bulletin date: write a date that exists as ${PERIOD_KEY_FORMS[period]}.`,
    noSeries: 'There are no such bulletins: the market is electricity or natural-gas, the period daily, weekly, monthly or yearly.',
    badLanguage: 'lang can only be tr or en.',
    badNumber: (name: string, max: number) => `${name}: must be a whole number from 1 to ${max}.`,
    busy: 'Bulletins are being prepared right now; please try again shortly.',
  },
} satisfies Record<BulletinLanguage, unknown>;

const PERIOD_TR: Record<BulletinPeriod, string> = { daily: 'Günlük', weekly: 'Haftalık', monthly: 'Aylık', yearly: 'Yıllık' };

/** The file name of a bulletin's PDF: `elektrik-gunluk-bulten-2024-08-19.pdf`, `electricity-daily-bulletin-2024-08-19.pdf`. */
export function pdfFileName(market: BulletinMarket, period: BulletinPeriod, key: string, language: BulletinLanguage): string {
  if (language === 'en') return `${market}-${period}-bulletin-${key}.pdf`;
  const marketTr = market === 'electricity' ? 'elektrik' : 'dogal-gaz';
  const periodTr = { daily: 'gunluk', weekly: 'haftalik', monthly: 'aylik', yearly: 'yillik' }[period];
  return `${marketTr}-${periodTr}-bulten-${key}.pdf`;
}

/** A request value quoted back in a message, never longer than a line. */
function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
