// A small table as a CSV file for the administration exports: UTF-8 with a byte-order mark (Excel keeps the
// Turkish letters), CRLF line ends, ";" in Turkish and "," in English (the spreadsheets' own separator), text
// that a spreadsheet would run as a formula neutralised. Same rules as the report exports (exports/writers).
import { BYTE_ORDER_MARK, neutraliseFormula, toCsvField } from '../../engine/export/csvField';

export const PLAIN_CSV_TYPE = 'text/csv; charset=utf-8';

export type CsvCell = string | number | null;

export function plainCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[], locale: 'tr' | 'en'): string {
  const separator = locale === 'tr' ? ';' : ',';
  const line = (cells: readonly CsvCell[]) => cells
    .map((cell) => (cell === null ? '' : typeof cell === 'number' ? String(cell) : toCsvField(neutraliseFormula(cell), separator)))
    .join(separator);
  return BYTE_ORDER_MARK + [header, ...rows].map(line).join('\r\n') + '\r\n';
}
