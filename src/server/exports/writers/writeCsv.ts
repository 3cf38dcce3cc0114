// CSV export: UTF-8 with a byte-order mark (Excel needs it to read Turkish letters), CRLF line ends,
// and the separator each locale's spreadsheets expect: ";" where the decimal mark is a comma (tr),
// "," otherwise (en). Numbers carry no thousands separators so spreadsheets read them as numbers.
// Just a header row and the data rows: no title lines, so any CSV reader can load it as a table.
import { isNumericColumn } from '../../../engine/columns/columnTypes';
import type { Locale } from '../../../engine/locale/locale';
import type { ExportInput } from '../../../engine/export/exportInput';
import type { ExportFile } from './exportFile';
import { toCellText } from '../../../engine/export/cellText';
import { BYTE_ORDER_MARK, neutraliseFormula, toCsvField } from '../../../engine/export/csvField';
import { headerText } from '../../../engine/export/headerText';
import { unfoldedExportInput } from '../../../engine/export/unfoldedExportInput';

const SEPARATOR: Record<Locale, string> = { tr: ';', en: ',' };
const LINE_END = '\r\n';

/**
 * The file's text as it is written: the byte-order mark and the header first, then one string per batch of rows,
 * so a server can send each batch as it reads the next (the export route streams CSV from the store).
 */
export async function* csvText(written: Pick<ExportInput, 'columns' | 'locale' | 'rows'>): AsyncGenerator<string> {
  // A report answering one flat list is written a row per item, as the page shows it.
  const input = await unfoldedExportInput(written);
  const { columns, locale } = input;
  const separator = SEPARATOR[locale];
  const line = (fields: string[]): string => fields.map((f) => toCsvField(f, separator)).join(separator) + LINE_END;

  yield BYTE_ORDER_MARK + line(columns.map((c) => headerText(c, locale)));
  for await (const batch of input.rows) {
    let text = '';
    for (const row of batch) {
      text += line(
        columns.map((column) => {
          const cell = toCellText(column, row[column.key] ?? null, locale, 'plain');
          // A number may start with '-'; any other text could be read as a formula by a spreadsheet.
          return isNumericColumn(column) ? cell : neutraliseFormula(cell);
        }),
      );
    }
    yield text;
  }
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export async function writeCsv(input: ExportInput): Promise<ExportFile> {
  // Encoded batch by batch: the body is built once, never as one giant string.
  const chunks: Buffer[] = [];
  for await (const text of csvText(input)) chunks.push(Buffer.from(text, 'utf8'));
  return { contentType: CSV_CONTENT_TYPE, extension: 'csv', body: Buffer.concat(chunks) };
}
