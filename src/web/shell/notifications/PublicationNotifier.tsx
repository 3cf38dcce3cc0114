// Mounted once in the shell: runs the day-ahead publication watch while the user's setting allows it.
import { ptfNotificationSetting } from '../settings/userSettings';
import { useBooleanSetting } from '../settings/useBooleanSetting';
import { usePublicationNotifications } from './usePublicationNotifications';

export function PublicationNotifier({ reportHref }: { reportHref?: string }) {
  const [enabled] = useBooleanSetting(ptfNotificationSetting);
  usePublicationNotifications({ enabled, ...(reportHref !== undefined ? { reportHref } : {}) });
  return null;
}
