// Mounted once in the shell for a signed-in member: the firings of the member's alert rules (matchings) reach the
// bell. The firings are read at start, every minute while the page is visible, and at once after a publication
// (invalidatePublished.ts), since the server evaluates the rules when a publication arrives.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppMenu } from '../session/useAppMenu';
import { fetchFirings, FIRINGS_KEY } from '../settings/matchings/alertCalls';
import { useLocale } from '../../i18n/useLocale';
import { alertNotifications, readNotifiedUpTo, writeNotifiedUpTo } from './alertNotifications';
import { notificationStore } from './notificationStore';

const EVERY_MINUTE = 60_000;

export function AlertNotifier({ now = Date.now }: { now?: () => number }) {
  const menu = useAppMenu();
  const locale = useLocale();
  const firings = useQuery({ queryKey: FIRINGS_KEY, queryFn: ({ signal }) => fetchFirings(signal), refetchInterval: EVERY_MINUTE });

  useEffect(() => {
    if (!firings.data) return;
    const hrefOf = (reportId: string) => {
      const pageId = menu.pageIdByReportId.get(reportId);
      const node = pageId === undefined ? undefined : menu.index.byId.get(String(pageId))?.node;
      return (locale === 'tr' ? node?.urlTr : node?.urlEn) ?? undefined;
    };
    const { notifications, notifiedUpTo } = alertNotifications(firings.data, readNotifiedUpTo(), now(), hrefOf);
    for (const notification of notifications) notificationStore.add(notification);
    if (notifiedUpTo !== null) writeNotifiedUpTo(notifiedUpTo);
  }, [firings.data, menu.pageIdByReportId, menu.index, locale, now]);

  return null;
}
