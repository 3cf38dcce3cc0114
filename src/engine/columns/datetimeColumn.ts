// A moment: "29.07.2024 13:00" in both languages, an Excel date-time in a workbook.
import { formatDateTime } from '../format/formatDateTime';
import type { ColumnTypeDefinition } from './columnType';
import { ISO_TIME_SCHEMA, wallTimeParts, toExcelWallDate } from './timeColumn';

export const datetimeColumn: ColumnTypeDefinition = {
  ...wallTimeParts,
  type: 'datetime',
  minWidthRem: 9,
  pdfWeight: 1.7,
  zoneInHeader: true,
  storeShape: 'wallTime',
  responseSchema: ISO_TIME_SCHEMA,
  toText: (value, _column, locale) => (typeof value === 'string' ? formatDateTime(value, locale) : null),
  toXlsxValue: toExcelWallDate,
  xlsxNumberFormat: () => 'dd.mm.yyyy hh:mm',
};
