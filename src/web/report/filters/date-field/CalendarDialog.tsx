// The calendar's popover, after the WAI-ARIA date picker dialog: a modal dialog that keeps Tab inside,
// closes on Escape (focus goes back to the button that opened it) and on a click outside it.
import { useEffect, useEffectEvent, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

interface CalendarDialogProps {
  label: string;
  opener: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
  children: ReactNode;
}

const FOCUSABLE = 'button:not([disabled]), [tabindex="0"]';
const VIEWPORT_MARGIN = 8;

export function CalendarDialog({ label, opener, onClose, children }: CalendarDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onOutside = useEffectEvent((event: PointerEvent) => {
    const target = event.target as Node | null;
    if (!target || ref.current?.contains(target) || opener.current?.contains(target)) return;
    onClose(false);
  });

  useEffect(() => {
    document.addEventListener('pointerdown', onOutside);
    return () => document.removeEventListener('pointerdown', onOutside);
  }, []);

  // Opened under its field; pulled back inside a narrow viewport (the end field sits at the right).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const rect = dialog.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const shift = Math.max(VIEWPORT_MARGIN - rect.left, Math.min(0, width - VIEWPORT_MARGIN - rect.right));
    if (shift !== 0) dialog.style.left = `${shift}px`;
    dialog.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    } else if (event.key === 'Tab') {
      const focusable = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    <div ref={ref} role="dialog" aria-modal="true" aria-label={label} className="calendar" onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
