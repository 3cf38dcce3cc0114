// CSV fields: RFC 4180 quoting, and a guard against text that spreadsheets would run as a formula.

/** Excel reads a UTF-8 CSV as UTF-8 (and so keeps ğ ş ı İ) only when the file starts with this mark. */
export const BYTE_ORDER_MARK = '\uFEFF';

// A text cell starting with one of these is run as a formula by spreadsheet programs (CSV injection);
// a leading apostrophe keeps it text. Plain numbers such as "-5" are data and stay as they are.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** Quotes only the fields that need it (separator, quote or line break inside), doubling inner quotes. */
export function toCsvField(text: string, separator: string): string {
  const needsQuotes = text.includes(separator) || text.includes('"') || text.includes('\n') || text.includes('\r');
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}
