// A day: "29.07.2024" in both languages (the operator's format), an Istanbul day (its header says UTC+3), an
// Excel date in a workbook.
import { formatDate } from '../format/formatDate';
import type { ColumnTypeDefinition } from './columnType';
import { ISO_TIME_SCHEMA, wallTimeParts, toExcelWallDate } from './timeColumn';

export const dateColumn: ColumnTypeDefinition = {
  ...wallTimeParts,
  type: 'date',
  minWidthRem: 6.5,
  pdfWeight: 1.15,
  zoneInHeader: true,
  storeShape: 'wallTime',
  responseSchema: ISO_TIME_SCHEMA,
  toText: (value, _column, locale) => (typeof value === 'string' ? formatDate(value, locale) : null),
  toXlsxValue: toExcelWallDate,
  xlsxNumberFormat: () => 'dd.mm.yyyy',
};
