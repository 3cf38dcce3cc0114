import type { Locale } from '../../../engine/locale/locale';
import type { MenuNode } from '../../../engine/menu/menuNode';

export function menuLabel(node: MenuNode, locale: Locale): string {
  return locale === 'tr' ? node.labelTr : node.labelEn;
}
