// One reader per cell type: the cell's text (trimmed, not empty) → the value the list holds, or what is wrong in
// both languages, worded as a spreadsheet user reads it ("expected a number, found 'abc'"). Numbers use the
// importers' notation rules (decided once per file), dates are DD.MM.YYYY (an XLSX date cell arrives as ISO).
import { foldHeader } from '../../importers/foldHeader';
import { parseNumber, type NumberFormat } from '../../importers/parseNumber';
import { parseDateTime } from '../../importers/parseTimestamp';
import type { CellType, ResolvedColumn } from './uploadColumns';

/** A cell's value: text, a number, yes/no, a date as `YYYY-MM-DD`, or nothing. */
export type CellValue = string | number | boolean | null;

export interface Wrong { tr: string; en: string }

export type CellResult = { ok: true; value: CellValue } | { ok: false; wrong: Wrong };

export interface CellContext {
  numberFormat: NumberFormat;
  column: ResolvedColumn;
  /** The cell came from an XLSX sheet, where a typed date arrives as ISO text. */
  fromSheet: boolean;
}

/** The longest text a cell may hold. */
export const MAX_TEXT = 300;

const found = (cell: string) => `'${cell.length > 40 ? `${cell.slice(0, 40)}…` : cell}'`;
const ok = (value: CellValue): CellResult => ({ ok: true, value });
const wrong = (tr: string, en: string): CellResult => ({ ok: false, wrong: { tr, en } });

const YES = new Set(['evet', 'e', 'var', 'yes', 'y', 'true', 'dogru', '1', 'x']);
const NO = new Set(['hayir', 'h', 'yok', 'no', 'n', 'false', 'yanlis', '0']);
const DAY_MONTH_YEAR = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
/** An XLSX date cell (readXlsx gives typed dates as ISO text). */
const SHEET_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00(?::00)?(?:\.000)?(?:Z|\+03:00)?)?$/;

export const cellParsers: Readonly<Record<CellType, (cell: string, context: CellContext) => CellResult>> = {
  text: (cell) => (cell.length > MAX_TEXT
    ? wrong(`en çok ${MAX_TEXT} karakter olabilir, ${cell.length} karakter bulundu`, `may be at most ${MAX_TEXT} characters, found ${cell.length}`)
    : ok(cell)),
  number: (cell, { numberFormat }) => {
    const value = parseNumber(cell, numberFormat);
    return typeof value === 'number' && Number.isFinite(value) ? ok(value) : wrong(`sayı bekleniyordu, ${found(cell)} bulundu`, `expected a number, found ${found(cell)}`);
  },
  integer: (cell, { numberFormat }) => {
    const value = parseNumber(cell, numberFormat);
    return typeof value === 'number' && Number.isSafeInteger(value) ? ok(value) : wrong(`tam sayı bekleniyordu, ${found(cell)} bulundu`, `expected a whole number, found ${found(cell)}`);
  },
  boolean: (cell) => {
    const folded = foldHeader(cell);
    if (YES.has(folded)) return ok(true);
    if (NO.has(folded)) return ok(false);
    return wrong(`Evet ya da Hayır bekleniyordu, ${found(cell)} bulundu`, `expected Yes or No, found ${found(cell)}`);
  },
  date: (cell, { fromSheet }) => {
    const parts = DAY_MONTH_YEAR.exec(cell) ?? (fromSheet ? SHEET_DATE.exec(cell) : null);
    const parsed = parts ? parseDateTime(cell.slice(0, 10)) : undefined;
    if (!parsed) return wrong(`GG.AA.YYYY biçiminde bir tarih bekleniyordu (örneğin 31.12.2024), ${found(cell)} bulundu`, `expected a date as DD.MM.YYYY (for example 31.12.2024), found ${found(cell)}`);
    return ok(new Date(parsed.wallMs).toISOString().slice(0, 10));
  },
  choice: (cell, { column }) => {
    const folded = foldHeader(cell);
    const choice = column.choices.find((c) => [c.code, c.tr, c.en].some((name) => foldHeader(name) === folded));
    if (choice) return ok(choice.code);
    if (column.openChoices) return cellParsers.text(cell, { numberFormat: 'plain', column, fromSheet: false });
    return wrong(`şunlardan biri bekleniyordu: ${column.choices.map((c) => c.tr).join(', ')}; ${found(cell)} bulundu`, `expected one of: ${column.choices.map((c) => c.en).join(', ')}; found ${found(cell)}`);
  },
};
