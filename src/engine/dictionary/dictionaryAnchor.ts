// Page anchors of the dictionary: `#<key>` for a column, `#concept-<id>` for a concept with the Turkish letters
// folded to ASCII (the router keeps only ASCII anchors: `#concept-KGUP` for KGÜP).
const FOLD: Record<string, string> = { Ç: 'C', Ğ: 'G', İ: 'I', Ö: 'O', Ş: 'S', Ü: 'U', ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };

export function foldTurkish(text: string): string {
  return text.replace(/[ÇĞİÖŞÜçğıöşü]/g, (letter) => FOLD[letter]!);
}

export function conceptAnchor(id: string): string {
  return `concept-${foldTurkish(id).replace(/[^A-Za-z0-9-]/g, '')}`;
}

export function columnAnchor(key: string): string {
  return key;
}
