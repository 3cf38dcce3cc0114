// The open publication streams and the one watch they share: while any stream is open, the schedule is looked at
// on every hour boundary (every publication moment is on the hour, Istanbul being a whole number of hours from
// UTC) and at every heartbeat (a clock that jumped, a machine that slept), and each topic that advanced is sent
// to every stream. No stream open, no timer: a server without readers (and a test) holds nothing open.
import type { Writable } from 'node:stream';
import { advancedTopics, toPublicationEvent, toPublicationState, type PublicationState } from './publicationState';
import { toSseComment, toSseEvent } from './sseMessage';

export const HEARTBEAT_MS = 25_000;
const HOUR_MS = 3_600_000;

export interface PublicationStreamsOptions {
  now: () => Date;
  /** Streams one address may hold open at once. */
  perAddress: number;
  heartbeatMs?: number;
}

interface OpenStream { address: string; out: Writable }

export interface PublicationStreams {
  /** Whether the address may open one more stream. */
  hasRoom(address: string): boolean;
  /** Adds a stream; it leaves the set when it closes or errors. */
  open(address: string, out: Writable): void;
  /** Ends every stream (server shutdown) and stops the timers. */
  closeAll(): void;
  size(): number;
}

export function createPublicationStreams({ now, perAddress, heartbeatMs = HEARTBEAT_MS }: PublicationStreamsOptions): PublicationStreams {
  const streams = new Set<OpenStream>();
  let state: PublicationState = toPublicationState(now());
  let watchTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;

  const broadcast = (text: string) => {
    for (const stream of streams) stream.out.write(text);
  };

  const check = () => {
    const at = now();
    const next = toPublicationState(at);
    for (const topic of advancedTopics(state, next)) {
      const event = toPublicationEvent(topic, at);
      broadcast(toSseEvent('publication', event, `${topic}@${event.publishedAt}`));
    }
    state = next;
  };

  const scheduleWatch = () => {
    const ms = now().getTime();
    // On the boundary itself the wait is a whole hour; a timer that fired a little early waits the rest.
    watchTimer = setTimeout(() => {
      check();
      scheduleWatch();
    }, HOUR_MS - (((ms % HOUR_MS) + HOUR_MS) % HOUR_MS));
  };

  const start = () => {
    state = toPublicationState(now());
    scheduleWatch();
    heartbeatTimer = setInterval(() => {
      check();
      broadcast(toSseComment('heartbeat'));
    }, heartbeatMs);
  };

  const stop = () => {
    clearTimeout(watchTimer);
    clearInterval(heartbeatTimer);
    watchTimer = undefined;
    heartbeatTimer = undefined;
  };

  const countOf = (address: string) => [...streams].filter((s) => s.address === address).length;

  return {
    hasRoom: (address) => countOf(address) < perAddress,
    open(address, out) {
      const stream = { address, out };
      if (streams.size === 0) start();
      streams.add(stream);
      const leave = () => {
        if (!streams.delete(stream)) return;
        if (streams.size === 0) stop();
      };
      out.once('close', leave);
      out.once('error', leave);
    },
    closeAll() {
      stop();
      for (const stream of [...streams]) stream.out.end();
      streams.clear();
    },
    size: () => streams.size,
  };
}
