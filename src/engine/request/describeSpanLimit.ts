import type { SpanLimit } from '../../../schemas/report.schema';
import { formatNumber } from '../format/formatNumber';
import type { Locale } from '../locale/locale';

// Turkish keeps the noun singular after a number ("366 gün"); English does not.
const UNIT_WORDS: Record<SpanLimit['unit'], { tr: string; en: [string, string] }> = {
  day: { tr: 'gün', en: ['day', 'days'] },
  month: { tr: 'ay', en: ['month', 'months'] },
  year: { tr: 'yıl', en: ['year', 'years'] },
};

/** `{unit:'day', value:366}` → `en fazla 366 gün` / `at most 366 days`. */
export function describeSpanLimit(limit: SpanLimit, locale: Locale): string {
  const count = formatNumber(limit.value, locale);
  const words = UNIT_WORDS[limit.unit];
  if (locale === 'tr') return `en fazla ${count} ${words.tr}`;
  return `at most ${count} ${limit.value === 1 ? words.en[0] : words.en[1]}`;
}
