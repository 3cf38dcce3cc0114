// CSV export: UTF-8 with a byte-order mark (Excel needs it to read Turkish letters), CRLF line ends,
// and the separator each locale's spreadsheets expect: ";" where the decimal mark is a comma (tr),
// "," otherwise (en). Numbers carry no thousands separators so spreadsheets read them as numbers.
// Just a header row and the data rows: no title lines, so any CSV reader can load it as a table.
import type { Locale } from '../locale/locale';
import type { ExportFile, ExportInput } from './exportInput';
import { toCellText } from './cellText';
import { BYTE_ORDER_MARK, neutraliseFormula, toCsvField } from './csvField';
import { headerText } from './headerText';

const SEPARATOR: Record<Locale, string> = { tr: ';', en: ',' };
const LINE_END = '\r\n';

export async function writeCsv(input: ExportInput): Promise<ExportFile> {
  const { columns, locale } = input;
  const separator = SEPARATOR[locale];
  const line = (fields: string[]): string => fields.map((f) => toCsvField(f, separator)).join(separator) + LINE_END;

  // Encoded batch by batch: the body is built once, never as one giant string.
  const chunks: Buffer[] = [Buffer.from(BYTE_ORDER_MARK + line(columns.map((c) => headerText(c, locale))), 'utf8')];
  for await (const batch of input.rows) {
    let text = '';
    for (const row of batch) {
      text += line(
        columns.map((column) => {
          const cell = toCellText(column, row[column.key] ?? null, locale, 'plain');
          return column.type === 'text' ? neutraliseFormula(cell) : cell;
        }),
      );
    }
    chunks.push(Buffer.from(text, 'utf8'));
  }
  return { contentType: 'text/csv; charset=utf-8', extension: 'csv', body: Buffer.concat(chunks) };
}
