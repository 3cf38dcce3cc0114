// What the bell says of a publication the member asked to hear of: the ptf notification for the day-ahead price
// (interim at 13:00 or final at 14:00; one id, so the final one does not repeat the interim's), or a notification
// of its own for the other topics, replaced by the next one of its kind. A ptf notification is news for half an
// hour, as with the polling rule (publicationPollPlan.ts).
import { istanbulDay } from '../../../engine/format/istanbulDay';
import type { NewNotification } from './notificationStore';
import { PTF_NOTIFICATION_ID, toPtfNotification } from './ptfNotification';
import type { PublicationEvent } from './publicationTopics';
import { istanbulTomorrow } from './serverClock';

/** How long a ptf notification raised by the stream stays, from its publication. */
export const PTF_NOTIFICATION_LIFE_MS = 30 * 60_000;

export function publicationNotificationId(event: PublicationEvent): string {
  return event.topic === 'dayAheadPrice' || event.topic === 'interimPrice' ? PTF_NOTIFICATION_ID : `publication-${event.topic}`;
}

export function toPublicationNotification(event: PublicationEvent, reportHref: string): NewNotification {
  const at = Date.parse(event.publishedAt);
  if (event.topic === 'dayAheadPrice' || event.topic === 'interimPrice') return toPtfNotification(istanbulTomorrow(at), at, reportHref);
  return {
    id: publicationNotificationId(event),
    kind: 'publication',
    titleKey: `publicationPush.${event.topic}Title`,
    messageKey: `publicationPush.${event.topic}Message`,
    deliveryDay: istanbulDay(new Date(at)),
    createdAt: new Date(at).toISOString(),
  };
}
