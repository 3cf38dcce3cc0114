// A file's rows of text → the list's rows, or every row error found. The header row is recognised by the
// column titles (folded: case, spaces and Turkish letters do not matter); an unknown, repeated or missing
// required column stops there. Then each cell is read by its column's type (cellParsers.ts) and each row's key
// checked for repeats. Every error names the row (the spreadsheet's row number), the column and what is wrong,
// in both languages.
import { foldHeader } from '../../importers/foldHeader';
import { detectNumberFormat } from '../../importers/parseNumber';
import type { SheetRow } from '../../importers/parseCsv';
import { cellParsers, type CellValue, type Wrong } from './cellParsers';
import type { ResolvedColumn, ResolvedList } from './uploadColumns';

export interface RowError { row: number; columnTr: string | null; columnEn: string | null; messageTr: string; messageEn: string }

export interface ParsedRow { row: number; values: Record<string, CellValue> }

export interface ParsedUpload { rows: ParsedRow[]; errors: RowError[] }

/** The most rows a list may have. */
export const MAX_ROWS = 20_000;
/** At most this many errors are reported (the file is refused either way). */
export const MAX_ERRORS = 500;

/** An error of a row and column: `Row 7, 'Installed power (MW)': expected a number, found 'abc'.` */
export function rowError(row: number, column: { tr: string; en: string } | null, wrong: Wrong): RowError {
  const where = (lead: string, name: string | undefined) => (name === undefined ? `${lead} ${row}` : `${lead} ${row}, '${name}'`);
  return {
    row, columnTr: column?.tr ?? null, columnEn: column?.en ?? null,
    messageTr: `${where('Satır', column?.tr)}: ${wrong.tr}.`, messageEn: `${where('Row', column?.en)}: ${wrong.en}.`,
  };
}

const titles = (c: ResolvedColumn) => ({ tr: c.titleTr, en: c.titleEn });
const isBlank = (row: SheetRow) => row.cells.every((c) => c.trim() === '');
export const keyText = (values: Record<string, CellValue>, keys: readonly ResolvedColumn[]) => JSON.stringify(keys.map((k) => values[k.key] ?? null));

export function parseUploadRows(table: readonly SheetRow[], resolved: ResolvedList, fromSheet: boolean): ParsedUpload {
  const errors: RowError[] = [];
  const byName = new Map(resolved.columns.flatMap((c) => c.names.map((n) => [n, c] as const)));
  const rows = table.filter((r) => !isBlank(r));
  // An XLSX may open with a title row or two: the header is the first row naming a column of the list.
  const headerAt = Math.max(0, rows.slice(0, 10).findIndex((r) => r.cells.some((c) => byName.has(foldHeader(c)))));
  const header = rows[headerAt];
  const body = rows.slice(headerAt + 1);
  if (!header) return { rows: [], errors: [rowError(1, null, { tr: 'dosyada hiç satır yok', en: 'the file has no rows' })] };

  const expected = { tr: resolved.columns.map((c) => `'${c.titleTr}'`).join(', '), en: resolved.columns.map((c) => `'${c.titleEn}'`).join(', ') };
  const at = new Map<ResolvedColumn, number>();
  header.cells.forEach((cell, index) => {
    const name = cell.replace(/^\ufeff/, '').trim();
    if (name === '') {
      if (body.some((r) => (r.cells[index] ?? '').trim() !== '')) {
        errors.push(rowError(header.line, null, { tr: `${index + 1}. sütunun başlığı yok ama değerleri var`, en: `column ${index + 1} has values but no header` }));
      }
      return;
    }
    const column = byName.get(foldHeader(name));
    if (!column) {
      errors.push(rowError(header.line, { tr: name, en: name }, { tr: `bilinmeyen sütun başlığı; beklenen başlıklar: ${expected.tr}`, en: `unknown column header; the expected headers are ${expected.en}` }));
    } else if (at.has(column)) {
      errors.push(rowError(header.line, titles(column), { tr: `bu sütun iki kez var (${at.get(column)! + 1}. ve ${index + 1}. sütunlar)`, en: `this column appears twice (columns ${at.get(column)! + 1} and ${index + 1})` }));
    } else at.set(column, index);
  });
  for (const column of resolved.columns) {
    if (column.required && !at.has(column)) errors.push(rowError(header.line, titles(column), { tr: 'zorunlu sütun dosyada yok', en: 'this required column is missing from the file' }));
  }
  if (errors.length > 0) return { rows: [], errors };
  if (body.length > MAX_ROWS) return { rows: [], errors: [rowError(header.line, null, { tr: `liste en çok ${MAX_ROWS} satır olabilir, dosyada ${body.length} satır var`, en: `a list may have at most ${MAX_ROWS} rows, the file has ${body.length}` })] };

  const numeric = resolved.columns.filter((c) => (c.type === 'number' || c.type === 'integer') && at.has(c));
  const numberFormat = detectNumberFormat(body.flatMap((r) => numeric.map((c) => r.cells[at.get(c)!] ?? '')));
  const parsed: ParsedRow[] = [];
  const seen = new Map<string, number>();
  for (const sheetRow of body) {
    if (errors.length >= MAX_ERRORS) break;
    const values: Record<string, CellValue> = {};
    const failed = new Set<ResolvedColumn>();
    if (sheetRow.cells.slice(header.cells.length).some((c) => c.trim() !== '')) {
      errors.push(rowError(sheetRow.line, null, { tr: 'başlıktaki sütunlardan daha çok hücre var', en: 'the row has more cells than the header has columns' }));
    }
    for (const column of resolved.columns) {
      const index = at.get(column);
      const cell = index === undefined ? '' : (sheetRow.cells[index] ?? '').trim();
      if (cell === '') {
        if (column.required) {
          errors.push(rowError(sheetRow.line, titles(column), { tr: 'boş bırakılamaz', en: 'must not be empty' }));
          failed.add(column);
        }
        values[column.key] = null;
        continue;
      }
      const result = cellParsers[column.type](cell, { numberFormat, column, fromSheet });
      if (result.ok) values[column.key] = result.value;
      else {
        errors.push(rowError(sheetRow.line, titles(column), result.wrong));
        failed.add(column);
      }
    }
    // A repeated key is reported even on a row with other errors, as long as the key itself was read.
    if (resolved.keyColumns.some((c) => failed.has(c))) continue;
    const key = keyText(values, resolved.keyColumns);
    const first = seen.get(key);
    if (first !== undefined) {
      const names = { tr: resolved.keyColumns.map((c) => c.titleTr).join(' + '), en: resolved.keyColumns.map((c) => c.titleEn).join(' + ') };
      const shown = resolved.keyColumns.map((c) => String(values[c.key])).join(' / ');
      errors.push(rowError(sheetRow.line, names, { tr: `'${shown}' ${first}. satırda da var; her kayıt bir kez yer almalı`, en: `'${shown}' also appears on row ${first}; each entry must appear once` }));
      continue;
    }
    seen.set(key, sheetRow.line);
    // A file with any error writes nothing, so only rows read whole are kept.
    if (failed.size === 0) parsed.push({ row: sheetRow.line, values });
  }
  if (errors.length === 0 && parsed.length === 0) errors.push(rowError(header.line, null, { tr: 'başlığın altında hiç satır yok; liste boş bırakılamaz', en: 'there are no rows under the header; the list cannot be left empty' }));
  return { rows: parsed, errors };
}
