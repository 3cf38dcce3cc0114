// A link to a menu entry: in-app pages go through the router; an `externalSelf` entry is an outside
// address and leaves the app in the same window. A link to the server's identity pages (administrator
// sign-in) carries the interface language and theme, so the page opens as the reader sees the app.
import type { AnchorHTMLAttributes } from 'react';
import type { MenuNode } from '../../../engine/menu/menuNode';
import { useLocale } from '../../i18n/useLocale';
import { Link } from '../../router/Link';
import { useTheme } from '../../theme/useTheme';
import { withIdentityPreferences } from '../identity/identityHref';

type MenuLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { node: MenuNode };

export function MenuLink({ node, ...rest }: MenuLinkProps) {
  const locale = useLocale();
  const { theme } = useTheme();
  // urlEn is the app's route in both languages (the interface language is a setting, not part of the path).
  const href = node.urlEn ?? '/';
  return node.externalSelf ? <a href={withIdentityPreferences(href, locale, theme)} {...rest} /> : <Link href={href} {...rest} />;
}
