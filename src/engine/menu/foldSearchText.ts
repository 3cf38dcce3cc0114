// Search text folded so that what people type finds what the menu says: case (with Turkish İ/ı), Turkish
// letters typed on a foreign keyboard (çğıöşü → cgiosu), accents and stray punctuation.
const LETTERS: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

export function foldSearchText(value: string): string {
  return value
    .toLocaleLowerCase('tr')
    .normalize('NFC')
    .replace(/[çğıöşüâîû]/g, (c) => LETTERS[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
