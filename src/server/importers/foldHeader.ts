// Header names are compared folded: Turkish letters to ASCII, lower case, no spaces, `³` as `3`, so
// `Tüketim Miktarı (MWh)`, `Tüketim Miktarı(MWh)` and `TUKETIM MIKTARI (MWH)` are the same column.
const FOLD: Record<string, string> = { ı: 'i', İ: 'i', ğ: 'g', Ğ: 'g', ü: 'u', Ü: 'u', ş: 's', Ş: 's', ö: 'o', Ö: 'o', ç: 'c', Ç: 'c', '³': '3' };

export function foldHeader(header: string): string {
  return header
    .replace(/^\ufeff/, '')
    .replace(/[ıİğĞüÜşŞöÖçÇ³]/g, (ch) => FOLD[ch]!)
    .toLowerCase()
    .replace(/\s+/g, '');
}
