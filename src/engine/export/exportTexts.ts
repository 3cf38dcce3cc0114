// Every sentence the export files say on their own (the report's texts come from its descriptor).
// Kept together so both languages are written, and reviewed, side by side.
import type { LocalizedText } from '../../../schemas/report.schema';
import type { Locale } from '../locale/locale';
import { toNumberText } from './numberText';

const count = (n: number, locale: Locale): string => toNumberText(n, 0, locale, 'grouped');

export const exportTexts = {
  generatedAt: { tr: 'Oluşturulma zamanı', en: 'Generated at' },
  turkeyTime: { tr: 'TSİ', en: 'Turkey time' },
  noRows: { tr: 'Seçilen ölçütlere uyan veri bulunamadı.', en: 'No data matches the selected criteria.' },
  defaultSheetName: { tr: 'Veri', en: 'Data' },
  producer: { tr: 'Şeffaflık Platformu', en: 'Şeffaflık Platform' },
} as const satisfies Record<string, LocalizedText>;

export function pageNumberText(page: number, pages: number, locale: Locale): string {
  return locale === 'tr' ? `Sayfa ${page} / ${pages}` : `Page ${page} of ${pages}`;
}

/** Said at the top of a shortened PDF, so nobody mistakes it for the whole result. */
export function pdfTruncatedText(shown: number, total: number, locale: Locale): string {
  return locale === 'tr'
    ? `Bu PDF, toplam ${count(total, locale)} satırın yalnızca ilk ${count(shown, locale)} satırını içerir. ` +
        'Verilerin tamamı için raporu XLSX veya CSV olarak indirin.'
    : `This PDF holds only the first ${count(shown, locale)} of ${count(total, locale)} rows. ` +
        'Download the report as XLSX or CSV for the full data.';
}
