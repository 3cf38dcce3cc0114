// The publications the server's stream announces (src/server/publication/stream/publicationTopics.ts), and for
// each: the member's setting that says whether the bell tells of it, and the home page's live queries that must
// be read again. Report pages are found by the datasets the event names (invalidatePublished.ts).
import type { BooleanSetting } from '../settings/booleanSetting';
import {
  dayAheadPriceNotificationSetting, gasReferencePriceNotificationSetting, ptfNotificationSetting, realtimeNotificationSetting,
} from '../settings/userSettings';

export const PUBLICATION_TOPICS = ['dayAheadPrice', 'interimPrice', 'realtime', 'gasReferencePrice'] as const;
export type PublicationTopic = (typeof PUBLICATION_TOPICS)[number];

export interface PublicationEvent {
  topic: PublicationTopic;
  datasets: readonly string[];
  /** Istanbul time with +03:00. */
  publishedAt: string;
}

export interface TopicBehaviour {
  setting: BooleanSetting;
  /** Query-key prefixes of the home page's live cards that show this publication. */
  liveQueries: readonly (readonly unknown[])[];
}

export const topicBehaviour: Readonly<Record<PublicationTopic, TopicBehaviour>> = {
  dayAheadPrice: { setting: dayAheadPriceNotificationSetting, liveQueries: [['dashboard', 'day-ahead-market']] },
  interimPrice: { setting: ptfNotificationSetting, liveQueries: [['home-interim-mcp'], ['dashboard', 'day-ahead-market']] },
  realtime: {
    setting: realtimeNotificationSetting,
    liveQueries: [
      ['dashboard', 'realtime-consumption'], ['dashboard', 'realtime-generation'], ['dashboard', 'market-message-system'],
      ['dashboard', 'balancing-power-market'], ['dashboard', 'intra-day-market'], ['dashboard', 'weighted-average-price'],
    ],
  },
  gasReferencePrice: { setting: gasReferencePriceNotificationSetting, liveQueries: [['dashboard', 'spot-gas-market']] },
};

export function isPublicationTopic(value: unknown): value is PublicationTopic {
  return typeof value === 'string' && (PUBLICATION_TOPICS as readonly string[]).includes(value);
}

/** An event's data, checked: null for anything else (another server's, a broken line). */
export function toPublicationEvent(value: unknown): PublicationEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const e = value as Record<string, unknown>;
  if (!isPublicationTopic(e.topic) || typeof e.publishedAt !== 'string' || !Array.isArray(e.datasets)) return null;
  return { topic: e.topic, publishedAt: e.publishedAt, datasets: e.datasets.filter((d): d is string => typeof d === 'string') };
}
