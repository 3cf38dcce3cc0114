// The publications a browser can be told of, each a moment in the schedule (datasets/publishedBefore.ts) and the
// datasets that move with it: the final day-ahead results at 14:00, the interim price at 13:00, every hour of
// real-time data, the gas reference price at the start of the gas day. A topic's datasets are what a page that
// shows them must read again.
import { datasets, type DatasetDefinition } from '../../datasets/datasets';

type Publication = DatasetDefinition['publication'];

export const PUBLICATION_TOPICS = ['dayAheadPrice', 'interimPrice', 'realtime', 'gasReferencePrice'] as const;
export type PublicationTopic = (typeof PUBLICATION_TOPICS)[number];

export interface TopicDefinition {
  /** The schedule entry whose advance is this topic's publication. */
  publication: Publication;
  /** The datasets published at that moment. */
  datasets: readonly string[];
}

const withPublication = (publication: Publication) => datasets.filter((d) => d.publication === publication && d.grain !== 'none').map((d) => d.id);

export const publicationTopics: Readonly<Record<PublicationTopic, TopicDefinition>> = {
  dayAheadPrice: { publication: 'dayAhead', datasets: withPublication('dayAhead') },
  interimPrice: { publication: 'dayAheadInterim', datasets: withPublication('dayAheadInterim') },
  realtime: { publication: 'realtime', datasets: withPublication('realtime') },
  // Only the reference price: the other daily datasets turn over at midnight too, but nobody asked to hear of them.
  gasReferencePrice: { publication: 'daily', datasets: ['gas.drp'] },
};
