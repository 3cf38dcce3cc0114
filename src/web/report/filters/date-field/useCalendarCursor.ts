// The moving cursor shared by the day and month calendars: which cell has focus, the header's step buttons
// (never past min/max, disabled when they would not change the page), and Enter/arrow keys in the grid.
// The two calendars differ only in how a step moves (`shift`), what a page is (`pageOf`) and the keys (`move`).
import { useState, type KeyboardEvent } from 'react';
import type { CalendarStep } from './CalendarHeader';
import { clampToRange } from './calendarGrid';
import type { FocusKey } from './moveCalendarFocus';
import { useGridFocus } from './useGridFocus';

interface CalendarCursorOptions {
  start: string;
  min?: string;
  max?: string;
  shift: (value: string, months: number) => string;
  pageOf: (value: string) => string;
  move: (value: string, key: FocusKey) => string | undefined;
  onSelect: (value: string) => void;
}

export function useCalendarCursor({ start, min, max, shift, pageOf, move, onSelect }: CalendarCursorOptions) {
  const [focused, setFocused] = useState(() => clampToRange(start, min, max));
  const { gridRef, follow } = useGridFocus(focused);
  const outside = (value: string) => (min !== undefined && value < min) || (max !== undefined && value > max);

  const step = (months: number, label: string): CalendarStep => {
    const target = clampToRange(shift(focused, months), min, max);
    return {
      label,
      disabled: pageOf(target) === pageOf(focused),
      onClick: () => {
        // When this step reaches the limit its button is disabled, so focus goes to the grid.
        follow(pageOf(clampToRange(shift(target, months), min, max)) === pageOf(target));
        setFocused(target);
      },
    };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!outside(focused)) onSelect(focused);
      return;
    }
    const next = move(focused, event);
    if (next === undefined) return;
    event.preventDefault();
    follow(true);
    setFocused(clampToRange(next, min, max));
  };

  return { focused, gridRef, outside, step, onKeyDown };
}
