// A descriptor column as the SQL expression the rows query selects: the column type's store shape
// (src/engine/columns) spelled for the store's dialect. Identifiers come from the descriptor only.
import type { ReportColumn } from '../../../schemas/report.schema';
import type { StoreShape } from '../../engine/columns/columnType';
import { columnField, columnTypeOf } from '../../engine/columns/columnTypes';
import type { SqlDialect } from '../store/sqlDialect';
import { quoteIdentifier } from '../store/sqlIdentifier';

const SHAPE_SQL: Record<StoreShape, (ref: string, dialect: SqlDialect) => string> = {
  // Milliseconds, formatted by the column type (engine/columns/timeColumn.ts): text decodes slowly.
  wallTime: (ref, dialect) => dialect.wallMillis(ref),
  hourOfDay: (ref, dialect) => dialect.hourOfDay(ref),
  double: (ref) => `CAST(${ref} AS DOUBLE PRECISION)`,
  bigint: (ref) => `CAST(${ref} AS BIGINT)`,
  text: (ref) => `CAST(${ref} AS VARCHAR)`,
  // Stores keep a yes/no as 0/1 (or a boolean): both answer a real boolean, NULL staying NULL.
  boolean: (ref) => `(CAST(${ref} AS INTEGER) <> 0)`,
  // A nested list is stored as JSON text; the route parses it into an array (engine/columns/readRow.ts).
  jsonText: (ref) => `CAST(${ref} AS VARCHAR)`,
};

/** Shapes read from the row time; a time kept in a text field (a case's start) is already ISO text. */
const FROM_ROW_TIME: ReadonlySet<StoreShape> = new Set(['wallTime', 'hourOfDay']);

/**
 * `textFields`: the fields the dataset stores as text, so a time column reading one passes it through.
 * `hourAsNumber`: the operation types the hour as an integer (engine/catalogue/hourAnsweredAsNumber.ts).
 */
export function columnSql(column: ReportColumn, dialect: SqlDialect, textFields: ReadonlySet<string> = new Set(), hourAsNumber = false): string {
  const field = columnField(column);
  const ref = field === 'ts' ? 'src.ts' : `src.${quoteIdentifier(field)}`;
  const shape = columnTypeOf(column).storeShape;
  if (shape === 'hourOfDay' && hourAsNumber && !textFields.has(field)) return `CAST(EXTRACT(HOUR FROM ${ref}) AS INTEGER)`;
  if (FROM_ROW_TIME.has(shape) && textFields.has(field)) return SHAPE_SQL.text(ref, dialect);
  return SHAPE_SQL[shape](ref, dialect);
}
