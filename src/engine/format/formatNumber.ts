// Numbers by locale: Turkish 1.234,56, English 1,234.56. A table formats every cell through here, so
// formatters are built once per (locale, decimals) and reused.
import { LOCALE_TAGS, type Locale } from '../locale/locale';

export interface FormatNumberOptions {
  /** Exactly this many decimals; without it, up to 2 and no trailing zeros. */
  decimals?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: Locale, decimals: number | undefined): Intl.NumberFormat {
  const key = `${locale}|${decimals ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      minimumFractionDigits: decimals ?? 0,
      maximumFractionDigits: decimals ?? 2,
      // A value that rounds to zero must read "0", never "-0".
      signDisplay: 'negative',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `1234.567` → `1.234,57` (tr) / `1,234.57` (en); `''` for null, undefined and NaN. */
export function formatNumber(value: number | null | undefined, locale: Locale, options?: FormatNumberOptions): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const decimals = options?.decimals;
  const safeDecimals = decimals === undefined ? undefined : Math.min(20, Math.max(0, Math.trunc(decimals)));
  return formatterFor(locale, safeDecimals).format(value);
}
