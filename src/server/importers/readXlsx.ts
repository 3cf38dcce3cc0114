// The first worksheet of an XLSX export as rows of text cells, like parseCsv gives. Typed numbers become plain
// notation (`1234.56`), typed dates ISO text (exceljs hands wall-clock values as UTC fields), time-only cells `HH:mm`.
import ExcelJS from 'exceljs';
import type { SheetRow } from './parseCsv';

export async function readXlsx(bytes: Uint8Array): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  // A zip that is no workbook (or one without a sheet) loads as an empty workbook: say so, not "empty file".
  if (!sheet) throw new Error('the archive holds no worksheet');
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    // Empty trailing cells are absent in XLSX; every row gets the sheet's width so empty values show as such.
    for (let c = 1; c <= Math.max(row.cellCount, sheet.columnCount); c++) cells.push(cellText(row.getCell(c).value));
    rows.push({ line: rowNumber, cells });
  });
  return rows;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    const iso = value.toISOString();
    // Excel stores a time of day as a date on 1899-12-30.
    return iso.startsWith('1899-12-30') ? iso.slice(11, 16) : iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 16);
  }
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}
