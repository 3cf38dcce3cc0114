// The home page's heading, in both languages: one source for the app (web/home/HomePage.tsx reads it through
// its texts) and for the first HTML, which shows it before the app's code has run (server/http/shellPrerender.ts).
// A member sees the report index's heading; a visitor the platform's welcome.
import type { Locale } from '../locale/locale';

type Texts = Readonly<Record<Locale, string>>;

export interface HomeHeading { title: Texts; intro: Texts }

export const homeHeadings: Readonly<Record<'member' | 'visitor', HomeHeading>> = {
  member: {
    title: { tr: 'Raporlar', en: 'Reports' },
    intro: {
      tr: 'Fiyatlar, hacimler, üretim ve daha fazlası saat saat yayımlanır. Grafiğini görmek, süzmek ve indirmek için bir rapor seçin.',
      en: 'Prices, volumes, generation and more, published hour by hour. Pick a report to chart, filter and download its data.',
    },
  },
  visitor: {
    title: { tr: 'Elektrik ve doğal gaz piyasası verileri', en: 'Electricity and natural gas market data' },
    intro: {
      tr: 'Türkiye elektrik ve doğal gaz piyasalarının fiyatları, üretimi, tüketimi, dengelemesi ve baraj kotları: tablo, grafik, indirme ve web servisi olarak.',
      en: 'Prices, generation, consumption, balancing and dam levels of Turkey\'s electricity and natural gas markets: as tables, charts, downloads and a web service.',
    },
  },
};
