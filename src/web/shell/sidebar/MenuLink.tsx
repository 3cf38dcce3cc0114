// A link to a menu entry: in-app pages go through the router; an `externalSelf` entry is an outside
// address and leaves the app in the same window.
import type { AnchorHTMLAttributes } from 'react';
import type { MenuNode } from '../../../engine/menu/menuNode';
import { Link } from '../../router/Link';

type MenuLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { node: MenuNode };

export function MenuLink({ node, ...rest }: MenuLinkProps) {
  // urlEn is the app's route in both languages (the interface language is a setting, not part of the path).
  const href = node.urlEn ?? '/';
  return node.externalSelf ? <a href={href} {...rest} /> : <Link href={href} {...rest} />;
}
