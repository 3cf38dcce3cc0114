import { describe, expect, it } from 'vitest';
import { generatedAtText } from './generatedAtText';

describe('generatedAtText', () => {
  it('tells the time in Istanbul, in both languages', () => {
    const at = new Date('2024-07-29T11:05:00Z');
    expect(generatedAtText(at, 'tr')).toBe('Oluşturulma zamanı: 29.07.2024 14:05 (TSİ)');
    expect(generatedAtText(at, 'en')).toBe('Generated at: 29.07.2024 14:05 (Turkey time)');
  });
});
