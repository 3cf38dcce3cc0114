import { describe, expect, it } from 'vitest';
import { neutraliseFormula, toCsvField } from './csvField';

describe('toCsvField', () => {
  it('quotes only fields holding the separator, a quote or a line break (RFC 4180)', () => {
    expect(toCsvField('Trakya', ';')).toBe('Trakya');
    expect(toCsvField('1,5', ',')).toBe('"1,5"');
    expect(toCsvField('1,5', ';')).toBe('1,5');
    expect(toCsvField('a;b', ';')).toBe('"a;b"');
    expect(toCsvField('say "hi"', ',')).toBe('"say ""hi"""');
    expect(toCsvField('two\r\nlines', ',')).toBe('"two\r\nlines"');
  });
});

describe('neutraliseFormula', () => {
  it('keeps spreadsheet formulas in text cells from running', () => {
    expect(neutraliseFormula('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(neutraliseFormula('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(neutraliseFormula('-5')).toBe('-5');
    expect(neutraliseFormula('Trakya')).toBe('Trakya');
  });
});
