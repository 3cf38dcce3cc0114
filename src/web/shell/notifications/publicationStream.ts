// The browser's end of GET /app-api/publications/stream (EventSource). It reports each publication and the state
// sent on every (re)connection; it gives up, and says so, when the browser has no EventSource, the server refuses
// the stream (a 429, an old server without it) or the connection keeps failing, so the caller falls back to asking.
import { toPublicationEvent, type PublicationEvent } from './publicationTopics';

export const PUBLICATION_STREAM_URL = '/app-api/publications/stream';
/** Errors in a row, without a connection in between, after which the stream is given up. */
const MAX_FAILURES = 3;

export interface PublicationStreamHandlers {
  onPublication(event: PublicationEvent): void;
  /** On each connection: what is published now of every topic. */
  onState(events: PublicationEvent[]): void;
  /** The stream is not available; nothing more will be reported. */
  onUnavailable(): void;
}

/** Opens the stream; returns its closer, or null (after onUnavailable) where the browser has no EventSource. */
export function openPublicationStream(handlers: PublicationStreamHandlers): (() => void) | null {
  if (typeof EventSource !== 'function') {
    handlers.onUnavailable();
    return null;
  }
  const source = new EventSource(PUBLICATION_STREAM_URL);
  let failures = 0;
  const read = (message: MessageEvent<string>): unknown => {
    try {
      return JSON.parse(message.data) as unknown;
    } catch {
      return null;
    }
  };
  source.addEventListener('open', () => { failures = 0; });
  source.addEventListener('state', (message) => {
    const topics = (read(message as MessageEvent<string>) as { topics?: unknown[] } | null)?.topics;
    handlers.onState((Array.isArray(topics) ? topics : []).map(toPublicationEvent).filter((e): e is PublicationEvent => e !== null));
  });
  source.addEventListener('publication', (message) => {
    const event = toPublicationEvent(read(message as MessageEvent<string>));
    if (event) handlers.onPublication(event);
  });
  source.addEventListener('error', () => {
    failures += 1;
    // CLOSED: the browser will not retry (a refusal, not an event stream); else it retries by itself, for a while.
    if (source.readyState === EventSource.CLOSED || failures >= MAX_FAILURES) {
      source.close();
      handlers.onUnavailable();
    }
  });
  return () => source.close();
}
