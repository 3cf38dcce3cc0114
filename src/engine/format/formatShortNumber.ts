// Short numbers for chart axes and cards. Hand-made rather than Intl's compact notation, whose Turkish
// "B" for thousand reads as "billion" to many users; the operator writes Bin, Mn, Mr, Tn.
import type { Locale } from '../locale/locale';
import { formatNumber } from './formatNumber';

const SCALES: readonly { size: number; suffix: Record<Locale, string> }[] = [
  { size: 1e12, suffix: { tr: ' Tn', en: 'T' } },
  { size: 1e9, suffix: { tr: ' Mr', en: 'B' } },
  { size: 1e6, suffix: { tr: ' Mn', en: 'M' } },
  { size: 1e3, suffix: { tr: ' Bin', en: 'K' } },
];

function rounded(magnitude: number, size: number): number {
  return Math.round((magnitude / size) * 10) / 10;
}

/** `1234` → `1.2K` / `1,2 Bin`; `3400000` → `3.4M` / `3,4 Mn`; below 1000 the plain number. */
export function formatShortNumber(value: number, locale: Locale): string {
  if (!Number.isFinite(value)) return formatNumber(value, locale);
  const magnitude = Math.abs(value);
  const index = SCALES.findIndex((candidate) => magnitude >= candidate.size);
  let scale = SCALES[index];
  if (!scale) return formatNumber(value, locale);
  let scaled = rounded(magnitude, scale.size);
  // 999 950 rounds to "1000K"; the next scale up reads "1M".
  const larger = SCALES[index - 1];
  if (scaled >= 1000 && larger) {
    scale = larger;
    scaled = rounded(magnitude, scale.size);
  }
  const sign = value < 0 ? '-' : '';
  return `${sign}${formatNumber(scaled, locale, { decimals: Number.isInteger(scaled) ? 0 : 1 })}${scale.suffix[locale]}`;
}
