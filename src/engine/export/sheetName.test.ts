import { describe, expect, it } from 'vitest';
import { toSheetName } from './sheetName';

describe('toSheetName', () => {
  it('drops the characters Excel forbids and keeps at most 31', () => {
    const name = toSheetName('GİP [Saatlik] Ağırlıklı Ortalama Fiyat: 01/07/2024 *?', 'tr');
    expect(name).not.toMatch(/[[\]:*?/\\]/);
    expect(Array.from(name).length).toBeLessThanOrEqual(31);
    expect(name.startsWith('GİP Saatlik Ağırlıklı')).toBe(true);
  });

  it('falls back to a plain name when nothing usable is left', () => {
    expect(toSheetName('[]:*?', 'tr')).toBe('Veri');
    expect(toSheetName("''", 'en')).toBe('Data');
    expect(toSheetName('History', 'en')).toBe('Data');
  });
});
