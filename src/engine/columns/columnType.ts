// What a column type is: everything the engine, the web table, the exports and the server need to know about
// one kind of column, declared in one file per type (datetimeColumn.ts, booleanColumn.ts, ...) and gathered in
// columnTypes.ts. Code that used to switch on `column.type` asks the type instead.
import type { ReportColumn } from '../../../schemas/report.schema';
import type { Locale } from '../locale/locale';
import type { CellValue } from '../rows/reportRow';

export type ColumnType = ReportColumn['type'];

/**
 * How a text is laid out: `reading` for people (the page, PDF and the text cells of a workbook: thousands
 * separators), `plain` for CSV (no thousands separators, so a spreadsheet reads the cell as a number).
 * Both use the same decimals and the same words.
 */
export type TextStyle = 'reading' | 'plain';

/** What a workbook cell holds: numbers as numbers, times as Excel dates, everything else as text. */
export type XlsxValue = string | number | Date | null;

/**
 * How the store hands the value over; the server spells each shape in its SQL dialect
 * (src/server/reports/columnSql.ts), so the engine knows no SQL.
 */
export type StoreShape = 'wallTime' | 'hourOfDay' | 'double' | 'bigint' | 'text' | 'boolean' | 'jsonText';

/** A JSON Schema fragment: how one item field is typed in the web-service answer (API docs, contract tests). */
export type ResponseSchema = Readonly<Record<string, unknown>>;

export interface ColumnTypeDefinition {
  readonly type: ColumnType;
  /** Time types read the row's own time (`ts`) unless the column names another field. */
  readonly readsRowTime: boolean;
  /** Numbers a page may add up or average (summary, selected rows, chart steps), right-aligned, largest first. */
  readonly numeric: boolean;
  readonly align: 'start' | 'end' | 'center';
  /** The narrowest the table draws the column, in rem. */
  readonly minWidthRem: number;
  /** The column's share of a PDF page's width, by how much it usually has to show (a number is 1). */
  readonly pdfWeight: number;
  /** Clock times say their zone in the header ("Saat (UTC+3)"). */
  readonly zoneInHeader: boolean;
  readonly storeShape: StoreShape;
  /**
   * The catalogue item types (api-catalogue.json) that only this column type can answer, e.g. `boolean`, or
   * `array<object:FaultDetailsDataDto>`: a descriptor must give such a field this type, and this type only such a field.
   */
  readonly catalogueTypes?: RegExp;
  readonly responseSchema: ResponseSchema;
  /** A value from the store (or any client-sent form of it) as the response carries it. */
  fromStore(value: unknown): CellValue;
  /** The text a reader sees; null when the value cannot be read as this type (callers show it as it came). */
  toText(value: Exclude<CellValue, null>, column: ReportColumn, locale: Locale, style: TextStyle): string | null;
  /** How the table draws the page text when it shows more than the files (an hour as the interval 13:00–14:00). */
  readonly tableText?: (text: string) => string;
  /** The workbook cell; text cells get `toText`'s reading text. */
  toXlsxValue(value: Exclude<CellValue, null>, column: ReportColumn, locale: Locale): XlsxValue;
  /** The workbook number format, or undefined for text cells. */
  xlsxNumberFormat(column: ReportColumn): string | undefined;
  /** Order of two present values (missing values are ordered by the caller). */
  compare(a: Exclude<CellValue, null>, b: Exclude<CellValue, null>): number;
}
