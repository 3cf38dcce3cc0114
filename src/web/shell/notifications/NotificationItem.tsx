import { useTranslation } from '../../i18n/useTranslation';
import { formatDate } from '../../../engine/format/formatDate';
import { formatHour } from '../../../engine/format/formatHour';
import { formatNumber } from '../../../engine/format/formatNumber';
import { useLocale } from '../../i18n/useLocale';
import { Link } from '../../router/Link';
import type { AppNotification } from './notificationStore';

interface Props {
  notification: AppNotification;
  onFollow: (notification: AppNotification) => void;
}

export function NotificationItem({ notification, onFollow }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const day = notification.deliveryDay ? formatDate(notification.deliveryDay, locale) : '';
  const params = notification.params;
  const period = params?.periodStart
    ? [params.periodStart, params.periodEnd].filter((p): p is string => !!p).map((p) => formatDate(p, locale)).filter((d, i, all) => all.indexOf(d) === i).join(' – ')
    : '';
  const value = params?.value === null || params?.value === undefined ? '—' : formatNumber(params.value, locale);
  return (
    <li className={notification.read ? 'notification' : 'notification notification-unread'}>
      <div className="notification-head">
        <span className="notification-title">
          {!notification.read && <span className="visually-hidden">{t('notifications.unreadMarker')}: </span>}
          {t(notification.titleKey)}
        </span>
        {/* The time is the server's, in Istanbul, like every time on the platform. */}
        <time className="notification-time" dateTime={notification.createdAt}>{formatHour(notification.createdAt)}</time>
      </div>
      <p className="notification-message">{t(notification.messageKey, { day, rule: params?.rule ?? '', period, value })}</p>
      {notification.href && (
        <Link href={notification.href} className="notification-link" onClick={() => onFollow(notification)}>
          {t(`notifications.${notification.kind}Link`)}
        </Link>
      )}
    </li>
  );
}
