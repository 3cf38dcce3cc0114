// What is published of each topic at a moment, and which topics moved between two moments. Decided by the same
// schedule every report query uses (publishedBefore), so an event never announces rows a query would still hide.
import { lastPublicationTime, publishedBefore, wallMsToIso } from '../../datasets/publishedBefore';
import { PUBLICATION_TOPICS, publicationTopics, type PublicationTopic } from './publicationTopics';

/** Per topic, the first wall-clock instant not yet public (ms). */
export type PublicationState = Readonly<Record<PublicationTopic, number>>;

export interface PublicationEvent {
  topic: PublicationTopic;
  datasets: readonly string[];
  /** When the newest rows became public, Istanbul time with +03:00. */
  publishedAt: string;
}

export function toPublicationState(now: Date): PublicationState {
  return Object.fromEntries(PUBLICATION_TOPICS.map((topic) => [topic, publishedBefore(publicationTopics[topic].publication, now)])) as PublicationState;
}

/** The topics whose publication advanced from `before` to `after`, in PUBLICATION_TOPICS order. */
export function advancedTopics(before: PublicationState, after: PublicationState): PublicationTopic[] {
  return PUBLICATION_TOPICS.filter((topic) => after[topic] > before[topic]);
}

export function toPublicationEvent(topic: PublicationTopic, now: Date): PublicationEvent {
  const { publication, datasets } = publicationTopics[topic];
  return { topic, datasets, publishedAt: wallMsToIso(lastPublicationTime(publication, now)) };
}
