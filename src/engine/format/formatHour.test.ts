import { describe, expect, it } from 'vitest';
import { formatHour } from './formatHour';

describe('formatHour', () => {
  it('keeps HH:mm and pads single-digit hours', () => {
    expect(formatHour('13:00')).toBe('13:00');
    expect(formatHour('9:00')).toBe('09:00');
    expect(formatHour('00:00:00')).toBe('00:00');
  });

  it('reads the Istanbul hour of an ISO date-time', () => {
    expect(formatHour('2024-07-29T13:00:00+03:00')).toBe('13:00');
    expect(formatHour('2024-07-29T22:30:00Z')).toBe('01:30');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatHour('13:75')).toBe('13:75');
    expect(formatHour('noon')).toBe('noon');
  });
});
