import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv } from './parseCsv';

describe('parseCsv', () => {
  it('detects the delimiter from the header line, ignoring quoted ones', () => {
    expect(detectDelimiter('Tarih;Saat;PTF (TL/MWh)\n01.01.2025;00:00;2.494,00')).toBe(';');
    expect(detectDelimiter('"Tarih","Saat","PTF (TL/MWh)"\n"01/01/2016","00:00","89,42"')).toBe(',');
    expect(detectDelimiter('"a;b;c",x,y\n')).toBe(',');
  });

  it('reads quoted fields with delimiters, doubled quotes and line breaks, keeping start lines', () => {
    const rows = parseCsv('"Tarih","PTF"\r\n"01.01.15 00:00","1.234,56"\r\n"x ""q""","a\nb"\r\n\r\nlast,1\r\n');
    expect(rows).toEqual([
      { line: 1, cells: ['Tarih', 'PTF'] },
      { line: 2, cells: ['01.01.15 00:00', '1.234,56'] },
      { line: 3, cells: ['x "q"', 'a\nb'] },
      { line: 6, cells: ['last', '1'] },
    ]);
  });

  it('keeps empty fields', () => {
    expect(parseCsv(',date,x\n0,2020-01-01,\n')).toEqual([{ line: 1, cells: ['', 'date', 'x'] }, { line: 2, cells: ['0', '2020-01-01', ''] }]);
  });
});
