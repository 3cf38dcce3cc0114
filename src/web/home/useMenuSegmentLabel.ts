import { useTranslation } from 'react-i18next';
import { humanizeSegment } from './groupReports';

/** Menu path segment → its name in the interface language (until the menu tree brings its own labels). */
export function useMenuSegmentLabel(): (segment: string) => string {
  const { t, i18n } = useTranslation();
  return (segment) => (i18n.exists(`menu.${segment}`) ? t(`menu.${segment}` as 'menu.dams') : humanizeSegment(segment));
}
