// What a still chart (PDF page, SVG or PNG file) says when it draws fewer points than the rows hold. The
// page says the same in its own words (web i18n, chartPanel.pointsShown).
import { formatNumber } from '../../format/formatNumber';
import type { Locale } from '../../locale/locale';

export function pointsNote(shown: number, total: number, locale: Locale): string {
  const n = formatNumber(shown, locale);
  const m = formatNumber(total, locale);
  return locale === 'tr'
    ? `Grafik ${m} noktanın ${n} tanesini gösteriyor; tabloda her satır var.`
    : `The chart shows ${n} of ${m} points; the table has every row.`;
}
