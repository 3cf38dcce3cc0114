import { describe, expect, it } from 'vitest';
import type { ReportColumn } from '../../../schemas/report.schema';
import { formatCell } from './formatCell';

function column(type: ReportColumn['type'], extra: Partial<ReportColumn> = {}): ReportColumn {
  return { key: 'value', type, hidden: false, label: { tr: 'Değer', en: 'Value' }, ...extra };
}

describe('formatCell', () => {
  it('formats time columns', () => {
    const iso = '2024-07-29T13:00:00+03:00';
    expect(formatCell(column('datetime'), iso, 'tr')).toBe('29.07.2024 13:00');
    expect(formatCell(column('date'), iso, 'en')).toBe('29.07.2024');
    expect(formatCell(column('month'), iso, 'tr')).toBe('Temmuz 2024');
    expect(formatCell(column('month'), iso, 'en')).toBe('July 2024');
    expect(formatCell(column('hour'), iso, 'en')).toBe('13:00');
    expect(formatCell(column('hour'), '7:00', 'en')).toBe('07:00');
    expect(formatCell(column('hour'), 7, 'tr')).toBe('07:00');
  });

  it('uses the column decimals first, then the unit default, then 2', () => {
    expect(formatCell(column('number', { decimals: 1, unit: 'TL/MWh' }), 2345.678, 'tr')).toBe('2.345,7');
    expect(formatCell(column('number', { unit: 'USD/MMBtu' }), 12.3, 'en')).toBe('12.300');
    expect(formatCell(column('number', { unit: 'Sm3' }), 1234567.8, 'tr')).toBe('1.234.568');
    expect(formatCell(column('number'), 1234.5, 'en')).toBe('1,234.50');
    expect(formatCell(column('number', { unit: 'unknown' }), 0, 'tr')).toBe('0,00');
    expect(formatCell(column('number'), -0.004, 'en')).toBe('0.00');
    expect(formatCell(column('number'), -12.5, 'tr')).toBe('-12,50');
  });

  it('formats integers without decimals', () => {
    expect(formatCell(column('integer'), 1234567, 'tr')).toBe('1.234.567');
    expect(formatCell(column('integer'), 12.6, 'en')).toBe('13');
  });

  it('reads numbers that arrive as text and leaves other text alone', () => {
    expect(formatCell(column('number'), '1234.5', 'tr')).toBe('1.234,50');
    expect(formatCell(column('number'), 'n/a', 'tr')).toBe('n/a');
  });

  it('shows coded text through its value labels', () => {
    const direction = column('text', {
      valueLabels: { YAT: { tr: 'Yük alma', en: 'Up-regulation' }, YAL: { tr: 'Yük atma', en: 'Down-regulation' } },
    });
    expect(formatCell(direction, 'YAT', 'tr')).toBe('Yük alma');
    expect(formatCell(direction, 'YAL', 'en')).toBe('Down-regulation');
    expect(formatCell(direction, 'DNG', 'en')).toBe('DNG');
    expect(formatCell(direction, 'constructor', 'en')).toBe('constructor');
    expect(formatCell(column('text'), 'Keban', 'tr')).toBe('Keban');
    expect(formatCell(column('text'), 42, 'tr')).toBe('42');
  });

  it('shows coded numbers through their value labels too', () => {
    const code = column('integer', { valueLabels: { 1: { tr: 'Enerji Açığı', en: 'Energy deficit' } } });
    expect(formatCell(code, 1, 'en')).toBe('Energy deficit');
    expect(formatCell(code, 7, 'en')).toBe('7');
  });

  it('gives an empty cell for null', () => {
    for (const type of ['datetime', 'date', 'month', 'hour', 'number', 'integer', 'text'] as const) {
      expect(formatCell(column(type), null, 'tr')).toBe('');
    }
  });
});
