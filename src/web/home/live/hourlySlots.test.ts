import { describe, expect, it } from 'vitest';
import { hourlySlots, lastFilled } from './hourlySlots';

const rows = [
  { date: '2024-08-19T23:00:00+03:00', v: 5 },
  { date: '2024-08-20T00:00:00+03:00', v: 1 },
  { date: '2024-08-20T13:00:00+03:00', v: 7 },
];

describe('hourlySlots', () => {
  it('places each row of the day on its Istanbul hour and leaves the other hours empty', () => {
    const slots = hourlySlots(rows, (r) => r.date, (r) => r.v, '2024-08-20');
    expect(slots).toHaveLength(24);
    expect(slots[0]).toBe(1);
    expect(slots[13]).toBe(7);
    expect(slots.filter((v) => v !== null)).toEqual([1, 7]);
    expect(hourlySlots(rows, (r) => r.date, (r) => r.v, '2024-08-19')[23]).toBe(5);
  });

  it('finds the newest hour with a value', () => {
    expect(lastFilled(hourlySlots(rows, (r) => r.date, (r) => r.v, '2024-08-20'))).toEqual({ hour: 13, value: 7 });
    expect(lastFilled(Array.from({ length: 24 }, () => null))).toBeUndefined();
  });
});
