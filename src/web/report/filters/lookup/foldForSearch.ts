// Search text folded so that what people type finds what the list says: case (with Turkish İ/ı),
// Turkish letters typed on a foreign keyboard (çğıöşü → cgiosu), and stray punctuation.
const LETTERS: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

export function foldForSearch(value: string): string {
  return value
    .toLocaleLowerCase('tr')
    .normalize('NFC')
    .replace(/[çğıöşüâîû]/g, (c) => LETTERS[c] ?? c)
    .replace(/i̇/g, 'i')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
