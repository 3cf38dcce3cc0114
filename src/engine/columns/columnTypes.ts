// The column-type registry, keyed by the descriptor's `column.type` (schemas/report.schema.ts): one entry per
// type, each declared in its own file. The schema's enum and this record are checked against each other by the
// compiler (a missing or extra type does not build).
import type { ReportColumn } from '../../../schemas/report.schema';
import { booleanColumn } from './booleanColumn';
import type { ColumnType, ColumnTypeDefinition } from './columnType';
import { dateColumn } from './dateColumn';
import { datetimeColumn } from './datetimeColumn';
import { hourColumn } from './hourColumn';
import { integerColumn } from './integerColumn';
import { listColumn } from './listColumn';
import { monthColumn } from './monthColumn';
import { numberColumn } from './numberColumn';
import { textColumn } from './textColumn';

export const columnTypes: Readonly<Record<ColumnType, ColumnTypeDefinition>> = {
  datetime: datetimeColumn,
  date: dateColumn,
  month: monthColumn,
  hour: hourColumn,
  number: numberColumn,
  integer: integerColumn,
  text: textColumn,
  boolean: booleanColumn,
  list: listColumn,
};

export function columnTypeOf(column: Pick<ReportColumn, 'type'>): ColumnTypeDefinition {
  return columnTypes[column.type];
}

/** Numbers a page may add up or average (summary block, selected rows, chart steps). */
export function isNumericColumn(column: Pick<ReportColumn, 'type'>): boolean {
  return columnTypeOf(column).numeric;
}

/** A column whose value names a day (datetime, date, month): the time a row is ordered and dated by. */
export function isCalendarColumn(column: Pick<ReportColumn, 'type'>): boolean {
  return columnTypeOf(column).storeShape === 'wallTime';
}

/** The dataset field a column reads: its own `field`, else the row time for time types, else its key. */
export function columnField(column: Pick<ReportColumn, 'type' | 'key' | 'field'>): string {
  return column.field ?? (columnTypeOf(column).readsRowTime ? 'ts' : column.key);
}

/** The column type a catalogue item type asks for (`boolean` → boolean, `array<…>` → list), if it asks for one. */
export function columnTypeForCatalogue(itemType: string): ColumnTypeDefinition | undefined {
  return Object.values(columnTypes).find((t) => t.catalogueTypes?.test(itemType));
}
