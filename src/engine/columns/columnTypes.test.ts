import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import type { ReportColumn } from '../../../schemas/report.schema';
import { toCellText } from '../export/cellText';
import { toXlsxValue, xlsxNumberFormat } from '../export/xlsxCellValue';
import { formatCell } from '../format/formatCell';
import { LOCALES, type Locale } from '../locale/locale';
import type { CellValue } from '../rows/reportRow';
import type { ColumnType } from './columnType';
import { columnTypeForCatalogue, columnTypes } from './columnTypes';
import { readRow } from './readRow';
import { isoWallFromMillis } from './timeColumn';

function column(type: ColumnType, extra: Partial<ReportColumn> = {}): ReportColumn {
  return { key: 'value', type, hidden: false, label: { tr: 'Değer', en: 'Value' }, ...extra };
}

const faultDetails = '[{"hour":"2024-07-29T13:00:00+03:00","faultCausedPowerLoss":1234.5},{"hour":"2024-07-29T14:00:00+03:00","faultCausedPowerLoss":80}]';

/** Per type: a column, a value as the store gives it, and what a reader sees in each language. */
const SAMPLES: Record<ColumnType, { column: ReportColumn; value: CellValue; tr: string; en: string }> = {
  datetime: { column: column('datetime'), value: '2024-07-29T13:00:00+03:00', tr: '29.07.2024 13:00', en: '29.07.2024 13:00' },
  date: { column: column('date'), value: '2024-07-29T00:00:00+03:00', tr: '29.07.2024', en: '29.07.2024' },
  month: { column: column('month'), value: '2024-07-01T00:00:00+03:00', tr: 'Temmuz 2024', en: 'July 2024' },
  hour: { column: column('hour'), value: '13:00', tr: '13:00', en: '13:00' },
  number: { column: column('number', { unit: 'TL/MWh' }), value: 2345.678, tr: '2.345,68', en: '2,345.68' },
  integer: { column: column('integer', { decimals: 2 }), value: 1234567, tr: '1.234.567', en: '1,234,567' },
  text: { column: column('text'), value: 'Keban', tr: 'Keban', en: 'Keban' },
  boolean: { column: column('boolean'), value: true, tr: 'Evet', en: 'Yes' },
  list: {
    column: column('list', { valueLabels: { hour: { tr: 'Saat', en: 'Hour' }, faultCausedPowerLoss: { tr: 'Arıza kaybı', en: 'Power lost' } } }),
    value: faultDetails,
    tr: 'Saat: 29.07.2024 13:00, Arıza kaybı: 1.234,5; Saat: 29.07.2024 14:00, Arıza kaybı: 80',
    en: 'Hour: 29.07.2024 13:00, Power lost: 1,234.5; Hour: 29.07.2024 14:00, Power lost: 80',
  },
};

const TYPES = Object.keys(columnTypes) as ColumnType[];

