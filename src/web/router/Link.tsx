import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './history';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A real link (it opens in a new tab, copies, works without script) that navigates in place on a plain click. */
export function Link({ href, onClick, ...rest }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
