import { describe, expect, it } from 'vitest';
import { moveDayFocus, moveMonthFocus } from './moveCalendarFocus';

describe('moveDayFocus', () => {
  // 2024-07-31 is a Wednesday.
  it('moves by day and week with the arrows', () => {
    expect(moveDayFocus('2024-07-31', { key: 'ArrowRight' })).toBe('2024-08-01');
    expect(moveDayFocus('2024-07-01', { key: 'ArrowLeft' })).toBe('2024-06-30');
    expect(moveDayFocus('2024-07-31', { key: 'ArrowDown' })).toBe('2024-08-07');
    expect(moveDayFocus('2024-07-03', { key: 'ArrowUp' })).toBe('2024-06-26');
  });

  it('moves by month with PageUp/PageDown and by year with Shift', () => {
    expect(moveDayFocus('2024-07-31', { key: 'PageDown' })).toBe('2024-08-31');
    expect(moveDayFocus('2024-07-31', { key: 'PageUp' })).toBe('2024-06-30');
    expect(moveDayFocus('2024-02-29', { key: 'PageDown', shiftKey: true })).toBe('2025-02-28');
    expect(moveDayFocus('2024-07-31', { key: 'PageUp', shiftKey: true })).toBe('2023-07-31');
  });

  it('goes to Monday with Home and Sunday with End', () => {
    expect(moveDayFocus('2024-07-31', { key: 'Home' })).toBe('2024-07-29');
    expect(moveDayFocus('2024-07-31', { key: 'End' })).toBe('2024-08-04');
  });

  it('leaves other keys alone', () => {
    expect(moveDayFocus('2024-07-31', { key: 'Enter' })).toBeUndefined();
    expect(moveDayFocus('2024-07-31', { key: 'a' })).toBeUndefined();
  });
});

describe('moveMonthFocus', () => {
  it('moves in a grid of three months a row', () => {
    expect(moveMonthFocus('2024-12', { key: 'ArrowRight' })).toBe('2025-01');
    expect(moveMonthFocus('2024-05', { key: 'ArrowUp' })).toBe('2024-02');
    expect(moveMonthFocus('2024-11', { key: 'ArrowDown' })).toBe('2025-02');
    expect(moveMonthFocus('2024-05', { key: 'Home' })).toBe('2024-04');
    expect(moveMonthFocus('2024-05', { key: 'End' })).toBe('2024-06');
    expect(moveMonthFocus('2024-05', { key: 'PageDown' })).toBe('2025-05');
    expect(moveMonthFocus('2024-05', { key: 'Tab' })).toBeUndefined();
  });
});
