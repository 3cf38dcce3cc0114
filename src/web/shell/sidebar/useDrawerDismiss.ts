// The mobile drawer closes on a press outside it or on Escape. While open it holds the focus, which goes
// back where it was (the menu button) when it closes.
import { useEffect, useEffectEvent, type RefObject } from 'react';

export function useDrawerDismiss(panel: RefObject<HTMLElement | null>, active: boolean, onClose: () => void): void {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!active) return;
    const element = panel.current;
    const before = document.activeElement;
    element?.querySelector<HTMLElement>('[role="tab"][tabindex="0"], button')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !element?.contains(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      const focus = document.activeElement;
      const lost = focus === null || focus === document.body || !!element?.contains(focus);
      if (lost && before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [active, panel]);
}
