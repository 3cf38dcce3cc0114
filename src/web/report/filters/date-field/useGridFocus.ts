// Roving focus for a calendar grid: the focused cell is the one tabbable cell, and it takes DOM focus
// when it moves by keyboard (or on opening), but not when a header button moved it, so focus stays there.
import { useEffect, useRef } from 'react';

export function useGridFocus(focused: string) {
  const gridRef = useRef<HTMLTableElement>(null);
  const followRef = useRef(true);
  useEffect(() => {
    if (followRef.current) gridRef.current?.querySelector<HTMLElement>(`[data-value="${focused}"]`)?.focus();
  }, [focused]);
  /** Whether the next focus move should carry DOM focus into the grid. */
  const follow = (yes: boolean) => {
    followRef.current = yes;
  };
  return { gridRef, follow };
}
