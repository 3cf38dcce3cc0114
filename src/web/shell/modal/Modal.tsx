// The one modal dialog of the app, after the WAI-ARIA dialog pattern: labelled by its title, Tab kept
// inside, focus moved in on open and given back on close. Escape and a click on the backdrop close it,
// unless it is static (a choice the reader must make).
import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableElements } from './focusableElements';
import { isTopModal, pushModal, removeModal } from './modalStack';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Escape and the backdrop do nothing; only the modal's own buttons close it. */
  static?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  /** alertdialog for messages that interrupt the reader (errors). */
  role?: 'dialog' | 'alertdialog';
  /** When given, a × button with this label closes the modal from its header. */
  closeLabel?: string;
  className?: string;
}

export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({ title, onClose, static: isStatic = false, children, footer, role = 'dialog', closeLabel, className }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  // A click closes only if it also began on the backdrop: selecting text in the dialog (a transaction id
  // to copy) and letting go outside must not close it.
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(dialog);
    (focusableElements(dialog)[0] ?? dialog).focus();
    return () => {
      removeModal(dialog);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  // Focus that leaves by other means (a click in the page behind, the browser's own controls) comes back.
  const onFocusIn = useEffectEvent((event: FocusEvent) => {
    const dialog = dialogRef.current;
    if (!dialog || !isTopModal(dialog) || dialog.contains(event.target as Node | null)) return;
    (focusableElements(dialog)[0] ?? dialog).focus();
  });
  useEffect(() => {
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || !isTopModal(dialog)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (isStatic) return;
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      event.stopPropagation();
      const focusable = focusableElements(dialog);
      const first = focusable[0];
      const last = focusable.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
    // Keeps focus in the dialog, so Escape still reaches it after a click on the backdrop.
    if (pressedOnBackdrop.current) event.preventDefault();
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const fromBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
    pressedOnBackdrop.current = false;
    if (fromBackdrop && !isStatic) onClose();
  };

  return (
    <div className="modal-backdrop" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick} onKeyDown={onKeyDown}>
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={role === 'alertdialog' ? bodyId : undefined}
        tabIndex={-1}
        className={className ? `modal ${className}` : 'modal'}
      >
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {closeLabel && (
            <button type="button" className="modal-close" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div id={bodyId} className="modal-body">
          {children}
        </div>
        {footer && <div className="modal-footer">{footer}</div>}
      </div>
    </div>
  );
}
