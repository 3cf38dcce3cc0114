import { describe, expect, it } from 'vitest';
import { formatDayInput, formatMonthInput } from './formatDayInput';

describe('formatDayInput', () => {
  it('writes a day as DD.MM.YYYY', () => {
    expect(formatDayInput('2024-07-09')).toBe('09.07.2024');
  });

  it('leaves an empty or unreadable value as it is', () => {
    expect(formatDayInput('')).toBe('');
    expect(formatDayInput('31.02.2025')).toBe('31.02.2025');
  });
});

describe('formatMonthInput', () => {
  it('writes the month of a day as MM.YYYY', () => {
    expect(formatMonthInput('2024-07-31')).toBe('07.2024');
    expect(formatMonthInput('')).toBe('');
  });
});
