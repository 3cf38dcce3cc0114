// Closes a popover the ways people expect: Escape (focus goes back to its button), a click outside it,
// or focus moving out of it with Tab.
import { useEffect, type RefObject } from 'react';

export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>, onClose: () => void): void {
  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) => target instanceof Node && !!container.current?.contains(target);
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!inside(event.target)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      button.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) onClose();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, container, button, onClose]);
}
