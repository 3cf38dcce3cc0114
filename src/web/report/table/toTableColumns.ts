// Descriptor columns → TanStack column definitions: header with unit (and zone for clock times), the cell's
// text and order, all from the column's type (src/engine/columns). Pure (strings only); the selection checkbox
// and the drawn cells (yes/no, nested lists: cells/drawnCells.ts) are ReportTable's.
import type { ReportColumn, ReportDescriptor } from '../../../../schemas/report.schema';
import { columnTypeOf, isNumericColumn } from '../../../engine/columns/columnTypes';
import { columnHeader } from '../../../engine/format/columnHeader';
import { formatCell } from '../../../engine/format/formatCell';
import { ISTANBUL_UTC_OFFSET } from '../../../engine/format/timeZoneLabel';
import type { Locale } from '../../../engine/locale/locale';
import type { CellValue, ReportRow } from '../../../engine/rows/reportRow';
import { createAppColumnHelper } from './reportTableHook';

export { isNumericColumn };

const helper = createAppColumnHelper<ReportRow>();

const ALIGN_CLASS = { start: undefined, end: 'num', center: 'align-center' } as const;

/** The class that places a column's cells: numbers right, yes/no centred. */
export function cellClassName(column: ReportColumn): string | undefined {
  return ALIGN_CLASS[columnTypeOf(column).align];
}

const isMissing = (value: CellValue | undefined): value is null | undefined | '' => value === null || value === undefined || value === '';

/** Missing values sort lowest in both directions; present ones as their type orders them. */
export function compareCells(column: ReportColumn, a: CellValue | undefined, b: CellValue | undefined): number {
  if (isMissing(a) || isMissing(b)) return isMissing(a) === isMissing(b) ? 0 : isMissing(a) ? -1 : 1;
  return columnTypeOf(column).compare(a, b);
}

export function toTableColumns(descriptor: ReportDescriptor, locale: Locale) {
  return helper.columns(
    descriptor.columns.map((column) => {
      const type = columnTypeOf(column);
      return helper.accessor((row: ReportRow) => row[column.key] ?? null, {
        id: column.key,
        header: type.zoneInHeader ? `${columnHeader(column, locale)} (${ISTANBUL_UTC_OFFSET})` : columnHeader(column, locale),
        cell: (info) => {
          const text = formatCell(column, info.getValue() as CellValue, locale);
          // An hourly row reads as the interval it covers.
          return type.tableText && text !== '' ? type.tableText(text) : text;
        },
        sortFn: (rowA, rowB, id) => compareCells(column, rowA.getValue(id), rowB.getValue(id)),
        sortDescFirst: type.numeric,
      });
    }),
  );
}
