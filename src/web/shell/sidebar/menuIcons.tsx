// The rail's icons: a registry from what an entry is (matched on its English label) to a small line
// drawing, with a generic page or folder for anything else. Labels stay the accessible names; the icon
// is decoration, and the rail's title attribute shows the label as a tooltip.
import type { ReactNode } from 'react';
import type { MenuNode } from '../../../engine/menu/menuNode';

interface MenuIcon {
  match: RegExp;
  paths: ReactNode;
}

const MENU_ICONS: readonly MenuIcon[] = [
  { match: /electric/i, paths: <path d="M13 2 4 14h7l-1 8 9-12h-7z" /> },
  { match: /gas/i, paths: <path d="M12 2c3 4 6 7 6 11a6 6 0 0 1-12 0c0-2 1-4 3-6 0 2 1 3 2 3 0-3 0-5 1-8z" /> },
  { match: /announce/i, paths: <path d="M3 11v3l11 5V6L3 11zm11-5 5-2v16l-5-2M6 15l1 5h3l-1-4" /> },
  { match: /document|guide/i, paths: <path d="M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8" /> },
  { match: /about|question/i, paths: <><circle cx="12" cy="12" r="9" /><path d="M12 11v6M12 7.5v.5" /></> },
  { match: /admin|sign-in/i, paths: <><rect x="5" y="11" width="14" height="10" rx="2" /><path d="M8 11V7a4 4 0 0 1 8 0v4" /></> },
  { match: /favourite/i, paths: <path d="m12 3 2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z" /> },
];

const GROUP = <path d="M3 6h7l2 2h9v11H3z" />;
const PAGE = <path d="M4 19V5M4 19h16M8 15l4-4 3 3 5-6" />;

export function MenuIconGlyph({ node }: { node: MenuNode }) {
  const icon = MENU_ICONS.find((entry) => entry.match.test(node.labelEn));
  return (
    <svg className="sidebar-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {icon ? icon.paths : node.children.length > 0 ? GROUP : PAGE}
    </svg>
  );
}
