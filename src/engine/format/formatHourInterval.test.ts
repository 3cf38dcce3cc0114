import { describe, expect, it } from 'vitest';
import { formatHourInterval } from './formatHourInterval';

describe('formatHourInterval', () => {
  it('reads an hour as the interval it covers', () => {
    expect(formatHourInterval('00:00')).toBe('00:00–01:00');
    expect(formatHourInterval('2024-07-29T23:00:00+03:00')).toBe('23:00–24:00');
    expect(formatHourInterval('9:00')).toBe('09:00–10:00');
  });

  it('leaves what it cannot read as it came', () => {
    expect(formatHourInterval('24:00')).toBe('24:00');
    expect(formatHourInterval('soon')).toBe('soon');
  });
});
