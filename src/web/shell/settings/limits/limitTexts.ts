// How a limit reads: the units a minute in the reader's numbers (0: no limit), a time in Istanbul time, a period.
import { formatDateTime } from '../../../../engine/format/formatDateTime';
import { formatNumber } from '../../../../engine/format/formatNumber';
import type { Locale } from '../../../../engine/locale/locale';

type Translate = (key: string, values?: Record<string, unknown>) => string;

export function perMinuteText(t: Translate, value: number, locale: Locale): string {
  return value <= 0 ? t('serviceLimits.unlimited') : t('serviceLimits.perMinuteValue', { value: formatNumber(value, locale, { decimals: 0 }) });
}

export function periodText(t: Translate, from: string | null, until: string | null, locale: Locale): string {
  if (from === null) return '';
  return `${formatDateTime(from, locale)} – ${until === null ? t('serviceLimits.untilOpen') : formatDateTime(until, locale)}`;
}

/** `YYYY-MM-DDTHH:mm` (a datetime-local input) → the server's Istanbul time, or null when it is not a real moment. */
export function fromLocalInput(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const [y, m, d] = local.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return null;
  return `${local}:00+03:00`;
}

/** The server's Istanbul time → a datetime-local input's value. */
export function toLocalInput(istanbulTime: string): string {
  return istanbulTime.slice(0, 16);
}
