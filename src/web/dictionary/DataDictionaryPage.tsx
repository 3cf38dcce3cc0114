// The data dictionary (menu page 26): the page's frame. The report links come from the reader's menu (a report
// outside it is named without a link); the searchable list is DictionaryBrowser.
import { useCallback } from 'react';
import { useAppMenu } from '../shell/session/useAppMenu';
import { DictionaryBrowser } from './DictionaryBrowser';

export function DataDictionaryPage() {
  const menu = useAppMenu();
  const reportHref = useCallback((reportId: string) => {
    const pageId = menu.pageIdByReportId.get(reportId);
    return pageId === undefined ? undefined : menu.index.byId.get(String(pageId))?.node.urlEn ?? undefined;
  }, [menu.index, menu.pageIdByReportId]);
  return <DictionaryBrowser reportHref={reportHref} />;
}
