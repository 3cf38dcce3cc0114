// Descriptor columns → TanStack column definitions: header with unit, locale-formatted cells, and a
// comparator per column type. Pure (strings only); the selection checkbox is drawn by ReportTable.
import type { ReportColumn, ReportDescriptor } from '../../../../schemas/report.schema';
import { columnHeader } from '../../../engine/format/columnHeader';
import { formatCell } from '../../../engine/format/formatCell';
import { formatHourInterval } from '../../../engine/format/formatHourInterval';
import { ISTANBUL_UTC_OFFSET } from '../../../engine/format/timeZoneLabel';
import type { Locale } from '../../../engine/locale/locale';
import type { CellValue, ReportRow } from '../../../engine/rows/reportRow';
import { createAppColumnHelper } from './reportTableHook';

const helper = createAppColumnHelper<ReportRow>();

export function isNumericColumn(column: ReportColumn): boolean {
  return column.type === 'number' || column.type === 'integer';
}

function compareValues(a: CellValue | undefined, b: CellValue | undefined, numeric: boolean): number {
  // Missing values sort last in both directions would need sortUndefined; here they simply sort lowest.
  const aMissing = a === null || a === undefined || a === '';
  const bMissing = b === null || b === undefined || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? -1 : 1;
  if (numeric) return Number(a) - Number(b);
  // ISO dates and "HH:mm" compare correctly as text; names need Turkish collation.
  return String(a).localeCompare(String(b), 'tr', { numeric: true });
}

export function toTableColumns(descriptor: ReportDescriptor, locale: Locale) {
  return helper.columns(
    descriptor.columns.map((column) => {
    const numeric = isNumericColumn(column);
    return helper.accessor((row: ReportRow) => row[column.key] ?? null, {
      id: column.key,
      // Clock times say their zone; an hourly row reads as the interval it covers.
      header: column.type === 'hour' || column.type === 'datetime' ? `${columnHeader(column, locale)} (${ISTANBUL_UTC_OFFSET})` : columnHeader(column, locale),
      cell: (info) => {
        const text = formatCell(column, info.getValue() as CellValue, locale);
        return column.type === 'hour' ? formatHourInterval(text) : text;
      },
      sortFn: (rowA, rowB, id) => compareValues(rowA.getValue(id), rowB.getValue(id), numeric),
      sortDescFirst: numeric,
    });
    }),
  );
}