describe('column types', () => {
  it('has one sample per registered type and each type names itself', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...TYPES].sort());
    for (const type of TYPES) expect(columnTypes[type].type).toBe(type);
  });

  it.each(TYPES)('formats a %s cell in both languages', (type) => {
    const sample = SAMPLES[type];
    for (const locale of LOCALES) expect(formatCell(sample.column, sample.value, locale)).toBe(sample[locale]);
  });

  it.each(TYPES)('writes a %s cell in PDF and workbook text exactly as the page shows it', (type) => {
    const sample = SAMPLES[type];
    for (const locale of LOCALES) {
      const page = formatCell(sample.column, sample.value, locale);
      expect(toCellText(sample.column, sample.value, locale, 'grouped')).toBe(page);
      const cell = toXlsxValue(sample.column, sample.value, locale);
      if (typeof cell === 'string') expect(cell).toBe(page);
    }
  });

  it.each(TYPES)('writes a %s cell in CSV as the page shows it, less the thousands separators of numbers', (type) => {
    const sample = SAMPLES[type];
    const groupMark: Record<Locale, string> = { tr: '.', en: ',' };
    for (const locale of LOCALES) {
      const page = formatCell(sample.column, sample.value, locale);
      const csv = toCellText(sample.column, sample.value, locale, 'plain');
      expect(csv).toBe(columnTypes[type].numeric ? page.split(groupMark[locale]).join('') : page);
    }
  });

  it('shares one decimals rule: the page, the CSV and the workbook format show the same digits', () => {
    const price = column('number', { unit: 'TL/MWh', decimals: 1 });
    expect(formatCell(price, 12.345, 'en')).toBe('12.3');
    expect(toCellText(price, 12.345, 'en', 'plain')).toBe('12.3');
    expect(xlsxNumberFormat(price)).toBe('#,##0.0');
    // A whole-number column has no decimals even when a descriptor gives some.
    const count = column('integer', { decimals: 2 });
    expect(formatCell(count, 12.6, 'tr')).toBe('13');
    expect(toCellText(count, 12.6, 'tr', 'plain')).toBe('13');
    expect(xlsxNumberFormat(count)).toBe('#,##0');
    // Without decimals, the unit's, else two.
    expect(formatCell(column('number', { unit: 'Sm3' }), 1234567.8, 'tr')).toBe('1.234.568');
    expect(toCellText(column('number'), 1234.5, 'tr', 'plain')).toBe('1234,50');
  });

  it('keeps numbers and times as numbers and dates in a workbook, and says yes/no in words', () => {
    expect(toXlsxValue(SAMPLES.number.column, 2345.678, 'tr')).toBe(2345.678);
    expect(toXlsxValue(SAMPLES.datetime.column, '2024-07-29T13:00:00+03:00', 'en')).toEqual(new Date(Date.UTC(2024, 6, 29, 13)));
    expect(toXlsxValue(SAMPLES.boolean.column, false, 'tr')).toBe('Hayır');
    expect(toXlsxValue(SAMPLES.boolean.column, false, 'en')).toBe('No');
    expect(xlsxNumberFormat(SAMPLES.boolean.column)).toBeUndefined();
  });

  it('reads stored values into the answer form each type promises', () => {
    const ajv = new Ajv({ strict: false, validateFormats: false });
    const stored: Record<ColumnType, unknown> = {
      datetime: '2024-07-29T13:00:00+03:00', date: '2024-07-29T00:00:00+03:00', month: '2024-07-01T00:00:00+03:00', hour: '13:00',
      number: 12.5, integer: 7n, text: 'Keban', boolean: 1, list: faultDetails,
    };
    for (const type of TYPES) {
      const value = columnTypes[type].fromStore(stored[type]);
      expect(ajv.validate(columnTypes[type].responseSchema, value), `${type}: ${JSON.stringify(value)}`).toBe(true);
      expect(ajv.validate(columnTypes[type].responseSchema, columnTypes[type].fromStore(null))).toBe(true);
    }
    const row = readRow([column('list', { key: 'faultDetails' }), column('boolean', { key: 'damEntry' })], { faultDetails, damEntry: 0, other: 'kept' });
    expect(row.faultDetails).toEqual([
      { hour: '2024-07-29T13:00:00+03:00', faultCausedPowerLoss: 1234.5 },
      { hour: '2024-07-29T14:00:00+03:00', faultCausedPowerLoss: 80 },
    ]);
    expect(row.damEntry).toBe(false);
    expect(row.other).toBe('kept');
  });

  it('never answers a list as JSON text, and an empty list reads as nothing', () => {
    expect(columnTypes.list.fromStore('[]')).toEqual([]);
    expect(columnTypes.list.fromStore('not json')).toEqual(['not json']);
    expect(formatCell(SAMPLES.list.column, [], 'tr')).toBe('');
  });

  it('orders values as a reader expects', () => {
    const sorted = (type: ColumnType, values: Exclude<CellValue, null>[]) => [...values].sort(columnTypes[type].compare);
    expect(sorted('number', [10, 9, '100'])).toEqual([9, 10, '100']);
    expect(sorted('text', ['Zonguldak', 'Çanakkale', 'Adana'])).toEqual(['Adana', 'Çanakkale', 'Zonguldak']);
    expect(sorted('boolean', [true, false, true])).toEqual([false, true, true]);
    expect(sorted('list', [[1, 2, 3], [], [1]])).toEqual([[], [1], [1, 2, 3]]);
    expect(sorted('datetime', ['2025-10-01T10:00:00+03:00', '2025-09-30T23:00:00+03:00', '2025-10-01T09:00:00+03:00'])).toEqual(['2025-09-30T23:00:00+03:00', '2025-10-01T09:00:00+03:00', '2025-10-01T10:00:00+03:00']);
    // Times written without a leading zero still follow the clock, not the characters.
    expect(sorted('datetime', ['10:00', '9:00', '23:30'])).toEqual(['9:00', '10:00', '23:30']);
  });

  it('leaves what it cannot read as it came, and shows nothing for a missing value', () => {
    expect(formatCell(column('number'), 'n/a', 'tr')).toBe('n/a');
    expect(formatCell(column('boolean'), 'maybe', 'en')).toBe('maybe');
    expect(formatCell(column('date'), 'yesterday', 'en')).toBe('yesterday');
    for (const type of TYPES) expect(formatCell(column(type), null, 'tr')).toBe('');
  });
});

describe('columnTypeForCatalogue', () => {
  it('asks a boolean field for a yes/no column and an array field for a list, and nothing else of the others', () => {
    expect(columnTypeForCatalogue('boolean')?.type).toBe('boolean');
    expect(columnTypeForCatalogue('array<object:FaultDetailsDataDto>')?.type).toBe('list');
    for (const itemType of ['string', 'number', 'integer(int64)', 'string(date-time)']) expect(columnTypeForCatalogue(itemType)).toBeUndefined();
  });
});

describe('table-only drawing', () => {
  it('draws an hour as the interval it covers, while files keep the hour itself', () => {
    expect(columnTypes.hour.tableText?.(formatCell(SAMPLES.hour.column, '23:00', 'tr'))).toBe('23:00–24:00');
    expect(toCellText(SAMPLES.hour.column, '23:00', 'tr', 'plain')).toBe('23:00');
    expect(Object.values(columnTypes).filter((t) => t.tableText).map((t) => t.type)).toEqual(['hour']);
  });
});

describe('isoWallFromMillis', () => {
  it('writes wall-clock milliseconds as ISO text with Istanbul offset, whole minutes and odd seconds alike', () => {
    const cases = [Date.UTC(2024, 6, 29, 13), Date.UTC(2024, 6, 29, 13, 5), Date.UTC(2024, 6, 30, 0), Date.UTC(2024, 6, 29, 23, 59), Date.UTC(1969, 11, 31, 22, 30), Date.UTC(2024, 6, 29, 13, 5, 7), Date.UTC(2024, 6, 29, 13, 5, 7, 250)];
    for (const ms of cases) expect(isoWallFromMillis(ms), String(ms)).toBe(`${new Date(ms).toISOString().slice(0, 19)}+03:00`);
    expect(isoWallFromMillis(Date.UTC(2024, 1, 29, 0))).toBe('2024-02-29T00:00:00+03:00');
  });
});
