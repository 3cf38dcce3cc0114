import { describe, expect, it } from 'vitest';
import { detectNumberFormat, parseNumber } from './parseNumber';

describe('parseNumber', () => {
  it('reads Turkish notation with thousands dots, decimal comma and no leading zero', () => {
    expect(parseNumber('1.234,56', 'turkish')).toBe(1234.56);
    expect(parseNumber('28.929,45', 'turkish')).toBe(28929.45);
    expect(parseNumber('32663,63', 'turkish')).toBe(32663.63);
    expect(parseNumber(',01', 'turkish')).toBe(0.01);
    expect(parseNumber('-656,47', 'turkish')).toBe(-656.47);
    expect(parseNumber('1.234.567', 'turkish')).toBe(1234567);
    expect(parseNumber('0', 'turkish')).toBe(0);
  });

  it('reads plain notation', () => {
    expect(parseNumber('1234.56', 'plain')).toBe(1234.56);
    expect(parseNumber('-0.5', 'plain')).toBe(-0.5);
    expect(parseNumber('2494.0', 'plain')).toBe(2494);
    expect(parseNumber('1e3', 'plain')).toBe(1000);
  });

  it('reads 1.234 by the file notation, never by guessing per cell', () => {
    expect(parseNumber('1.234', 'turkish')).toBe(1234);
    expect(parseNumber('1.234', 'plain')).toBe(1.234);
  });

  it('rejects malformed cells and gives null for empty ones', () => {
    for (const bad of ['12,34,5', '1.23,4', 'abc', '1 234', ',', '-', '12a']) expect(parseNumber(bad, 'turkish'), bad).toBeUndefined();
    for (const bad of ['1,234.5', '12.3.4', 'n/a', '.']) expect(parseNumber(bad, 'plain'), bad).toBeUndefined();
    expect(parseNumber('  ', 'plain')).toBeNull();
  });

  it('decides the notation per file', () => {
    expect(detectNumberFormat(['1.234', '12,50', '7'])).toBe('turkish');
    expect(detectNumberFormat(['1.234', '12.5', '7'])).toBe('plain');
  });
});
