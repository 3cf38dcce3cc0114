// One level of the breadcrumb: a menu button listing the entries beside it (WAI-ARIA menu button):
// Enter, Space or ArrowDown open it on the current entry, arrows and Home/End move, Escape closes and
// gives the focus back to the button, Tab or a press elsewhere closes it.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '../../../engine/locale/locale';
import { MenuLink } from '../sidebar/MenuLink';
import { menuLabel } from '../sidebar/menuLabel';
import type { BreadcrumbLevel } from './breadcrumbLevels';

interface BreadcrumbMenuProps {
  level: BreadcrumbLevel;
  locale: Locale;
  /** The id of the page shown, to mark it among the entries. */
  currentId: number;
  /** The last level is the page shown. */
  last: boolean;
}

export function BreadcrumbMenu({ level, locale, currentId, last }: BreadcrumbMenuProps) {
  const buttonId = useId();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = items();
    (all.find((item) => item.dataset.current !== undefined) ?? all[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Node && !menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === ' ') {
      // Links answer Enter natively; a menu item answers Space too.
      event.preventDefault();
      (document.activeElement as HTMLElement | null)?.click();
    }
  };

  return (
    <li className="breadcrumb-item">
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="breadcrumb-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-current={last ? 'page' : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {menuLabel(level.node, locale)}
        <span className="breadcrumb-chevron" aria-hidden="true" />
      </button>
      {open && (
        <ul ref={menu} id={menuId} role="menu" aria-labelledby={buttonId} className="breadcrumb-menu" onKeyDown={onMenuKeyDown}>
          {level.siblings.map(({ node, target }) => {
            const here = node.id === level.node.id;
            return (
              <li key={node.id} role="none">
                <MenuLink
                  node={target}
                  role="menuitem"
                  tabIndex={-1}
                  className="breadcrumb-menu-item"
                  data-current={here || undefined}
                  aria-current={here ? (target.id === currentId ? 'page' : 'true') : undefined}
                  onClick={() => close(false)}
                >
                  {menuLabel(node, locale)}
                </MenuLink>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
