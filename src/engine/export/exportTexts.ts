// Every sentence the export files say on their own (the report's texts come from its descriptor).
// Kept together so both languages are written, and reviewed, side by side.
import type { LocalizedText } from '../../../schemas/report.schema';
import type { Locale } from '../locale/locale';
import { toNumberText } from './numberText';

const count = (n: number, locale: Locale): string => toNumberText(n, 0, locale, 'grouped');

export const exportTexts = {
  generatedAt: { tr: 'Verinin alındığı zaman', en: 'Retrieved at' },
  turkeyTime: { tr: 'TSİ, UTC+3', en: 'Istanbul time, UTC+3' },
  noRows: { tr: 'Seçilen ölçütlere uyan veri bulunamadı.', en: 'No data matches the selected criteria.' },
  defaultSheetName: { tr: 'Veri', en: 'Data' },
  producer: { tr: 'Şeffaflık Platformu', en: 'Şeffaflık Platform' },
  range: { tr: 'Tarih aralığı', en: 'Date range' },
  timeZone: { tr: 'Saat dilimi', en: 'Time zone' },
  timeZoneValue: {
    tr: 'Tüm tarih ve saatler İstanbul saatidir (TSİ, UTC+3).',
    en: 'All dates and hours are Istanbul time (UTC+3).',
  },
  units: { tr: 'Birimler', en: 'Units' },
  unitsValue: { tr: 'sütun başlıklarında parantez içinde', en: 'in brackets in the column headers' },
  source: { tr: 'Kaynak', en: 'Source' },
  simulated: {
    tr: 'Simüle veri: Şeffaflık\'ın piyasa benzetimi; gerçek piyasa verisi değildir.',
    en: 'Simulated data: Şeffaflık\'s market simulation, not real market data.',
  },
  real: { tr: 'Piyasa işletmecisinin yayımladığı gerçek veri.', en: 'Real data as published by the market operator.' },
  order: { tr: 'Sıralama', en: 'Order' },
  timeOrder: { tr: 'zamana göre, eskiden yeniye', en: 'by time, oldest first' },
  timeOrderNewest: { tr: 'zamana göre, yeniden eskiye', en: 'by time, newest first' },
  answerOrder: { tr: 'yanıttaki sırasıyla', en: 'in the order answered' },
  ascending: { tr: 'artan', en: 'ascending' },
  descending: { tr: 'azalan', en: 'descending' },
  columns: { tr: 'Sütunlar', en: 'Columns' },
  rowCount: { tr: 'Satır sayısı', en: 'Rows' },
  summary: { tr: 'Özet', en: 'Summary' },
  chart: { tr: 'Grafik', en: 'Chart' },
  column: { tr: 'Sütun', en: 'Column' },
  avg: { tr: 'Ortalama', en: 'Average' },
  min: { tr: 'En düşük', en: 'Minimum' },
  max: { tr: 'En yüksek', en: 'Maximum' },
  sum: { tr: 'Toplam', en: 'Total' },
} as const satisfies Record<string, LocalizedText>;

const STEP_WORDS = {
  day: { tr: 'Günlük', en: 'Daily' },
  week: { tr: 'Haftalık', en: 'Weekly' },
  month: { tr: 'Aylık', en: 'Monthly' },
} as const;

/** "Daily averages", "Weekly totals": what one point of a chart drawn at a coarser step is. */
export function chartStepText(step: 'day' | 'week' | 'month', aggregate: 'sum' | 'avg', locale: Locale): string {
  const noun = aggregate === 'sum' ? { tr: 'toplamlar', en: 'totals' } : { tr: 'ortalamalar', en: 'averages' };
  return `${STEP_WORDS[step][locale]} ${noun[locale]}`;
}

/** Beside a chart that draws only the largest of many series (one per dam). */
export function topSeriesText(shown: number, total: number, locale: Locale): string {
  return locale === 'tr' ? `en yüksek ortalamalı ${shown} seri (${total} seriden)` : `the ${shown} series with the highest average (of ${total})`;
}

export function pageNumberText(page: number, pages: number, locale: Locale): string {
  return locale === 'tr' ? `Sayfa ${page} / ${pages}` : `Page ${page} of ${pages}`;
}

/** "3 of 5 (as in the table): Date, Hour, MCP (TL/MWh)" or, when every column is there, just the list. */
export function columnsText(names: readonly string[], reportColumnCount: number | undefined, locale: Locale): string {
  const list = names.join(', ');
  if (reportColumnCount === undefined || reportColumnCount <= names.length) return list;
  return locale === 'tr'
    ? `tablodaki ${names.length} sütun (raporun ${reportColumnCount} sütunundan): ${list}`
    : `${names.length} of ${reportColumnCount}, as shown in the table: ${list}`;
}

/** Why a PDF is refused before any work starts, and what to download instead. */
export function pdfTooLargeText(rows: number, columns: number, limit: number, locale: Locale): string {
  return locale === 'tr'
    ? `Bu görünüm PDF için fazla büyük: ${count(rows, locale)} satır × ${count(columns, locale)} sütun = ${count(rows * columns, locale)} hücre (PDF en çok ${count(limit, locale)} hücre alır). ` +
        'Verilerin tamamını CSV veya XLSX olarak indirin ya da aralığı veya filtreleri daraltıp sütun gizleyin.'
    : `This view is too large for a PDF: ${count(rows, locale)} rows × ${count(columns, locale)} columns = ${count(rows * columns, locale)} cells (a PDF holds at most ${count(limit, locale)}). ` +
        'Download all of it as CSV or XLSX, or narrow the range or filters and hide columns.';
}
