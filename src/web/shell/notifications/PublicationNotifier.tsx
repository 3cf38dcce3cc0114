// Mounted once in the shell: runs the day-ahead publication watch while the user's setting allows it, on the
// server's clock from the shell's one date-init call.
import { ptfNotificationSetting } from '../settings/userSettings';
import { useBooleanSetting } from '../settings/useBooleanSetting';
import type { ServerClock } from './serverClock';
import { usePublicationNotifications } from './usePublicationNotifications';

export function PublicationNotifier({ reportHref, serverClock }: { reportHref: string; serverClock?: ServerClock | null }) {
  const [enabled] = useBooleanSetting(ptfNotificationSetting);
  usePublicationNotifications({ enabled, ...(serverClock !== undefined ? { serverClock } : {}), reportHref });
  return null;
}
