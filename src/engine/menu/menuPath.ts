// The route of a menu page: its ancestors' English labels (and its own), each lower-cased, Turkish letters
// folded to Latin, anything not a letter or digit made a space, spaces made hyphens; joined by slashes.
// The server derives urlEn with it and the browser checks a path is canonical with it, so both agree.

const TURKISH_TO_LATIN: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/** Labels already turned into segments: every page's path repeats its ancestors' labels (a menu of 300 pages). */
const segments = new Map<string, string>();

/** `Day-Ahead Market (DAM)` → `day-ahead-market-dam`; `Güneş & Rüzgâr` → `gunes-ruzgar`. */
export function menuSegment(label: string): string {
  let segment = segments.get(label);
  if (segment === undefined) {
    segment = toSegment(label);
    if (segments.size < 5000) segments.set(label, segment);
  }
  return segment;
}

function toSegment(label: string): string {
  // Turkish casing first: `İ` lower-cases to `i`, `I` to `ı` in Turkish, but menus are English labels where `I` is `i`.
  const lower = label.replace(/İ/g, 'i').toLowerCase();
  const latin = [...lower.normalize('NFC')].map((c) => TURKISH_TO_LATIN[c] ?? c).join('');
  return latin
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/ +/g, '-');
}

/** `['Electricity', 'Markets', 'Day-Ahead Market']` → `/electricity/markets/day-ahead-market`. */
export function menuPath(labels: readonly string[]): string {
  return `/${labels.map(menuSegment).filter(Boolean).join('/')}`;
}
