// The retrieval time in the market's time (Europe/Istanbul), whatever zone the server runs in.
import type { Locale } from '../locale/locale';
import { exportTexts } from './exportTexts';

// Made on first use, not when the module loads (the first page's code imports this file).
let istanbulParts: Intl.DateTimeFormat | undefined;
const partsFormat = () => (istanbulParts ??= new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}));

/** "Retrieved at: 29.07.2024 14:05 (Istanbul time, UTC+3)"; `bare` leaves out the label. */
export function generatedAtText(date: Date, locale: Locale, options: { bare?: boolean } = {}): string {
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    partsFormat().formatToParts(date).find((p) => p.type === type)?.value ?? '';
  const stamp = `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')} (${exportTexts.turkeyTime[locale]})`;
  return options.bare ? stamp : `${exportTexts.generatedAt[locale]}: ${stamp}`;
}
