// A month: "Temmuz 2024" / "July 2024" on the page and in CSV and PDF, an Excel date shown as 07.2024 in a workbook.
import { formatMonth } from '../format/formatMonth';
import type { ColumnTypeDefinition } from './columnType';
import { ISO_TIME_SCHEMA, wallTimeParts, toExcelWallDate } from './timeColumn';

export const monthColumn: ColumnTypeDefinition = {
  ...wallTimeParts,
  type: 'month',
  minWidthRem: 7.5,
  pdfWeight: 0.85,
  zoneInHeader: false,
  storeShape: 'wallTime',
  responseSchema: ISO_TIME_SCHEMA,
  toText: (value, _column, locale) => (typeof value === 'string' ? formatMonth(value, locale) : null),
  toXlsxValue: toExcelWallDate,
  xlsxNumberFormat: () => 'mm.yyyy',
};
