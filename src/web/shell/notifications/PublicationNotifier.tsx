// Mounted once in the shell: listens to the server's publication stream (usePublicationPush), and where the
// stream is unavailable watches the day-ahead publication on the polling rule instead, while the user's setting
// allows it, on the server's clock from the shell's one date-init call.
import { useCallback } from 'react';
import { ptfNotificationSetting } from '../settings/userSettings';
import { useBooleanSetting } from '../settings/useBooleanSetting';
import { serverNow, type ServerClock } from './serverClock';
import { usePublicationNotifications } from './usePublicationNotifications';
import { usePublicationPush } from './usePublicationPush';

export function PublicationNotifier({ reportHref, serverClock }: { reportHref: string; serverClock?: ServerClock | null }) {
  const [enabled] = useBooleanSetting(ptfNotificationSetting);
  const now = useCallback(() => (serverClock ? serverNow(serverClock) : Date.now()), [serverClock]);
  const mode = usePublicationPush({ reportHref, serverNow: now });
  usePublicationNotifications({ enabled, paused: mode !== 'fallback', ...(serverClock !== undefined ? { serverClock } : {}), reportHref });
  return null;
}
