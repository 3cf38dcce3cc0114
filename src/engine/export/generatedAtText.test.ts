import { describe, expect, it } from 'vitest';
import { generatedAtText } from './generatedAtText';

describe('generatedAtText', () => {
  it('tells the time in Istanbul, in both languages', () => {
    const at = new Date('2024-07-29T11:05:00Z');
    expect(generatedAtText(at, 'tr')).toBe('Verinin alındığı zaman: 29.07.2024 14:05 (TSİ, UTC+3)');
    expect(generatedAtText(at, 'en')).toBe('Retrieved at: 29.07.2024 14:05 (Istanbul time, UTC+3)');
    expect(generatedAtText(at, 'en', { bare: true })).toBe('29.07.2024 14:05 (Istanbul time, UTC+3)');
  });
});
