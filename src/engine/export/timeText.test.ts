import { describe, expect, it } from 'vitest';
import { toTimeText } from './timeText';

describe('toTimeText', () => {
  const value = '2024-07-29T13:00:00+03:00';

  it('reads the wall clock as written, whatever the server time zone', () => {
    expect(toTimeText('datetime', value)).toBe('29.07.2024 13:00');
    expect(toTimeText('datetime', '2024-12-31T23:00:00+03:00')).toBe('31.12.2024 23:00');
    expect(toTimeText('date', value)).toBe('29.07.2024');
    expect(toTimeText('month', value)).toBe('07.2024');
    expect(toTimeText('hour', value)).toBe('13:00');
  });

  it('accepts the other hour and month shapes services send', () => {
    expect(toTimeText('hour', '7:00')).toBe('07:00');
    expect(toTimeText('hour', 7)).toBe('07:00');
    expect(toTimeText('month', '2024-07')).toBe('07.2024');
    expect(toTimeText('date', '2024-07-29')).toBe('29.07.2024');
  });

  it('says null for what it cannot read', () => {
    expect(toTimeText('date', 'yesterday')).toBeNull();
    expect(toTimeText('hour', null)).toBeNull();
  });
});
