// What the publication routes say, in Turkish and English (our own words): the error messages and the listed
// periods' titles. The bulletins' own text is the content's (../content/).
import type { BulletinLanguage, BulletinMarket, BulletinPeriod } from '../bulletinKinds';
import { PERIOD_KEY_FORMS, type PeriodSpan } from '../periodKey';

const DAY = 86_400_000;

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
const PERIOD_EN: Record<BulletinPeriod, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', yearly: 'Yearly' };
const MARKET_TR: Record<BulletinMarket, string> = { electricity: 'elektrik piyasası', 'natural-gas': 'doğal gaz piyasası' };
const MARKET_EN: Record<BulletinMarket, string> = { electricity: 'electricity market', 'natural-gas': 'natural gas market' };

/** The listed title of a period's bulletin, e.g. "Daily electricity market bulletin, 19 August 2024". */
export function periodTitle(market: BulletinMarket, span: PeriodSpan, language: BulletinLanguage): string {
  const head = language === 'tr'
    ? `${PERIOD_TR[span.period]} ${MARKET_TR[market]} bülteni`
    : `${PERIOD_EN[span.period]} ${MARKET_EN[market]} bulletin`;
  return `${head}, ${periodLabel(span, language)}`;
}

/** The period in words: "19 Ağustos 2024", "34. hafta 2024 (19–25 Ağustos)", "Ağustos 2024", "2024". */
export function periodLabel(span: PeriodSpan, language: BulletinLanguage): string {
  const locale = language === 'tr' ? 'tr-TR' : 'en-GB';
  const day = (wall: number) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(wall);
  switch (span.period) {
    case 'daily': return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(span.start);
    case 'weekly': {
      const [year, week] = span.key.split('-W');
      const days = `${day(span.start)}–${day(span.end - DAY)}`;
      return language === 'tr' ? `${year} yılının ${Number(week)}. haftası (${days})` : `week ${Number(week)} of ${year} (${days})`;
    }
    case 'monthly': return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(span.start);
    case 'yearly': return span.key;
  }
}

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
