// An hour of the day: "13:00" everywhere (the table draws it as the interval 13:00–14:00). Some services send
// the hour as a number (0–23) rather than text; a workbook keeps it as text, as on the page.
import { formatHour } from '../format/formatHour';
import { formatHourInterval } from '../format/formatHourInterval';
import { pad2 } from '../format/istanbulWallClock';
import type { ColumnTypeDefinition } from './columnType';
import { timeParts } from './timeColumn';

export const hourColumn: ColumnTypeDefinition = {
  ...timeParts,
  type: 'hour',
  minWidthRem: 7,
  pdfWeight: 0.7,
  zoneInHeader: true,
  storeShape: 'hourOfDay',
  // "13:00", or 13 where the operation types the hour as an integer (catalogue/hourAnsweredAsNumber.ts).
  responseSchema: { type: ['string', 'integer', 'null'], pattern: '^\\d{2}:\\d{2}$', minimum: 0, maximum: 23 },
  toText(value) {
    if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= 24 ? `${pad2(value)}:00` : null;
    if (typeof value !== 'string') return null;
    const text = formatHour(value);
    return text === value && !/^\d{2}:\d{2}$/.test(value) ? null : text;
  },
  tableText: formatHourInterval,
  toXlsxValue: (value, column, locale) => hourColumn.toText(value, column, locale, 'reading') ?? String(value),
  xlsxNumberFormat: () => undefined,
};
